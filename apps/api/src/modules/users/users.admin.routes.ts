import { userEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach } from '../../lib/endpoint.js';
import { usersAdminService } from './users.admin.service.js';
import type { UsersDeps } from './users.ports.js';

/** The New user form and the user screen's Suspend / Activate, names and delete. */
export async function usersAdminRoutes(app: App, deps: UsersDeps): Promise<void> {
  const service = usersAdminService(deps);

  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}
