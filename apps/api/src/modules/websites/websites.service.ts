import { messages, type BodyOf, type QueryOf, type Website, type WebsiteStatusSummary, type websiteEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { stillInUse } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import { parseOrdering, type PageWindow } from '../../lib/pagination.js';
import type { WebsitesDeps } from './websites.ports.js';
import { websiteOrderFields, websitesRepo, toWebsite, type NewWebsite, type WebsiteValues } from './websites.repo.js';
import type { WebsiteRow } from './websites.table.js';

/** A website's fields as a write sends them (the wizard's website step is a full input). */
export type WebsiteFields = BodyOf<typeof websiteEndpoints.update>;
type Input = BodyOf<typeof websiteEndpoints.create>;
type ListQuery = QueryOf<typeof websiteEndpoints.list>;

/**
 * The assignment a write may set: a network or publisher writes for itself; staff choose, and
 * the chosen users must hold the network and publisher roles and be in the caller's user scope
 * (an account manager cannot file a website under a network they do not look after). `prefix`
 * names the field path in errors (the wizard nests the website under `website.`).
 */
export async function assignmentFor(
  { users, userCondition }: Pick<WebsitesDeps, 'users' | 'userCondition'>,
  auth: AuthContext,
  input: WebsiteFields,
  prefix = '',
) {
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
      if (!u || (u.role !== 'publisher' && u.role !== 'pre_activation')) {
        throw fieldError(`${prefix}publisher`, 'Select a user with the publisher role.');
      }
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

/** Inserts the website and its wallet (every website has one), in the caller's transaction if any. */
export const insertWebsite = (db: Db, values: NewWebsite): Promise<WebsiteRow> => websitesRepo(db).insert(values);

/** The rules of websites: row scope, who they are assigned to, and no delete while anything hangs off one. */
export function websitesService(deps: Pick<WebsitesDeps, 'websites' | 'users' | 'websiteCondition' | 'userCondition'>) {
  const { websites: repo, websiteCondition: websiteScope } = deps;
  /** The website, if it exists and is in the caller's scope; otherwise 404. */
  async function found(auth: AuthContext, id: number): Promise<WebsiteRow> {
    const row = await repo.find(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(auth: AuthContext, q: ListQuery, window: PageWindow) {
      const { ids, status, network, publisher } = q;
      const filter = { scope: websiteScope(auth), search: q.search || undefined, ids, status, network, publisher };
      return repo.list(filter, window, parseOrdering(q, websiteOrderFields, '-created_at'));
    },

    get: async (auth: AuthContext, id: number): Promise<Website> => toWebsite(await found(auth, id)),

    async create(auth: AuthContext, input: Input): Promise<Website> {
      const assignment = await assignmentFor(deps, auth, input);
      return toWebsite(await repo.create({ ...(toValues(input) as NewWebsite), ...assignment }));
    },

    async update(auth: AuthContext, id: number, input: WebsiteFields): Promise<Website> {
      await found(auth, id);
      const assignment = await assignmentFor(deps, auth, input);
      await repo.update(id, { ...toValues(input), ...assignment });
      return toWebsite(await found(auth, id));
    },

    /** Refused while placement groups or players still hang off it, rather than orphaning them. */
    async remove(auth: AuthContext, id: number): Promise<void> {
      await found(auth, id);
      const { placement_groups: groups, players } = await repo.dependents(id);
      if (Number(groups) > 0 || Number(players) > 0) {
        throw stillInUse(`This website still has ${groups} placement group(s) and ${players} player(s); delete them first.`);
      }
      await repo.remove(id);
    },

    async statusSummary(auth: AuthContext): Promise<WebsiteStatusSummary> {
      const scope = websiteScope(auth);
      const [counts, suspendedList] = await Promise.all([repo.statusCounts(scope), repo.recentSuspended(10, scope)]);
      return { ...counts, suspended_list: suspendedList };
    },
  };
}
