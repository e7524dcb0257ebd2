import { fxRateEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { fxRatesService } from './fx-rates.service.js';

/** Exchange rates (the Exchange rates settings screen) and their CSV upload. */
export async function fxRatesRoutes(app: App): Promise<void> {
  const service = fxRatesService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query, window));
  handle(app, endpoints.upload, ({ request }) => service.upload(request));
  handle(app, endpoints.get, ({ params }) => service.get(params.id));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ params, body }) => service.update(params.id, body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
