import { crudEndpoints, endpoint } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  brandingSchema,
  whitelabelCheckRequestSchema,
  whitelabelCreateSchema,
  whitelabelListQuerySchema,
  whitelabelSchema,
  whitelabelStatusSummarySchema,
  whitelabelUpdateSchema,
} from './whitelabel.js';

const tags = ['whitelist'] as const;

const crud = crudEndpoints({
  resource: 'whitelabel',
  path: '/whitelist/',
  tags,
  names: { one: 'Whitelist', many: 'Whitelist' },
  label: { one: 'a white label', many: 'white labels' },
  item: whitelabelSchema,
  input: whitelabelCreateSchema,
  // A PATCH may come as multipart (the images), which leaves no JSON body.
  patch: whitelabelUpdateSchema.nullish(),
  query: whitelabelListQuerySchema,
  params: idParamSchema,
  permissions: {
    view: 'whitelist.view_whitelist',
    add: 'whitelist.add_whitelist',
    change: 'whitelist.change_whitelist',
    delete: 'whitelist.delete_whitelist',
  },
});

/**
 * White labels (`/api/whitelist/`, the spec's path): the entries, their counts for the dashboard
 * and the public branding check the console makes on its own origin. The collection's OPTIONS
 * (the status choices) is registered by hand: the kit declares JSON reads and writes only.
 */
export const whitelabelEndpoints = {
  ...crud,
  update: endpoint({
    ...crud.update,
    summary: 'Update a white label, or upload its images',
    description: 'JSON with the fields to change, or multipart/form-data with `logo`, `logo_dark` and/or `favicon` image files.',
  }),
  /** A POST that only reads: not a write for the audit log. */
  check: endpoint({
    method: 'POST',
    path: '/whitelist/check/',
    operationId: 'checkWhitelist',
    summary: "Get the console's branding for a domain",
    tags,
    resource: 'branding',
    access: 'public',
    readsOnly: true,
    description: "Branding for the console on `domain` (the page's origin): its active white label, or the main label.",
    body: whitelabelCheckRequestSchema,
    response: brandingSchema,
  }),
  /** Counts per status and the entries waiting for approval (the dashboard). */
  status: endpoint({
    method: 'GET',
    path: '/whitelist/status/',
    operationId: 'whitelistStatus',
    summary: 'Count white labels by status, with those awaiting approval',
    tags,
    resource: 'whitelabel',
    access: { permission: 'whitelist.view_whitelist' },
    response: whitelabelStatusSummarySchema,
  }),
};
