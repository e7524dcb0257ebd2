import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { GroupType } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
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
  const crud = crudRepo(db, groupTypes);
  return {
    list: (scope: SQL | undefined, window: PageWindow) =>
      crud.page({ where: scope, orderBy: [asc(groupTypes.name), asc(groupTypes.id)], window }, toGroupType),
    find: crud.byId,
    /** Of these ids, the ones that exist within the scope. */
    async existing(ids: number[], scope?: SQL): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const where = scope ? and(inArray(groupTypes.id, ids), scope) : inArray(groupTypes.id, ids);
      const rows = await db.select({ id: groupTypes.id }).from(groupTypes).where(where);
      return new Set(rows.map((r) => r.id));
    },
    insert: (values: GroupTypeValues & { name: string }) => crud.create(values),
    update: (id: number, values: GroupTypeValues) => crud.update(id, values),
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
    remove: crud.remove,
  };
}

export type GroupTypesRepo = ReturnType<typeof groupTypesRepo>;
