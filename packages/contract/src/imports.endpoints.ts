import { endpoint } from './endpoint.js';
import { idParamSchema, listSchema } from './common.js';
import { importListQuerySchema, importRangeSchema, importRunSchema, importUploadBodySchema } from './imports.js';

const tags = ['imports'] as const;
const resource = 'imports';
/** A run changes the figures every report and the demand source screens show. */
const invalidates = ['statistics', 'external-apis'] as const;

/** `/api/imports/`: runs of revenue imports, backfills, retries and CSV uploads (staff only). */
export const importEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/imports/',
    operationId: 'listImports',
    summary: 'List revenue import runs',
    errors: {
      403: 'The caller lacks the `statistics.view_statistic` permission or is not staff (`staff_only`), or the account or API key is disabled.',
    },
    tags,
    resource,
    access: { permission: 'statistics.view_statistic' },
    query: importListQuerySchema,
    response: listSchema(importRunSchema),
    description: 'Staff only (networks and publishers get 403). Newest first; filter by `supplier` and `state`.',
  }),
  backfill: endpoint({
    method: 'POST',
    path: '/imports/',
    operationId: 'backfillImport',
    summary: 'Queue an import of a demand source over a date range',
    errors: {
      403: 'The caller lacks the `statistics.add_statistic` permission or is not staff (`staff_only`), or the account or API key is disabled.',
    },
    tags,
    resource,
    invalidates,
    access: { permission: 'statistics.add_statistic' },
    body: importRangeSchema,
    response: importRunSchema,
    status: 202,
    description: 'Queues an import of an automatic demand source for a range of at most 92 days.',
  }),
  retry: endpoint({
    method: 'POST',
    path: '/imports/:id/retry/',
    operationId: 'retryImport',
    summary: 'Retry a failed or partial import run',
    errors: {
      400: 'The run is neither failed nor partial (`{detail}`).',
      403: 'The caller lacks the `statistics.add_statistic` permission or is not staff (`staff_only`), or the account or API key is disabled.',
    },
    tags,
    resource,
    invalidates,
    access: { permission: 'statistics.add_statistic' },
    params: idParamSchema,
    response: importRunSchema,
    status: 202,
    description: 'Queues a new run over the same range as a failed or partial one.',
  }),
  upload: endpoint({
    method: 'POST',
    path: '/imports/upload/',
    operationId: 'uploadImport',
    summary: 'Import revenue figures from a CSV file',
    errors: {
      403: 'The caller lacks the `statistics.add_statistic` permission or is not staff (`staff_only`), or the account or API key is disabled.',
      409: 'Another import of this demand source is running.',
    },
    tags,
    resource,
    invalidates,
    access: { permission: 'statistics.add_statistic' },
    body: importUploadBodySchema,
    response: importRunSchema,
    status: 201,
    description:
      'multipart/form-data: `supplier` before `file`, a CSV with a header of `date`, `key` (or `data_id`) and any of requests, impressions, viewable_impressions, clicks, revenue. Every line is checked before anything is written: one bad line refuses the file with a 400 naming its line and column. Up to IMPORT_MAX_MB (200 MB by default).',
  }),
};
