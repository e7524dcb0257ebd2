import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UserAccessRepo } from '../users/index.js';
import { touchUsers } from './access-stamp.repo.js';
import { allPermissions, type Permission } from './permissions.js';
import { permissionGroups, permissions, userGroups } from './access.table.js';

/** The permission groups a user is in and their access stamp, as users' administration reads and writes them (modules/users). */
export function userAccessRepo(db: Db): UserAccessRepo {
  return {
    async groupIds(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: userGroups.groupId })
        .from(userGroups)
        .where(eq(userGroups.userId, id))
        .orderBy(asc(userGroups.groupId));
      return rows.map((g) => g.id);
    },

    async existingGroupIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: permissionGroups.id }).from(permissionGroups).where(inArray(permissionGroups.id, ids));
      return new Set(rows.map((g) => g.id));
    },

    async groupCodenames(groupIds: number[]): Promise<Permission[]> {
      if (groupIds.length === 0) return [];
      const ids = sql.join(
        groupIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await db
        .selectDistinct({ codename: permissions.codename })
        .from(permissions)
        .where(sql`${permissions.id} in (select permission_id from group_permissions where group_id in (${ids}))`);
      return rows.map((r) => r.codename).filter((c): c is Permission => (allPermissions as string[]).includes(c));
    },

    async addGroups(id: number, groupIds: number[]): Promise<void> {
      if (groupIds.length) await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId: id, groupId })));
    },

    async replaceGroups(id: number, groupIds: number[]): Promise<void> {
      await db.delete(userGroups).where(eq(userGroups.userId, id));
      if (groupIds.length) await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId: id, groupId })));
    },

    touch: (userIds: number[]) => touchUsers(db, userIds),
  };
}
