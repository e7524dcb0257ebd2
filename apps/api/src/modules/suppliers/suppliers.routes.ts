import { currencies, supplierEndpoints as endpoints, supplierTypes } from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { handle, handleEach } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { suppliersService } from './suppliers.service.js';

/** Demand sources (`/suppliers/`): staff-only. */
export async function suppliersRoutes(app: App): Promise<void> {
  const service = suppliersService(app.deps.db);

  handle(app, endpoints.list, async ({ query, request }) => {
    const window = pageWindow(query, 50);
    const page = await service.list(query, window);
    return listResponse(request, window, page.count, page.results);
  });
  // DRF's OPTIONS metadata (the currency and type choices) is not a JSON read or write: registered by hand.
  app.options(
    `/api${endpoints.list.path}`,
    { config: allow(access.can(endpoints.list.access.permission)), schema: { tags: [...endpoints.list.tags], operationId: 'supplierChoices' } },
    async () => optionsResponse('Supplier List', { currency: choicesOf(currencies, (v) => v), type: choicesOf(supplierTypes) }),
  );
  handle(app, endpoints.get, ({ params }) => service.get(params.id));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ params, body }) => service.update(params.id, body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
