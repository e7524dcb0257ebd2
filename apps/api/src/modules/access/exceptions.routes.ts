import { exceptionEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { exceptionsService } from './exceptions.service.js';

/** `/exceptions/` (per-user grant or deny, within the caller's user scope) and the effective permissions of a user and of the caller. */
export async function exceptionsRoutes(app: App): Promise<void> {
  const service = exceptionsService(app.deps.db, app.deps.access);

  handle(app, endpoints.list, async ({ auth, query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(auth, query.user, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
  handle(app, endpoints.userPermissions, ({ auth, params }) => service.effective(auth, params.id));
  handle(app, endpoints.myPermissions, ({ auth }) => service.mine(auth));
}
