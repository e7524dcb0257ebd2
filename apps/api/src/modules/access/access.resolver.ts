import { eq, sql } from 'drizzle-orm';
import type { Role } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { combinePermissions, type Permission } from './permissions.js';

export interface AccessState {
  role: Role;
  active: boolean;
  permissions: ReadonlySet<Permission>;
}

/**
 * What a user may do, read on every request so that a suspension, a role change or an edited
 * group or exception counts from the user's next request. One indexed row is read each time;
 * the permission set is recomputed only when the user's `access_stamp` has moved.
 */
export function createAccessResolver(db: Db) {
  const cache = new Map<number, { stamp: number; role: Role; permissions: ReadonlySet<Permission> }>();
  const head = db
    .select({ role: users.role, active: users.isActive, stamp: users.accessStamp })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('access_head');

  async function compute(userId: number, role: Role): Promise<ReadonlySet<Permission>> {
    const list = await selectRows<{ codename: string; source: string }>(db, sql`
      select p.codename, 'group' as source
        from user_groups ug join group_permissions gp on gp.group_id = ug.group_id join permissions p on p.id = gp.permission_id
       where ug.user_id = ${userId}
      union all
      select p.codename, e.type as source
        from permission_exceptions e join permissions p on p.id = e.permission_id
       where e.user_id = ${userId}`);
    const of = (source: string) => list.filter((r) => r.source === source).map((r) => r.codename);
    return combinePermissions(role, of('group'), of('grant'), of('deny'));
  }

  return {
    /** The user's groups and exceptions on top of another role's defaults (an impersonated pre_activation user acts as publisher). */
    async asRole(userId: number, role: Role): Promise<AccessState> {
      return { role, active: true, permissions: await compute(userId, role) };
    },
    async resolve(userId: number): Promise<AccessState | null> {
      const [row] = await head.execute({ id: userId });
      if (!row) return null;
      const cached = cache.get(userId);
      if (cached && cached.stamp === row.stamp && cached.role === row.role) return { role: row.role, active: row.active, permissions: cached.permissions };
      const permissions = await compute(userId, row.role);
      if (cache.size > 10_000) cache.clear();
      cache.set(userId, { stamp: row.stamp, role: row.role, permissions });
      return { role: row.role, active: row.active, permissions };
    },
  };
}
export type AccessResolver = ReturnType<typeof createAccessResolver>;
