import { eq, sql } from 'drizzle-orm';
import {
  currencies,
  idParamSchema,
  listSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPatchSchema,
  supplierSchema,
  supplierTypes,
  type Supplier,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { selectRows } from '../../db/client.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { access, allow } from '../access/index.js';
import { externalApis } from '../external-apis/index.js';
import { suppliersRepo } from './suppliers.repo.js';
import { suppliers } from './suppliers.table.js';

const tags = ['demand sources'];

/** Demand sources (`/suppliers/`): staff-only. */
export async function suppliersRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const repo = suppliersRepo(db);
  const view = allow(access.can('demand.view_supplier'));

  const mustGet = async (id: number) => {
    const found = await repo.get(id);
    if (!found) throw notFound();
    return found;
  };

  /** An automatic source is read through an API, so it needs one; the API must exist. */
  const checkApi = async (type: Supplier['type'], apiId: number | null) => {
    if (apiId === null) {
      if (type === 'automatic') throw fieldError('api_id', 'An automatic demand source needs an API to read its figures from.');
      return;
    }
    const [api] = await db.select({ id: externalApis.id }).from(externalApis).where(eq(externalApis.id, apiId));
    if (!api) throw fieldError('api_id', `Invalid pk "${apiId}" - object does not exist.`);
  };

  app.get('/api/suppliers/', { config: view, schema: { tags, operationId: 'listSuppliers', querystring: supplierListQuerySchema, response: { 200: listSchema(supplierSchema) } } }, async (request) => {
    const q = request.query;
    const window = pageWindow(q, 50);
    const page = await repo.list({ search: q.search, status: q.status, type: q.type }, window);
    return listResponse(request, window, page.count, page.results);
  });

  app.options('/api/suppliers/', { config: view, schema: { tags, operationId: 'supplierChoices' } }, async () =>
    optionsResponse('Supplier List', { currency: choicesOf(currencies, (v) => v), type: choicesOf(supplierTypes) }),
  );

  app.get('/api/suppliers/:id/', { config: view, schema: { tags, operationId: 'getSupplier', params: idParamSchema, response: { 200: supplierSchema } } }, async (request) =>
    mustGet(request.params.id),
  );

  app.post(
    '/api/suppliers/',
    { config: allow(access.can('demand.add_supplier')), schema: { tags, operationId: 'createSupplier', body: supplierInputSchema, response: { 201: supplierSchema } } },
    async (request, reply) => {
      const b = request.body;
      await checkApi(b.type, b.api_id);
      const [row] = await db
        .insert(suppliers)
        .values({ name: b.name, advertiserId: b.advertiser_id, currency: b.currency, type: b.type, status: b.status, schedule: b.schedule, apiId: b.api_id })
        .returning({ id: suppliers.id });
      return reply.status(201).send(await mustGet(row!.id));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/suppliers/:id/',
      {
        config: allow(access.can('demand.change_supplier')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replaceSupplier' : 'updateSupplier',
          params: idParamSchema,
          body: method === 'put' ? supplierInputSchema : supplierPatchSchema,
          response: { 200: supplierSchema },
        },
      },
      async (request) => {
        const current = await mustGet(request.params.id);
        const b = request.body;
        const values = { name: b.name, advertiserId: b.advertiser_id, currency: b.currency, type: b.type, status: b.status, schedule: b.schedule, apiId: b.api_id };
        if (!hasValues(values)) return current;
        await checkApi(b.type ?? current.type, b.api_id !== undefined ? b.api_id : current.api_id);
        await db.update(suppliers).set({ ...values, updatedAt: new Date() }).where(eq(suppliers.id, current.id));
        return mustGet(current.id);
      },
    );
  }

  app.delete(
    '/api/suppliers/:id/',
    { config: allow(access.can('demand.delete_supplier')), schema: { tags, operationId: 'deleteSupplier', params: idParamSchema } },
    async (request, reply) => {
      const { id } = await mustGet(request.params.id);
      const [used] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from placement_group_data where supplier_id = ${id}`);
      if (Number(used?.n ?? 0) > 0) {
        throw badRequest({ non_field_errors: ['This demand source is still used by placement group data; change those first.'] });
      }
      // Its shares and ads.txt lines go with it.
      await db.delete(suppliers).where(eq(suppliers.id, id));
      return reply.status(204).send();
    },
  );
}
