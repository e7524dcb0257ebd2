import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { permissions, services } from './access.table.js';

export interface PermissionFilter {
  service?: string;
  search?: string;
}

/** Every query on the permission catalogue (permissions and the services they are grouped by). */
export function catalogueRepo(db: Db) {
  const permissionRecords = crudRepo(db, permissions, { through: [[services, eq(services.id, permissions.serviceId)]] });
  const serviceRecords = crudRepo(db, services);
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
    listPermissions: (filter: PermissionFilter, window: PageWindow) =>
      permissionRecords.page({
        rows: permissionRows(),
        where: permissionWhere(filter),
        orderBy: [asc(services.id), asc(permissions.id)],
        window,
      }),
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
    /** Adds the services not there yet (syncing the catalogue: access.sync.ts). */
    async addServices(names: string[]): Promise<void> {
      await db
        .insert(services)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
    },
    /** Every service's id, by name. */
    async serviceIds(): Promise<Map<string, number>> {
      return new Map((await db.select({ id: services.id, name: services.name }).from(services)).map((s) => [s.name, s.id]));
    },
    /** Adds the permissions not there yet (by codename), keeping the names of those that are. */
    async addPermissions(rows: Array<{ codename: string; name: string; serviceId: number }>): Promise<void> {
      await db.insert(permissions).values(rows).onConflictDoNothing({ target: permissions.codename });
    },
    findService: (id: number) => serviceRecords.byId(id),
    async describeService(id: number, description: string) {
      const [row] = await db.update(services).set({ description }).where(eq(services.id, id)).returning();
      return row ?? null;
    },
  };
}
