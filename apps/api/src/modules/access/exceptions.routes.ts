import { exceptionEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleList } from '../../lib/endpoint.js';
import { exceptionsService } from './exceptions.service.js';

/** `/exceptions/` (per-user grant or deny, within the caller's user scope) and the effective permissions of a user and of the caller. */
export async function exceptionsRoutes(app: App): Promise<void> {
  const service = exceptionsService(app.deps.db, app.deps.access);

  handleList(app, endpoints.list, 50, ({ auth, query }, window) => service.list(auth, query.user, window));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
  handle(app, endpoints.userPermissions, ({ auth, params }) => service.effective(auth, params.id));
  handle(app, endpoints.myPermissions, ({ auth }) => service.mine(auth));
}
