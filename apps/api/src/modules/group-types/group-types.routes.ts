import { groupTypeEndpoints as endpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle, handleEach } from '../../lib/endpoint.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { groupTypesService } from './group-types.service.js';

export async function groupTypesRoutes(app: App): Promise<void> {
  const service = groupTypesService(app.deps.db);

  handle(app, endpoints.list, async ({ auth, query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(auth, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.get, ({ auth, params }) => service.get(auth, params.id));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ params, body }) => service.update(params.id, body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
