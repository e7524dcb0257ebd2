import { listSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { jobQuerySchema, jobSchema } from './jobs.js';

/**
 * The operators' view of background work, for admins and developers (who see the outbox): the
 * jobs, newest first.
 */
export const jobEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/jobs/',
    operationId: 'listJobs',
    summary: 'List background jobs, newest first',
    tags: ['jobs'],
    resource: 'jobs',
    access: { permission: 'mail.view_outbox' },
    query: jobQuerySchema,
    response: listSchema(jobSchema),
  }),
};
