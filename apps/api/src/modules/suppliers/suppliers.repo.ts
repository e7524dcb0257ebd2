import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Supplier } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { apiTypes, externalApis } from '../external-apis/index.js';
import { suppliers, type SupplierRow } from './suppliers.table.js';

interface Joined {
  row: SupplierRow;
  apiName: string | null;
  apiType: string | null;
}
const toSupplier = ({ row, apiName, apiType }: Joined): Supplier => ({
  id: row.id,
  name: row.name,
  advertiser_id: row.advertiserId,
  currency: row.currency,
  type: row.type,
  status: row.status,
  schedule: row.schedule,
  api_id: row.apiId,
  api: row.apiId !== null && apiName !== null && apiType !== null ? { id: row.apiId, type: apiType, name: apiName } : null,
  created_at: row.createdAt.toISOString(),
});

export interface SupplierFilter {
  search?: string;
  status?: Supplier['status'];
  type?: Supplier['type'];
}

export function suppliersRepo(db: Db) {
  const joined = () =>
    db
      .select({ row: suppliers, apiName: externalApis.name, apiType: apiTypes.shortname })
      .from(suppliers)
      .leftJoin(externalApis, eq(externalApis.id, suppliers.apiId))
      .leftJoin(apiTypes, eq(apiTypes.id, externalApis.typeId));
  const whereOf = (f: SupplierFilter) => {
    const parts: SQL[] = [];
    if (f.status) parts.push(eq(suppliers.status, f.status));
    if (f.type) parts.push(eq(suppliers.type, f.type));
    if (f.search) parts.push(searchAny(f.search, [suppliers.name, suppliers.advertiserId]));
    return parts.length ? and(...parts) : undefined;
  };

  return {
    async list(filter: SupplierFilter, window: PageWindow) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(asc(suppliers.name), asc(suppliers.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(suppliers).where(where),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toSupplier) };
    },
    async get(id: number): Promise<Supplier | null> {
      const [row] = await joined().where(eq(suppliers.id, id));
      return row ? toSupplier(row) : null;
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
      return row !== undefined;
    },
  };
}
