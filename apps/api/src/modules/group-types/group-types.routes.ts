import { groupTypeEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import { groupTypesService } from './group-types.service.js';

export async function groupTypesRoutes(app: App): Promise<void> {
  const service = groupTypesService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ auth }, window) => service.list(auth, window));
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ params, body }) => service.update(params.id, body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
