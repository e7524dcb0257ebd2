import { eq, sql } from 'drizzle-orm';
import type { Role } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { users } from '../users/index.js';

/** A user's head row, as the per-request check reads it. */
export interface AccessHead {
  role: Role;
  active: boolean;
  stamp: number;
  revokedAt: Date | null;
}

/** The queries of the per-request check (access.resolver.ts): users' head rows and where their permissions come from. */
export function accessRepo(db: Db) {
  return {
    /** Reads a user's head row through one statement, prepared once (call it once per resolver). */
    headReader() {
      const statement = db
        .select({ role: users.role, active: users.isActive, stamp: users.accessStamp, revokedAt: users.sessionsRevokedAt })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('access_head');
      return async (userId: number): Promise<AccessHead | null> => {
        const [row] = await statement.execute({ id: userId });
        return row ?? null;
      };
    },

    /** The codenames the user's groups carry (`group`), and their exceptions (`grant`, `deny`). */
    permissionSources(userId: number) {
      return selectRows<{ codename: string; source: string }>(
        db,
        sql`
      select p.codename, 'group' as source
        from user_groups ug join group_permissions gp on gp.group_id = ug.group_id join permissions p on p.id = gp.permission_id
       where ug.user_id = ${userId}
      union all
      select p.codename, e.type as source
        from permission_exceptions e join permissions p on p.id = e.permission_id
       where e.user_id = ${userId}`,
      );
    },
  };
}
