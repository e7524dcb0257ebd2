import { currencies, supplierEndpoints as endpoints, supplierTypes } from '@pubdesk/contract';
import { access, allow } from '../../lib/access-rule.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { handle, handleEach, handleList } from '../../lib/endpoint.js';
import type { App } from '../../lib/fastify-app.js';
import { suppliersService } from './suppliers.service.js';

/** Demand sources (`/suppliers/`): staff-only. */
export async function suppliersRoutes(app: App): Promise<void> {
  const service = suppliersService(app.deps.db);

  handleList(app, endpoints.list, 50, ({ query }, window) => service.list(query, window));
  // DRF's OPTIONS metadata (the currency and type choices) is not a JSON read or write: registered by hand.
  app.options(
    `/api${endpoints.list.path}`,
    {
      config: allow(access.can(endpoints.list.access.permission)),
      schema: { tags: [...endpoints.list.tags], operationId: 'supplierChoices', summary: 'List the choices of the demand source form' },
    },
    async () => optionsResponse('Supplier List', { currency: choicesOf(currencies, (v) => v), type: choicesOf(supplierTypes) }),
  );
  handle(app, endpoints.get, ({ params }) => service.get(params.id));
  handle(app, endpoints.create, ({ body }) => service.create(body));
  handleEach(app, [endpoints.replace, endpoints.update], ({ auth, params, body }) => service.update(auth, params.id, body));
  handle(app, endpoints.remove, ({ params }) => service.remove(params.id));
}
