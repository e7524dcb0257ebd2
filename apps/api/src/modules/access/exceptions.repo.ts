import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { userIdCondition } from '../assignments/index.js';
import { users } from '../users/index.js';
import { touchUsers } from './access-stamp.repo.js';
import { permissionExceptions, permissions, userGroups } from './access.table.js';

/** Every query on per-user exceptions and on the groups a user is in. */
export function exceptionsRepo(db: Db) {
  const crud = crudRepo(db, permissionExceptions);
  const exceptionRows = () =>
    db
      .select({
        id: permissionExceptions.id,
        permission: permissionExceptions.permissionId,
        codename: permissions.codename,
        permission_name: permissions.name,
        type: permissionExceptions.type,
        user: permissionExceptions.userId,
      })
      .from(permissionExceptions)
      .innerJoin(permissions, eq(permissions.id, permissionExceptions.permissionId));
  /** Exceptions of the users the caller may see (all, without a caller). */
  const scope = (auth?: AuthContext) => (auth ? userIdCondition(auth, permissionExceptions.userId) : undefined);
  const within = (id: number, auth?: AuthContext) => and(eq(permissionExceptions.id, id), scope(auth));
  return {
    list(auth: AuthContext, user: number | undefined, window: PageWindow) {
      const where = and(user ? eq(permissionExceptions.userId, user) : undefined, scope(auth));
      return crud.page({ rows: exceptionRows(), where, orderBy: [asc(permissionExceptions.id)], window });
    },
    async find(id: number, auth?: AuthContext) {
      const [row] = await exceptionRows().where(within(id, auth));
      return row ?? null;
    },
    /** Whose exception it is, with that user's role (for the rank check before a delete). */
    async owner(id: number, auth: AuthContext) {
      const [row] = await db
        .select({
          user: permissionExceptions.userId,
          role: users.role,
          permission: permissionExceptions.permissionId,
          type: permissionExceptions.type,
        })
        .from(permissionExceptions)
        .innerJoin(users, eq(users.id, permissionExceptions.userId))
        .where(within(id, auth));
      return row ?? null;
    },
    /** Adds the exception and tells the user's next request, in one transaction; answers its id. */
    insert: (values: { userId: number; permissionId: number; type: 'grant' | 'deny' }) =>
      db.transaction(async (tx) => {
        const [created] = await tx.insert(permissionExceptions).values(values).returning({ id: permissionExceptions.id });
        await touchUsers(tx as unknown as Db, [values.userId]);
        return created!.id;
      }),
    remove: (id: number, userId: number) =>
      db.transaction(async (tx) => {
        await tx.delete(permissionExceptions).where(eq(permissionExceptions.id, id));
        await touchUsers(tx as unknown as Db, [userId]);
      }),
    /** The ids of the user's permission groups, in order. */
    async groupIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userGroups.groupId })
        .from(userGroups)
        .where(eq(userGroups.userId, userId))
        .orderBy(asc(userGroups.groupId));
      return rows.map((g) => g.id);
    },
  };
}
