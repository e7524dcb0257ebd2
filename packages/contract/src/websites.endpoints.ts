import { crudEndpoints, endpoint } from './endpoint.js';
import { idParamSchema } from './common.js';
import {
  websiteInputSchema,
  websiteListQuerySchema,
  websitePatchSchema,
  websiteSchema,
  websiteStagesResponseSchema,
  websiteStagesSchema,
  websiteStatusSummarySchema,
} from './websites.js';

const tags = ['websites'] as const;

/**
 * Websites (`/api/websites/`), the status summary and the wizard that creates a website with
 * its placement groups, fill rates, shares and players at once. The collection's OPTIONS (the
 * category, status and ad type choices) is registered by hand: the kit declares JSON reads and
 * writes only.
 */
export const websiteEndpoints = {
  ...crudEndpoints({
    resource: 'websites',
    path: '/websites/',
    tags,
    names: { one: 'Website', many: 'Websites' },
    label: { one: 'a website', many: 'websites' },
    item: websiteSchema,
    input: websiteInputSchema,
    patch: websitePatchSchema,
    query: websiteListQuerySchema,
    params: idParamSchema,
    permissions: {
      view: 'websites.view_website',
      add: 'websites.add_website',
      change: 'websites.change_website',
      delete: 'websites.delete_website',
    },
  }),
  /** How many websites the caller sees per status, and the latest suspended ones. */
  status: endpoint({
    method: 'GET',
    path: '/websites/status/',
    operationId: 'websiteStatus',
    summary: "Count the caller's websites by status",
    tags,
    resource: 'websites',
    access: { permission: 'websites.view_website' },
    response: websiteStatusSummarySchema,
  }),
  /** The wizard, all or nothing: each step's rows need the permission their own endpoint needs. */
  stages: endpoint({
    method: 'POST',
    path: '/websites/stages/',
    operationId: 'createWebsiteStages',
    summary: 'Create a website with its placement groups, fill rates, shares and players',
    errors: {
      403: "The caller lacks `websites.add_website` or the permission one of the steps' rows needs, or the account or API key is disabled.",
    },
    tags,
    resource: 'websites',
    invalidates: ['placement-groups', 'fill-rates', 'shares', 'players'],
    access: { permission: 'websites.add_website' },
    description: 'The website wizard: website, placement groups, fill rates, shares and players in one transaction.',
    body: websiteStagesSchema,
    response: websiteStagesResponseSchema,
    status: 201,
  }),
};
