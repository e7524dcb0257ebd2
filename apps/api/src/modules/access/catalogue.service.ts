import type { PermissionRecord, Service } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { catalogueRepo, type PermissionFilter } from './catalogue.repo.js';

const found = <T>(row: T | null): T => {
  if (!row) throw notFound();
  return row;
};

/** The catalogue's rules: permission names and service descriptions may change, nothing else. */
export function catalogueService(db: Db) {
  const repo = catalogueRepo(db);
  return {
    listPermissions: (filter: PermissionFilter, window: PageWindow) => repo.listPermissions(filter, window),
    getPermission: async (id: number): Promise<PermissionRecord> => found(await repo.findPermission(id)),
    async renamePermission(id: number, name: string): Promise<PermissionRecord> {
      if (!(await repo.renamePermission(id, name))) throw notFound();
      return found(await repo.findPermission(id));
    },
    /** Every service, paged in memory (there are a dozen). */
    async listServices(window: PageWindow) {
      const rows = await repo.listServices();
      return { count: rows.length, results: rows.slice(window.offset, window.offset + window.limit) };
    },
    getService: async (id: number): Promise<Service> => found(await repo.findService(id)),
    describeService: async (id: number, description: string): Promise<Service> => found(await repo.describeService(id, description)),
  };
}
