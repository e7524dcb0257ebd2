import { supplierShareEndpoints as endpoints } from '@pubdesk/contract';
import { handle } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { supplierSharesService } from './supplier-shares.service.js';

/** `/shares/supplier/`: the first stage of the waterfall, per demand source and format. */
export async function supplierSharesRoutes(app: App): Promise<void> {
  const service = supplierSharesService(app.deps.db);

  handle(app, endpoints.list, async ({ query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(query.supplier, window);
    return listResponse(request, window, page.count, page.results);
  });
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
