import { assignmentEndpoints, authAssignmentEndpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import { assignmentsService } from './assignments.service.js';

/** `/assigned/` and the same resource at `/auth/assigned/` (both are published), within the caller's scope. */
export async function assignmentsRoutes(app: App): Promise<void> {
  const service = assignmentsService(app.deps.db);

  for (const endpoints of [assignmentEndpoints, authAssignmentEndpoints]) {
    handleList(app, endpoints.list, 10, ({ auth, query }, window) => service.list(auth, query, window));
    handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
    handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
    handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
    handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
  }
}
