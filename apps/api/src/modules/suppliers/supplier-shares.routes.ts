import { asc, eq, type SQL } from 'drizzle-orm';
import { idParamSchema, listSchema, supplierShareInputSchema, supplierShareQuerySchema, supplierShareSchema, type SupplierShare } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../access/index.js';
import { groupTypes, groupTypesRepo } from '../group-types/index.js';
import { suppliersRepo } from './suppliers.repo.js';
import { supplierShares } from './suppliers.table.js';

const tags = ['demand sources'];
const toShare = (r: { row: typeof supplierShares.$inferSelect; groupName: string | null }): SupplierShare => ({
  id: r.row.id,
  supplier_id: r.row.supplierId,
  group_id: r.row.groupId,
  group_name: r.groupName ?? '',
  share: r.row.share,
});

/** `/shares/supplier/`: the first stage of the waterfall, per demand source and format. */
export async function supplierSharesRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const joined = () =>
    db.select({ row: supplierShares, groupName: groupTypes.name }).from(supplierShares).leftJoin(groupTypes, eq(groupTypes.id, supplierShares.groupId));

  app.get(
    '/api/shares/supplier/',
    {
      config: allow(access.can('demand.view_suppliershare')),
      schema: { tags, operationId: 'listSupplierShares', querystring: supplierShareQuerySchema, response: { 200: listSchema(supplierShareSchema) } },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const where: SQL | undefined = q.supplier ? eq(supplierShares.supplierId, q.supplier) : undefined;
      // A demand source has a handful of shares (one per format): read whole, paged in memory.
      const all = (await joined().where(where).orderBy(asc(supplierShares.id))).map(toShare);
      return listResponse(request, window, all.length, all.slice(window.offset, window.offset + window.limit));
    },
  );

  app.post(
    '/api/shares/supplier/',
    { config: allow(access.can('demand.add_suppliershare')), schema: { tags, operationId: 'createSupplierShare', body: supplierShareInputSchema, response: { 201: supplierShareSchema } } },
    async (request, reply) => {
      const b = request.body;
      if (!(await suppliersRepo(db).exists(b.supplier_id))) throw fieldError('supplier_id', `Invalid pk "${b.supplier_id}" - object does not exist.`);
      if (!(await groupTypesRepo(db).existing([b.group_id])).has(b.group_id)) throw fieldError('group_id', `Invalid pk "${b.group_id}" - object does not exist.`);
      const [row] = await db
        .insert(supplierShares)
        .values({ supplierId: b.supplier_id, groupId: b.group_id, share: b.share })
        .returning({ id: supplierShares.id })
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? fieldError('group_id', 'A share for this group already exists on this demand source.') : e;
        });
      const [created] = await joined().where(eq(supplierShares.id, row!.id));
      return reply.status(201).send(toShare(created!));
    },
  );

  app.delete(
    '/api/shares/supplier/:id/',
    { config: allow(access.can('demand.delete_suppliershare')), schema: { tags, operationId: 'deleteSupplierShare', params: idParamSchema } },
    async (request, reply) => {
      const deleted = await db.delete(supplierShares).where(eq(supplierShares.id, request.params.id)).returning({ id: supplierShares.id });
      if (deleted.length === 0) throw notFound();
      return reply.status(204).send();
    },
  );
}
