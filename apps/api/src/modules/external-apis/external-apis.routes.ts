import { externalApiEndpoints as endpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { externalApisService } from './external-apis.service.js';

/** `/apis/types/`, `/apis/` (every type) and `/apis/{type}/...`. */
export async function externalApisRoutes(app: App): Promise<void> {
  const service = externalApisService(app.deps.db, app.deps.config.secret);

  handle(app, endpoints.types, async ({ request }) => {
    const types = await service.types();
    return listResponse(request, { limit: Math.max(types.length, 1), offset: 0 }, types.length, types);
  });
  handle(app, endpoints.listAll, async ({ query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.listAll(query.search, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.list, async ({ params, query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(params.type, query.search, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.get, ({ params }) => service.get(params.type, params.id));
  handle(app, endpoints.create, ({ params, body }) => service.create(params.type, body));
  handle(app, endpoints.update, ({ params, body }) => service.update(params.type, params.id, body));
}
