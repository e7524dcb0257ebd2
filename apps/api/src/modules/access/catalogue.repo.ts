import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { permissions, services } from './access.table.js';

export interface PermissionFilter {
  service?: string;
  search?: string;
}

/** Every query on the permission catalogue (permissions and the services they are grouped by). */
export function catalogueRepo(db: Db) {
  const permissionRows = () =>
    db
      .select({ id: permissions.id, name: permissions.name, codename: permissions.codename, service: services.name })
      .from(permissions)
      .innerJoin(services, eq(services.id, permissions.serviceId));
  const permissionWhere = (filter: PermissionFilter): SQL | undefined => {
    const parts: SQL[] = [];
    if (filter.service) parts.push(eq(services.name, filter.service));
    if (filter.search) parts.push(searchAny(filter.search, [permissions.name, permissions.codename]));
    return parts.length ? and(...parts) : undefined;
  };
  return {
    /** In service order, then catalogue order. */
    async listPermissions(filter: PermissionFilter, window: PageWindow) {
      const where = permissionWhere(filter);
      const [rows, [total]] = await Promise.all([
        permissionRows().where(where).orderBy(asc(services.id), asc(permissions.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(permissions).innerJoin(services, eq(services.id, permissions.serviceId)).where(where),
      ]);
      return { count: total?.n ?? 0, results: rows };
    },
    async findPermission(id: number) {
      const [row] = await permissionRows().where(eq(permissions.id, id));
      return row ?? null;
    },
    /** Whether a permission with this id was there to rename. */
    async renamePermission(id: number, name: string): Promise<boolean> {
      const updated = await db.update(permissions).set({ name }).where(eq(permissions.id, id)).returning({ id: permissions.id });
      return updated.length > 0;
    },
    /** Of these permission ids, the ones that exist. */
    async existingPermissionIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      return new Set((await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids))).map((r) => r.id));
    },
    /** The codenames of these permission ids, in no particular order. */
    async codenames(ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      return (await db.select({ codename: permissions.codename }).from(permissions).where(inArray(permissions.id, ids))).map(
        (r) => r.codename,
      );
    },
    listServices: () => db.select().from(services).orderBy(asc(services.id)),
    async findService(id: number) {
      const [row] = await db.select().from(services).where(eq(services.id, id));
      return row ?? null;
    },
    async describeService(id: number, description: string) {
      const [row] = await db.update(services).set({ description }).where(eq(services.id, id)).returning();
      return row ?? null;
    },
  };
}
