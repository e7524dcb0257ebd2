import { listSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { jobQuerySchema, jobSchema, outboxItemSchema, outboxQuerySchema } from './jobs.js';

/**
 * The operators' view of background work, for admins and developers (who see the outbox):
 * the jobs, newest first, and the mail the product has sent.
 */
export const jobEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/jobs/',
    operationId: 'listJobs',
    tags: ['jobs'],
    resource: 'jobs',
    access: { permission: 'mail.view_outbox' },
    query: jobQuerySchema,
    response: listSchema(jobSchema),
  }),
};

export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/outbox/',
    operationId: 'listOutbox',
    tags: ['mail'],
    resource: 'outbox',
    access: { permission: 'mail.view_outbox' },
    query: outboxQuerySchema,
    response: listSchema(outboxItemSchema),
  }),
};
