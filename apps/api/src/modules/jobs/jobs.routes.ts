import { z } from 'zod';
import { listSchema, pageQuerySchema } from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import type { App } from '../../lib/fastify-app.js';
import { jobStates } from '../../lib/jobs/index.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';

const timestamp = z.string();
const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(jobStates),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  singleton_key: z.string().nullable(),
  created_at: timestamp,
  start_after: timestamp,
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
});

const jobQuerySchema = pageQuerySchema.extend({
  state: z.enum(jobStates, { message: 'Select a valid choice.' }).optional(),
  name: z.string().max(100).optional(),
});

/**
 * The background jobs, newest first, for whoever runs the product without a console at hand:
 * what is waiting, running, retried or failed. Names, states and times only, never payloads.
 * Seen by those who see the outbox (admins and developers): mail delivery is its main job.
 */
export async function jobsRoutes(app: App): Promise<void> {
  app.get(
    '/api/jobs/',
    {
      config: allow(access.can('mail.view_outbox')),
      schema: {
        tags: ['jobs'],
        operationId: 'listJobs',
        querystring: jobQuerySchema,
        response: { 200: listSchema(jobSchema) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, 50);
      const { state, name } = request.query;
      const page = await app.deps.jobs.list({ ...(state ? { state } : {}), ...(name ? { name } : {}) }, window);
      return listResponse(request, window, page.count, page.results);
    },
  );
}
