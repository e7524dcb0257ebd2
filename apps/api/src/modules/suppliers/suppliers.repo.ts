import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Supplier } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { apiTypes, externalApis } from '../external-apis/index.js';
import { websites } from '../websites/index.js';
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

export type SupplierValues = Partial<Omit<typeof suppliers.$inferInsert, 'id' | 'createdAt'>>;

/** Every query on demand sources; the only file that writes SQL for them. */
export function suppliersRepo(db: Db) {
  const crud = crudRepo(db, suppliers);
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
    list: (filter: SupplierFilter, window: PageWindow) =>
      crud.page({ rows: joined(), where: whereOf(filter), orderBy: [asc(suppliers.name), asc(suppliers.id)], window }, toSupplier),
    async get(id: number): Promise<Supplier | null> {
      const [row] = await joined().where(eq(suppliers.id, id));
      return row ? toSupplier(row) : null;
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
      return row !== undefined;
    },
    /** Of these ids, the ones that name a demand source. */
    async existing(ids: number[]): Promise<Set<number>> {
      const rows = await db.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    /** The source's advertiser id ('' when it has none), or null when there is no such source. */
    async advertiserIdOf(id: number): Promise<string | null> {
      const [row] = await db.select({ advertiserId: suppliers.advertiserId }).from(suppliers).where(eq(suppliers.id, id));
      return row ? row.advertiserId : null;
    },
    async insert(values: SupplierValues & { name: string }): Promise<number> {
      return (await crud.create(values)).id;
    },
    update: (id: number, values: SupplierValues) => crud.update(id, values),
    /**
     * Takes a source out of the demo world (its runs then read its API like any other's): what a
     * user's change to it or to what it reads does, so that demo figures never answer real items.
     */
    async leaveDemo(id: number): Promise<void> {
      await db
        .update(suppliers)
        .set({ demo: false })
        .where(and(eq(suppliers.id, id), eq(suppliers.demo, true)));
    },
    /**
     * Whether one of the sources (of one format, when given) pays a data item on a website outside
     * `scope` (a condition on `websites`): its shares, settings and ads.txt lines reach that website too.
     */
    async servesOutside(supplierIds: readonly number[], scope: SQL, groupId?: number): Promise<boolean> {
      const [row] = await selectRows<{ outside: boolean }>(
        db,
        sql`select exists (
          select 1 from placement_group_data d
          join placement_groups pg on pg.id = d.placement_group_id
          join ${websites} on ${websites.id} = pg.website_id
          where d.supplier_id = any(${`{${supplierIds.join(',')}}`}::int[]) ${groupId === undefined ? sql`` : sql`and d.group_id = ${groupId}`} and not (${scope})
        ) as outside`,
      );
      return row?.outside === true;
    },
    /** How many data items still read from the source. */
    async usage(id: number): Promise<number> {
      const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from placement_group_data where supplier_id = ${id}`);
      return Number(row?.n ?? 0);
    },
    /** Its shares and ads.txt lines go with it (the foreign keys cascade). */
    remove: crud.remove,
  };
}
