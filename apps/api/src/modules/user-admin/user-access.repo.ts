import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { allPermissions, permissionGroups, permissions, touchUsers, userGroups, type Permission } from '../access/index.js';
import { refreshTokens } from '../auth/index.js';
import { profiles, users } from '../users/index.js';

/**
 * The writes of users' administration that reach other modules' rows with the user's: the
 * permission groups (access) and the sessions revoked on suspension (auth).
 */
export function userAccessRepo(db: Db) {
  return {
    /**
     * Changes the user row. Suspending (`revokeSessions`) also revokes every refresh token in the
     * same transaction; access tokens are refused by the per-request check.
     */
    async updateAccount(id: number, values: Partial<typeof users.$inferInsert>, revokeSessions: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set(values).where(eq(users.id, id));
        if (revokeSessions) await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, id));
      });
    },

    /** The ids of the user's permission groups, in order. */
    async groupIds(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: userGroups.groupId })
        .from(userGroups)
        .where(eq(userGroups.userId, id))
        .orderBy(asc(userGroups.groupId));
      return rows.map((g) => g.id);
    },

    /** Of these permission group ids, the ones that exist. */
    async existingGroupIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: permissionGroups.id }).from(permissionGroups).where(inArray(permissionGroups.id, ids));
      return new Set(rows.map((g) => g.id));
    },

    /** The codenames the permission groups carry, together (what a user in them gains). */
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

    /**
     * Staff's changes to someone's access, in one transaction: verification, role and the
     * groups (replaced), telling the user's next request when role or groups changed.
     */
    async setAccess(id: number, change: { isVerified?: boolean; role?: Role; groups?: number[] }): Promise<void> {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (change.isVerified !== undefined) await t.update(profiles).set({ isVerified: change.isVerified }).where(eq(profiles.userId, id));
        if (change.role !== undefined) await t.update(users).set({ role: change.role }).where(eq(users.id, id));
        if (change.groups !== undefined) {
          await t.delete(userGroups).where(eq(userGroups.userId, id));
          if (change.groups.length) await t.insert(userGroups).values(change.groups.map((groupId) => ({ userId: id, groupId })));
        }
        if (change.groups !== undefined || change.role !== undefined) await touchUsers(t, [id]);
      });
    },
  };
}
