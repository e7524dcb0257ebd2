import { asc, eq, type SQL } from 'drizzle-orm';
import type { SupplierShare } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import { groupTypes } from '../group-types/index.js';
import { supplierShares } from './suppliers.table.js';

const toShare = (r: { row: typeof supplierShares.$inferSelect; groupName: string | null }): SupplierShare => ({
  id: r.row.id,
  supplier_id: r.row.supplierId,
  group_id: r.row.groupId,
  group_name: r.groupName ?? '',
  share: r.row.share,
});

/** Every query on demand-source shares; the only file that writes SQL for them. */
export function supplierSharesRepo(db: Db) {
  const crud = crudRepo(db, supplierShares);
  const joined = () =>
    db
      .select({ row: supplierShares, groupName: groupTypes.name })
      .from(supplierShares)
      .leftJoin(groupTypes, eq(groupTypes.id, supplierShares.groupId));
  return {
    /** A source's shares (or every share), oldest first. */
    async all(supplier: number | undefined): Promise<SupplierShare[]> {
      const where: SQL | undefined = supplier ? eq(supplierShares.supplierId, supplier) : undefined;
      return (await joined().where(where).orderBy(asc(supplierShares.id))).map(toShare);
    },
    async get(id: number): Promise<SupplierShare> {
      const [row] = await joined().where(eq(supplierShares.id, id));
      return toShare(row!);
    },
    async insert(values: { supplierId: number; groupId: number; share: string }): Promise<number> {
      return (await crud.create(values)).id;
    },
    /** Whether there was such a share to delete. */
    remove: crud.remove,
  };
}
