import { supplierShareEndpoints as endpoints } from '@pubdesk/contract';
import { handle, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { supplierSharesService } from './supplier-shares.service.js';

/** `/shares/supplier/`: the first stage of the waterfall, per demand source and format. */
export async function supplierSharesRoutes(app: App): Promise<void> {
  const service = supplierSharesService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query.supplier, window));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
