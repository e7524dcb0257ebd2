import { jobEndpoints as endpoints } from '@pubdesk/contract';
import { handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';

/**
 * The background jobs, newest first, for whoever runs the product without a console at hand:
 * what is waiting, running, retried or failed. Names, states and times only, never payloads.
 * Seen by those who see the outbox (admins and developers): mail delivery is its main job.
 */
export async function jobsRoutes(app: App): Promise<void> {
  handleList(app, endpoints.list, 50, ({ query: { state, name } }, window) =>
    app.deps.jobs.list({ ...(state ? { state } : {}), ...(name ? { name } : {}) }, window),
  );
}
