import { groupEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import { groupsService } from './groups.service.js';

/** `/groups/`: permission groups; a change counts from each member's next request. */
export async function groupsRoutes(app: App): Promise<void> {
  const service = groupsService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query.search, window));
  handle(app, endpoints.get, ({ params }) => service.get(params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ auth, params }) => service.remove(auth, params.id));
}
