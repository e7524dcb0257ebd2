import { asc, eq, inArray } from 'drizzle-orm';
import type { Group } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { touchGroupMembers } from './access-stamp.repo.js';
import { groupPermissions, permissionGroups } from './access.table.js';

export type GroupRow = typeof permissionGroups.$inferSelect;

/** Permission ids are sent as strings, in id order. */
const toGroup = (row: GroupRow, permissionIds: number[]): Group => ({
  id: row.id,
  name: row.name,
  code: row.code,
  permissions: permissionIds.map(String),
});

/** Every query on permission groups and the permissions they carry. */
export function groupsRepo(db: Db) {
  const crud = crudRepo(db, permissionGroups);
  const replacePermissions = async (tx: Db, groupId: number, ids: number[]) => {
    const unique = [...new Set(ids)];
    if (unique.length) await tx.insert(groupPermissions).values(unique.map((permissionId) => ({ groupId, permissionId })));
  };
  return {
    /** By name; `search` matches name or code. */
    async list(search: string | undefined, window: PageWindow) {
      const where = search ? searchAny(search, [permissionGroups.name, permissionGroups.code]) : undefined;
      const { count, results: rows } = await crud.page({ where, orderBy: [asc(permissionGroups.name)], window });
      const ids = rows.map((r) => r.id);
      const perms = ids.length
        ? await db.select().from(groupPermissions).where(inArray(groupPermissions.groupId, ids)).orderBy(asc(groupPermissions.permissionId))
        : [];
      const results = rows.map((r) =>
        toGroup(
          r,
          perms.filter((p) => p.groupId === r.id).map((p) => p.permissionId),
        ),
      );
      return { count, results };
    },
    find: (id: number): Promise<GroupRow | null> => crud.byId(id),
    /** The group as the API shows it, with its permission ids. */
    async withPermissions(row: GroupRow): Promise<Group> {
      const perms = await db
        .select({ id: groupPermissions.permissionId })
        .from(groupPermissions)
        .where(eq(groupPermissions.groupId, row.id))
        .orderBy(asc(groupPermissions.permissionId));
      return toGroup(
        row,
        perms.map((p) => p.id),
      );
    },
    /** The group and its permissions (each once), in one transaction. */
    insert: (values: { name: string; code: string }, permissionIds: number[]) =>
      db.transaction(async (tx) => {
        const [created] = await tx.insert(permissionGroups).values(values).returning();
        await replacePermissions(tx as unknown as Db, created!.id, permissionIds);
        return created!;
      }),
    /**
     * Renames and, when a permission list is given, replaces the group's permissions and tells
     * its members' next requests, in one transaction.
     */
    update: (id: number, values: { name?: string; code?: string }, permissionIds: number[] | undefined) =>
      db.transaction(async (tx) => {
        if (values.name !== undefined || values.code !== undefined)
          await tx.update(permissionGroups).set(values).where(eq(permissionGroups.id, id));
        if (permissionIds) {
          await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, id));
          await replacePermissions(tx as unknown as Db, id, permissionIds);
          await touchGroupMembers(tx as unknown as Db, id);
        }
      }),
    /** Members lose the group's permissions from their next request. */
    remove: (id: number) =>
      db.transaction(async (tx) => {
        await touchGroupMembers(tx as unknown as Db, id);
        await tx.delete(permissionGroups).where(eq(permissionGroups.id, id));
      }),
  };
}
