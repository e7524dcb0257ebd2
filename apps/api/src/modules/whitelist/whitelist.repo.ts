import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Whitelist } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { users } from '../users/index.js';
import { whitelist, type WhitelistRow, type WhitelistStatus } from './whitelist.table.js';

const columns = {
  row: whitelist,
  networkName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  networkUsername: users.username,
};

function toWhitelist(r: { row: WhitelistRow; networkName: string | null; networkUsername: string | null }): Whitelist {
  const { row } = r;
  return {
    id: row.id,
    domain: row.domain,
    network: row.networkId,
    network_name: r.networkName ?? r.networkUsername ?? null,
    status: row.status,
    company_name: row.companyName,
    logo: row.logo,
    logo_dark: row.logoDark,
    favicon: row.favicon,
    terms_link: row.termsLink,
    privacy_link: row.privacyLink,
    allow_signup: row.allowSignup,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type WhitelistValues = Partial<Omit<typeof whitelist.$inferInsert, 'id' | 'createdAt'>>;

export function whitelistRepo(db: Db) {
  const selectJoined = () => db.select(columns).from(whitelist).leftJoin(users, eq(users.id, whitelist.networkId));

  return {
    async list(filter: { scope?: SQL; search?: string; status?: WhitelistStatus }, window: PageWindow) {
      const parts: SQL[] = [];
      if (filter.scope) parts.push(filter.scope);
      if (filter.status) parts.push(eq(whitelist.status, filter.status));
      if (filter.search) {
        parts.push(searchAny(filter.search, [whitelist.domain, whitelist.companyName]));
      }
      const where = parts.length ? and(...parts) : undefined;
      const [rows, [total]] = await Promise.all([
        selectJoined().where(where).orderBy(desc(whitelist.updatedAt), asc(whitelist.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(whitelist).where(where),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toWhitelist) };
    },

    async get(id: number, scope?: SQL): Promise<Whitelist | null> {
      const [row] = await selectJoined().where(scope ? and(eq(whitelist.id, id), scope) : eq(whitelist.id, id));
      return row ? toWhitelist(row) : null;
    },

    async findRow(id: number): Promise<WhitelistRow | null> {
      const [row] = await db.select().from(whitelist).where(eq(whitelist.id, id));
      return row ?? null;
    },

    async findActiveByDomain(domain: string): Promise<WhitelistRow | null> {
      const [row] = await db
        .select()
        .from(whitelist)
        .where(and(eq(whitelist.domain, domain), eq(whitelist.status, 'active')));
      return row ?? null;
    },

    async insert(values: WhitelistValues & { domain: string }): Promise<number> {
      const [row] = await db.insert(whitelist).values(values).returning({ id: whitelist.id });
      return row!.id;
    },

    async update(id: number, values: WhitelistValues): Promise<void> {
      await db.update(whitelist).set({ ...values, updatedAt: new Date() }).where(eq(whitelist.id, id));
    },

    async delete(id: number): Promise<WhitelistRow | null> {
      const [row] = await db.delete(whitelist).where(eq(whitelist.id, id)).returning();
      return row ?? null;
    },

    async statusCounts() {
      const rows = await db.select({ status: whitelist.status, n: count() }).from(whitelist).groupBy(whitelist.status);
      const by = (s: WhitelistStatus) => rows.find((r) => r.status === s)?.n ?? 0;
      return { active: by('active'), pending: by('pending'), suspended: by('suspended') };
    },

    async pending(limit: number): Promise<Whitelist[]> {
      const rows = await selectJoined().where(eq(whitelist.status, 'pending')).orderBy(desc(whitelist.createdAt)).limit(limit);
      return rows.map(toWhitelist);
    },
  };
}
