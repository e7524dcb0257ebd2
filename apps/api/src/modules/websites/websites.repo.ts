import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Website } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchLowered } from '../../lib/search.js';
import { websites, type WebsiteRow } from './websites.table.js';

export function toWebsite(row: WebsiteRow): Website {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    category: row.category,
    status: row.status as Website['status'],
    ad_type: row.adType,
    network: row.networkId,
    publisher: row.publisherId,
    assignment: { network: row.networkId, publisher: row.publisherId },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface WebsiteFilter {
  scope?: SQL;
  search?: string;
  ids?: number[];
  status?: string;
  network?: number;
  publisher?: number;
}

const orderColumns = { created_at: websites.createdAt, name: websites.name, id: websites.id, status: websites.status } as const;
export type WebsiteOrderField = keyof typeof orderColumns;
export const websiteOrderFields = Object.keys(orderColumns) as WebsiteOrderField[];

export type NewWebsite = typeof websites.$inferInsert;
export type WebsiteValues = Partial<Omit<NewWebsite, 'id' | 'createdAt'>>;

/*
 * Every website has one wallet: it is made and removed with the website, here. The wallets table
 * is the wallets module's, which stands on websites, so it is named in SQL rather than imported.
 */
async function insertWithWallet(db: Db, values: NewWebsite): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(values).returning();
  await db.execute(sql`insert into wallets (website_id) values (${row!.id})`);
  return row!;
}

/** Every query on websites (and the wallet each one has); the only file that writes SQL for them. */
export function websitesRepo(db: Db) {
  const crud = crudRepo(db, websites, { onUpdate: () => ({ updatedAt: new Date() }) });
  const whereOf = (f: WebsiteFilter): SQL | undefined => {
    const parts: SQL[] = [];
    if (f.scope) parts.push(f.scope);
    if (f.search) parts.push(searchLowered(f.search, websites.search));
    if (f.ids?.length) parts.push(inArray(websites.id, f.ids));
    if (f.status) parts.push(eq(websites.status, f.status));
    if (f.network) parts.push(eq(websites.networkId, f.network));
    if (f.publisher) parts.push(eq(websites.publisherId, f.publisher));
    return parts.length ? and(...parts) : undefined;
  };

  return {
    list(filter: WebsiteFilter, window: PageWindow, order: { field: WebsiteOrderField; desc: boolean }) {
      const column = orderColumns[order.field];
      const orderBy = [order.desc ? desc(column) : asc(column), order.desc ? desc(websites.id) : asc(websites.id)];
      return crud.page({ where: whereOf(filter), orderBy, window }, toWebsite);
    },

    find: crud.byId,

    /** The website and its wallet: every website has one. Runs in the caller's transaction, if any. */
    insert: (values: NewWebsite) => insertWithWallet(db, values),

    /** `insert` in a transaction of its own: no website without its wallet. */
    create: (values: NewWebsite) => db.transaction((tx) => insertWithWallet(tx as unknown as Db, values)),

    update: (id: number, values: WebsiteValues) => crud.update(id, values),

    async statusCounts(scope?: SQL) {
      // count(network_id) counts the websites a network runs (the column is null for the others).
      const rows = await db
        .select({ status: websites.status, n: count(), ofNetworks: count(websites.networkId) })
        .from(websites)
        .where(scope)
        .groupBy(websites.status);
      const by = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
      return {
        total: rows.reduce((sum, r) => sum + r.n, 0),
        ofNetworks: rows.reduce((sum, r) => sum + r.ofNetworks, 0),
        active: by('active'),
        pending: by('pending'),
        suspended: by('suspended'),
        inactive: by('in-active'),
        draft: by('draft'),
      };
    },

    async recentSuspended(limit: number, scope?: SQL) {
      const where = scope ? and(eq(websites.status, 'suspended'), scope) : eq(websites.status, 'suspended');
      const rows = await db.select().from(websites).where(where).orderBy(desc(websites.createdAt)).limit(limit);
      return rows.map(toWebsite);
    },

    /** The website and its wallet, together. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from wallets where website_id = ${id}`);
        await tx.delete(websites).where(eq(websites.id, id));
      });
    },

    /**
     * The networks a publisher is assigned to (assignments naming both). The assignments table is
     * the assignments module's, which stands on websites, so it is named in SQL.
     */
    async assignedNetworks(publisherId: number): Promise<number[]> {
      const rows = await selectRows<{ network_id: number }>(
        db,
        sql`select distinct network_id from assignments where publisher_id = ${publisherId} and network_id is not null order by network_id`,
      );
      return rows.map((r) => Number(r.network_id));
    },

    /** How many rows of other tables still point at the website, by table. */
    /** Whether any of its data items is matched to the demand source's reports by the website's own host. */
    async hasDomainDataItems(id: number): Promise<boolean> {
      const rows = await selectRows<{ found: boolean }>(
        db,
        sql`select exists (
          select 1 from placement_group_data d join placement_groups g on g.id = d.placement_group_id
          where g.website_id = ${id} and d.type = 'domain') as found`,
      );
      return rows[0]?.found ?? false;
    },
    async dependents(id: number) {
      const rows = await selectRows<{ placement_groups: number; players: number; invoices: number }>(
        db,
        sql`
        select (select count(*)::int from placement_groups where website_id = ${id}) as placement_groups,
               (select count(*)::int from players where website_id = ${id}) as players,
               (select count(*)::int from invoices where website_id = ${id}) as invoices`,
      );
      return rows[0] ?? { placement_groups: 0, players: 0, invoices: 0 };
    },
  };
}

export type WebsitesRepo = ReturnType<typeof websitesRepo>;
