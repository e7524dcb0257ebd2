import { groupEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach } from '../../lib/endpoint.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { groupsService } from './groups.service.js';

/** `/groups/`: permission groups; a change counts from each member's next request. */
export async function groupsRoutes(app: App): Promise<void> {
  const service = groupsService(app.deps.db);

  handle(app, endpoints.list, async ({ query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(query.search, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.get, ({ params }) => service.get(params.id));
  handle(app, endpoints.create, ({ auth, body }) => service.create(auth, body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
