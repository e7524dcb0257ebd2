import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { GroupType } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { PageWindow } from '../../lib/pagination.js';
import { isStaffRole } from '@pubdesk/contract';
import { groupTypes, type GroupTypeRow } from './group-types.table.js';

export const toGroupType = (r: GroupTypeRow): GroupType => ({
  id: r.id,
  name: r.name,
  code: r.code,
  status: r.status as GroupType['status'],
  system_default: r.systemDefault,
});

/** Networks and publishers see only the system-default formats. */
export const groupTypeScope = (auth: AuthContext): SQL | undefined =>
  isStaffRole(auth.user.role) ? undefined : eq(groupTypes.systemDefault, true);

export function groupTypesRepo(db: Db) {
  return {
    async list(scope: SQL | undefined, window: PageWindow) {
      const [rows, [total]] = await Promise.all([
        db.select().from(groupTypes).where(scope).orderBy(asc(groupTypes.name), asc(groupTypes.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(groupTypes).where(scope),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toGroupType) };
    },
    async find(id: number, scope?: SQL) {
      const [row] = await db.select().from(groupTypes).where(scope ? and(eq(groupTypes.id, id), scope) : eq(groupTypes.id, id));
      return row ?? null;
    },
    /** Of these ids, the ones that exist within the scope. */
    async existing(ids: number[], scope?: SQL): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const where = scope ? and(inArray(groupTypes.id, ids), scope) : inArray(groupTypes.id, ids);
      const rows = await db.select({ id: groupTypes.id }).from(groupTypes).where(where);
      return new Set(rows.map((r) => r.id));
    },
  };
}
