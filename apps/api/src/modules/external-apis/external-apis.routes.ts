import { externalApiEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse } from '../../lib/pagination.js';
import { connectionTestService } from './connection-test.service.js';
import { externalApisService } from './external-apis.service.js';

/** `/apis/types/`, `/apis/` (every type) and `/apis/{type}/...`. */
export async function externalApisRoutes(app: App): Promise<void> {
  const service = externalApisService(app.deps.db, app.deps.config);

  handle(app, endpoints.types, async ({ request }) => {
    const types = await service.types();
    return listResponse(request, { limit: Math.max(types.length, 1), offset: 0 }, types.length, types);
  });
  handleList(app, endpoints.listAll, 50, ({ query }, window) => service.listAll(query.search, window));
  handleList(app, endpoints.list, 50, ({ params, query }, window) => service.list(params.type, query.search, window));
  handle(app, endpoints.get, ({ params }) => service.get(params.type, params.id));
  handle(app, endpoints.create, ({ params, body }) => service.create(params.type, body));
  handle(app, endpoints.update, ({ params, body }) => service.update(params.type, params.id, body));
  const connections = connectionTestService(app.deps.db, app.deps.config);
  handle(app, endpoints.testConnection, ({ params }) => connections.test(params.type, params.id));
}
