import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Whitelabel } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { userIdCondition } from '../assignments/index.js';
import { users } from '../users/index.js';
import { whitelabels, type WhitelabelRow, type WhitelabelStatus } from './whitelabel.table.js';

const columns = {
  row: whitelabels,
  networkName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  networkUsername: users.username,
};

function toWhitelabel(r: { row: WhitelabelRow; networkName: string | null; networkUsername: string | null }): Whitelabel {
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

export type WhitelabelValues = Partial<Omit<typeof whitelabels.$inferInsert, 'id' | 'createdAt'>>;

/** The entries of the networks the caller may see (all, for those who see every user). */
const callerScope = (auth: AuthContext): SQL | undefined => userIdCondition(auth, whitelabels.networkId);

export function whitelabelRepo(db: Db) {
  const crud = crudRepo(db, whitelabels, { onUpdate: () => ({ updatedAt: new Date() }) });
  const selectJoined = () => db.select(columns).from(whitelabels).leftJoin(users, eq(users.id, whitelabels.networkId));

  return {
    /** Of the caller's networks' entries (`auth`), newest change first. */
    list(filter: { auth: AuthContext; search?: string; status?: WhitelabelStatus }, window: PageWindow) {
      const parts: SQL[] = [];
      const scope = callerScope(filter.auth);
      if (scope) parts.push(scope);
      if (filter.status) parts.push(eq(whitelabels.status, filter.status));
      if (filter.search) {
        parts.push(searchAny(filter.search, [whitelabels.domain, whitelabels.companyName]));
      }
      const where = parts.length ? and(...parts) : undefined;
      return crud.page({ rows: selectJoined(), where, orderBy: [desc(whitelabels.updatedAt), asc(whitelabels.id)], window }, toWhitelabel);
    },

    /** The entry; with a caller, only if its network is one the caller sees. */
    /** The logo images of the caller's networks' entries, newest change first (the players' logo browser). */
    async logoUrls(auth: AuthContext): Promise<string[]> {
      const rows = await db
        .select({ logo: whitelabels.logo, logoDark: whitelabels.logoDark })
        .from(whitelabels)
        .where(callerScope(auth))
        .orderBy(desc(whitelabels.updatedAt), asc(whitelabels.id));
      return rows.flatMap((r) => [r.logo, r.logoDark]).filter((url): url is string => Boolean(url));
    },
    async get(id: number, auth?: AuthContext): Promise<Whitelabel | null> {
      const scope = auth ? callerScope(auth) : undefined;
      const [row] = await selectJoined().where(scope ? and(eq(whitelabels.id, id), scope) : eq(whitelabels.id, id));
      return row ? toWhitelabel(row) : null;
    },

    findRow: (id: number): Promise<WhitelabelRow | null> => crud.byId(id),

    /** Every active label (what the process keeps in memory, active-labels.cache.ts). */
    active(): Promise<WhitelabelRow[]> {
      return db.select().from(whitelabels).where(eq(whitelabels.status, 'active'));
    },

    /** The active labels that have a network (only the network's own when given): domain and network. */
    async activeWithNetwork(networkId?: number): Promise<Array<{ domain: string; networkId: number }>> {
      const rows = await db
        .select({ domain: whitelabels.domain, networkId: whitelabels.networkId })
        .from(whitelabels)
        .where(
          and(
            eq(whitelabels.status, 'active'),
            networkId === undefined ? isNotNull(whitelabels.networkId) : eq(whitelabels.networkId, networkId),
          ),
        )
        .orderBy(asc(whitelabels.id));
      return rows.flatMap((r) => (r.networkId === null ? [] : [{ domain: r.domain, networkId: r.networkId }]));
    },

    async insert(values: WhitelabelValues & { domain: string }): Promise<number> {
      return (await crud.create(values)).id;
    },
    update: (id: number, values: WhitelabelValues) => crud.update(id, values),

    async delete(id: number): Promise<WhitelabelRow | null> {
      const [row] = await db.delete(whitelabels).where(eq(whitelabels.id, id)).returning();
      return row ?? null;
    },

    /** The caller's entries (as the list scopes them) by status. */
    async statusCounts(auth: AuthContext) {
      const rows = await db
        .select({ status: whitelabels.status, n: count() })
        .from(whitelabels)
        .where(callerScope(auth))
        .groupBy(whitelabels.status);
      const by = (s: WhitelabelStatus) => rows.find((r) => r.status === s)?.n ?? 0;
      return { active: by('active'), pending: by('pending'), suspended: by('suspended') };
    },

    async pending(auth: AuthContext, limit: number): Promise<Whitelabel[]> {
      const rows = await selectJoined()
        .where(and(eq(whitelabels.status, 'pending'), callerScope(auth)))
        .orderBy(desc(whitelabels.createdAt))
        .limit(limit);
      return rows.map(toWhitelabel);
    },
  };
}
