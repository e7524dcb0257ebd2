import { z } from 'zod';
import { intId, pageQuerySchema } from './common.js';
import { format, messages } from './messages/index.js';
import { isoDateSchema } from './statistics.js';

const text = messages.imports;

/** Revenue imports: a demand source's figures read from its platform (or a file) for a date range. */

export const importStates = ['queued', 'running', 'done', 'failed', 'partial'] as const;
export type ImportState = (typeof importStates)[number];
export const importTriggers = ['schedule', 'refresh', 'backfill', 'upload'] as const;
export type ImportTrigger = (typeof importTriggers)[number];

/** The longest range a backfill may ask for at once. */
export const maxImportRangeDays = 92;

/** The statistic fields a serve metric can add to. */
export const serveMetricFields = ['requests', 'impressions', 'viewable_impressions', 'clicks', 'revenue'] as const;
export type ServeMetricField = (typeof serveMetricFields)[number];

export const importRunSchema = z.object({
  id: z.number().int(),
  supplier: z.object({ id: z.number().int(), name: z.string() }),
  api: z.object({ id: z.number().int(), type: z.string(), name: z.string() }).nullable(),
  start: z.string(),
  end: z.string(),
  trigger: z.enum(importTriggers),
  state: z.enum(importStates),
  rows_fetched: z.number().int(),
  rows_matched: z.number().int(),
  rows_unmatched: z.number().int(),
  /** The first 100 keys of the report that mapped to no data item. */
  unmatched_keys: z.array(z.string()),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importListQuerySchema = pageQuerySchema.extend({
  supplier: intId.optional(),
  state: z.enum(importStates, { message: 'Select a valid choice.' }).optional(),
});

/** A range of days, the end not before the start and at most `maxImportRangeDays` long. */
export const importRangeSchema = z.object({ supplier: intId, start: isoDateSchema, end: isoDateSchema }).superRefine((b, ctx) => {
  const days = (Date.parse(b.end) - Date.parse(b.start)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['end'], message: text.endBeforeStart });
  else if (days > maxImportRangeDays)
    ctx.addIssue({ code: 'custom', path: ['end'], message: format(text.rangeTooLong, { days: maxImportRangeDays }) });
});
export type ImportRangeInput = z.input<typeof importRangeSchema>;

/** `POST /apis/{type}/{id}/test/`: whether the stored credentials sign in, and the account they reach or the platform's reason. */
export const connectionTestSchema = z.object({ ok: z.boolean(), detail: z.string() });
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** The upload's multipart fields (the file streams; this documents and checks the rest). */
export const importUploadBodySchema = z.object({ supplier: intId }).nullish();
