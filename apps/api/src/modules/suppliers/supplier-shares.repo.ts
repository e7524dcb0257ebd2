import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SupplierShare } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { historyOrder, inView, periodsRepo, type PeriodView } from '../../lib/periods.repo.js';
import { groupTypes } from '../group-types/index.js';
import { supplierShares } from './suppliers.table.js';

const toShare = (r: { row: typeof supplierShares.$inferSelect; groupName: string | null }): SupplierShare => ({
  id: r.row.id,
  supplier_id: r.row.supplierId,
  group_id: r.row.groupId,
  group_name: r.groupName ?? '',
  share: r.row.share,
  start_date: r.row.startDate,
  end_date: r.row.endDate,
});

/** Every query on demand-source shares; the only file that writes SQL for them. */
export function supplierSharesRepo(db: Db) {
  const joined = () =>
    db
      .select({ row: supplierShares, groupName: groupTypes.name })
      .from(supplierShares)
      .leftJoin(groupTypes, eq(groupTypes.id, supplierShares.groupId));
  return {
    /** The periods of a source's share for a format, by key. */
    periods: periodsRepo(db, supplierShares),
    key: (s: Pick<SupplierShare, 'supplier_id' | 'group_id'>) =>
      and(eq(supplierShares.supplierId, s.supplier_id), eq(supplierShares.groupId, s.group_id))!,

    /** A source's shares (or every share) of the view. */
    async all(supplier: number | undefined, view: PeriodView): Promise<SupplierShare[]> {
      const where: SQL | undefined = and(supplier ? eq(supplierShares.supplierId, supplier) : undefined, inView(supplierShares, view));
      const order = historyOrder(view, [supplierShares.supplierId, supplierShares.groupId], supplierShares);
      return (
        await joined()
          .where(where)
          .orderBy(...order, asc(supplierShares.id))
      ).map(toShare);
    },
    async find(id: number): Promise<SupplierShare | null> {
      const [row] = await joined().where(eq(supplierShares.id, id));
      return row ? toShare(row) : null;
    },
    async insert(values: typeof supplierShares.$inferInsert): Promise<SupplierShare> {
      const [row] = await db.insert(supplierShares).values(values).returning({ id: supplierShares.id });
      return (await this.find(row!.id))!;
    },
  };
}
