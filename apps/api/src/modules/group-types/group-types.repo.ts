import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GroupType } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { groupTypes, type GroupTypeRow } from './group-types.table.js';

export const toGroupType = (r: GroupTypeRow): GroupType => ({
  id: r.id,
  name: r.name,
  code: r.code,
  status: r.status as GroupType['status'],
  system_default: r.systemDefault,
});

export type GroupTypeValues = Partial<Pick<typeof groupTypes.$inferInsert, 'name' | 'code' | 'status' | 'systemDefault'>>;

/** Every query on group types; the only file that writes SQL for them. */
export function groupTypesRepo(db: Db) {
  const within = (id: number, scope?: SQL) => (scope ? and(eq(groupTypes.id, id), scope) : eq(groupTypes.id, id));
  return {
    async list(scope: SQL | undefined, window: PageWindow) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(groupTypes)
          .where(scope)
          .orderBy(asc(groupTypes.name), asc(groupTypes.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(groupTypes).where(scope),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toGroupType) };
    },
    async find(id: number, scope?: SQL) {
      const [row] = await db.select().from(groupTypes).where(within(id, scope));
      return row ?? null;
    },
    /** Of these ids, the ones that exist within the scope. */
    async existing(ids: number[], scope?: SQL): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const where = scope ? and(inArray(groupTypes.id, ids), scope) : inArray(groupTypes.id, ids);
      const rows = await db.select({ id: groupTypes.id }).from(groupTypes).where(where);
      return new Set(rows.map((r) => r.id));
    },
    async insert(values: GroupTypeValues & { name: string }) {
      const [row] = await db.insert(groupTypes).values(values).returning();
      return row!;
    },
    async update(id: number, values: GroupTypeValues) {
      const [row] = await db.update(groupTypes).set(values).where(eq(groupTypes.id, id)).returning();
      return row!;
    },
    /** How many placement groups, data items, shares and fill rates still name the type. */
    async usage(id: number): Promise<number> {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`
        select (select count(*) from placement_groups where group_id = ${id})
             + (select count(*) from shares where group_id = ${id})
             + (select count(*) from fill_rates where group_id = ${id})
             + (select count(*) from supplier_shares where group_id = ${id})
             + (select count(*) from placement_group_data where group_id = ${id}) as n`,
      );
      return Number(row?.n ?? 0);
    },
    async remove(id: number) {
      await db.delete(groupTypes).where(eq(groupTypes.id, id));
    },
  };
}
