import { messages, type Website, type WebsiteStatusSummary } from '@pubdesk/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import { usersRepo } from '../users/index.js';
import { websitesRepo, toWebsite, type WebsiteValues } from './websites.repo.js';
import { websiteScope } from './websites.scope.js';
import { userCondition } from '../assignments/assignments.scope.js';
import { websites, type WebsiteRow } from './websites.table.js';
import { wallets } from '../wallets/wallets.table.js';

export interface WebsiteFields {
  name?: string;
  url?: string;
  category?: string;
  status?: string;
  ad_type?: string;
  network?: number | null;
  publisher?: number | null;
}

/**
 * The assignment a write may set: a network or publisher writes for itself; staff choose, and
 * the chosen users must hold the network and publisher roles and be in the caller's user scope
 * (an account manager cannot file a website under a network they do not look after). `prefix`
 * names the field path in errors (the wizard nests the website under `website.`).
 */
export async function assignmentFor(db: Db, auth: AuthContext, input: WebsiteFields, prefix = '') {
  const users = usersRepo(db);
  const scope = userCondition(auth);
  const out: Pick<WebsiteValues, 'networkId' | 'publisherId'> = {};
  if (auth.user.role === 'network') out.networkId = auth.user.id;
  else if (input.network !== undefined) {
    if (input.network !== null) {
      const u = await users.findRow(input.network, scope);
      if (!u || u.role !== 'network') throw fieldError(`${prefix}network`, messages.api.notANetwork);
    }
    out.networkId = input.network;
  }
  if (auth.user.role === 'publisher') out.publisherId = auth.user.id;
  else if (input.publisher !== undefined) {
    if (input.publisher !== null) {
      const u = await users.findRow(input.publisher, scope);
      if (!u || (u.role !== 'publisher' && u.role !== 'pre_activation')) throw fieldError(`${prefix}publisher`, 'Select a user with the publisher role.');
    }
    out.publisherId = input.publisher;
  }
  return out;
}

export function toValues(input: WebsiteFields): WebsiteValues {
  const v: WebsiteValues = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.url !== undefined) v.url = input.url;
  if (input.category !== undefined) v.category = input.category;
  if (input.status !== undefined) v.status = input.status;
  if (input.ad_type !== undefined) v.adType = input.ad_type;
  return v;
}

/** Inserts the website and its wallet: every website has one (DECISIONS.md). */
export async function insertWebsite(db: Db, values: typeof websites.$inferInsert): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(values).returning();
  await db.insert(wallets).values({ websiteId: row!.id });
  return row!;
}

export function websitesService(deps: Pick<Deps, 'db'>) {
  const repo = websitesRepo(deps.db);

  async function mustFind(auth: AuthContext, id: number): Promise<WebsiteRow> {
    const row = await repo.find(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  }

  return {
    repo,
    mustFind,

    async create(auth: AuthContext, input: Required<Pick<WebsiteFields, 'name' | 'url' | 'category'>> & WebsiteFields): Promise<Website> {
      const assignment = await assignmentFor(deps.db, auth, input);
      const row = await deps.db.transaction((tx) =>
        insertWebsite(tx as unknown as Db, { ...(toValues(input) as typeof websites.$inferInsert), ...assignment }),
      );
      return toWebsite(row);
    },

    async update(auth: AuthContext, id: number, input: WebsiteFields): Promise<Website> {
      await mustFind(auth, id);
      const assignment = await assignmentFor(deps.db, auth, input);
      await repo.update(id, { ...toValues(input), ...assignment });
      return toWebsite(await mustFind(auth, id));
    },

    /** Refused while placement groups or players still hang off it, rather than orphaning them. */
    async delete(auth: AuthContext, id: number): Promise<void> {
      await mustFind(auth, id);
      const deps_ = await repo.dependents(id);
      if (Number(deps_.placement_groups) > 0 || Number(deps_.players) > 0) {
        throw badRequest({
          non_field_errors: [
            `This website still has ${deps_.placement_groups} placement group(s) and ${deps_.players} player(s); delete them first.`,
          ],
        });
      }
      await deps.db.transaction(async (tx) => {
        await tx.delete(wallets).where(eq(wallets.websiteId, id));
        await tx.delete(websites).where(eq(websites.id, id));
      });
    },

    async statusSummary(auth: AuthContext): Promise<WebsiteStatusSummary> {
      const scope = websiteScope(auth);
      const [counts, suspendedList] = await Promise.all([repo.statusCounts(scope), repo.recentSuspended(10, scope)]);
      return { ...counts, suspended_list: suspendedList };
    },
  };
}
