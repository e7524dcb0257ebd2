import {
  format,
  isStaffRole,
  messages,
  type BodyOf,
  type QueryOf,
  type Website,
  type WebsiteStatusSummary,
  type websiteEndpoints,
} from '@pubdesk/contract';
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

/** A publisher, or a new sign-up acting as one: their websites are their own. */
const publishesOwn = (auth: AuthContext) => auth.user.role === 'publisher' || auth.user.role === 'pre_activation';

/**
 * The assignment a write may set: a network or publisher writes for itself; staff choose, and
 * the chosen users must hold the network and publisher roles and be in the caller's user scope
 * (an account manager cannot file a website under a network they do not look after). A
 * publisher does not choose the network: `network` is ignored (a new website takes the one
 * assigned to them, see `newWebsiteAssignment`; an edit keeps it). `prefix` names the field
 * path in errors (the wizard nests the website under `website.`).
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
  else if (publishesOwn(auth)) {
    // Not theirs to choose.
  } else if (input.network !== undefined) {
    if (input.network !== null) {
      const u = await users.findRow(input.network, scope);
      if (!u || u.role !== 'network') throw fieldError(`${prefix}network`, messages.api.notANetwork);
    }
    out.networkId = input.network;
  }
  if (publishesOwn(auth)) out.publisherId = auth.user.id;
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

/**
 * A new website's assignment and status (POST /websites/ and the wizard). A publisher's takes
 * the network assigned to them when there is exactly one, else none. A network's, publisher's or
 * sign-up's website waits for staff as `pending`, whatever status was sent (impersonated
 * sessions included: the role is the target's); staff set any status.
 */
export async function newWebsiteAssignment(
  deps: Pick<WebsitesDeps, 'users' | 'userCondition' | 'websites'>,
  auth: AuthContext,
  input: WebsiteFields,
  prefix = '',
): Promise<Pick<WebsiteValues, 'networkId' | 'publisherId' | 'status'>> {
  const assignment = await assignmentFor(deps, auth, input, prefix);
  if (isStaffRole(auth.user.role)) return assignment;
  if (publishesOwn(auth)) {
    const networks = await deps.websites.assignedNetworks(auth.user.id);
    assignment.networkId = networks.length === 1 ? networks[0]! : null;
  }
  return { ...assignment, status: 'pending' };
}

/** The site an address names, for approval: its host, lower-cased, without a leading www. */
const siteOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return url;
  }
};

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
      const assignment = await newWebsiteAssignment(deps, auth, input);
      return toWebsite(await repo.create({ ...(toValues(input) as NewWebsite), ...assignment }));
    },

    /**
     * Only staff change a website's status (approval); others may send the one it has. Staff
     * approved an address: a network that moves an active website to another host sends it back
     * to `pending` (a suspended one stays suspended).
     */
    async update(auth: AuthContext, id: number, input: WebsiteFields): Promise<Website> {
      const current = await found(auth, id);
      const staff = isStaffRole(auth.user.role);
      if (!staff && input.status !== undefined && input.status !== current.status) {
        throw fieldError('status', messages.websites.statusByStaff);
      }
      const assignment = await assignmentFor(deps, auth, input);
      // A website's invoices, paid or not, follow its publisher: a network names one for a website
      // without one, and only staff move it from one publisher to another.
      const movesPublisher = assignment.publisherId !== undefined && assignment.publisherId !== current.publisherId;
      if (!staff && movesPublisher && current.publisherId !== null) {
        throw fieldError('publisher', messages.websites.publisherByStaff);
      }
      const values = { ...toValues(input), ...assignment };
      const movesHost = input.url !== undefined && siteOf(input.url) !== siteOf(current.url);
      // Its domain data items take the demand source's report rows of the website's host: another
      // host would draw another website's revenue to this one.
      if (!staff && movesHost && (await repo.hasDomainDataItems(id))) throw fieldError('url', messages.websites.hostByStaff);
      if (!staff && current.status === 'active' && movesHost) values.status = 'pending';
      await repo.update(id, values);
      return toWebsite(await found(auth, id));
    },

    /**
     * Refused while placement groups or players still hang off it, rather than orphaning them, and
     * for good once it has invoices: its wallet's ledger is money on record (the database refused
     * the delete, a 500). Such a website is suspended instead.
     */
    async remove(auth: AuthContext, id: number): Promise<void> {
      await found(auth, id);
      const { placement_groups: groups, players, invoices } = await repo.dependents(id);
      if (Number(groups) > 0 || Number(players) > 0) {
        throw stillInUse(format(messages.websites.stillHasParts, { groups, players }));
      }
      if (Number(invoices) > 0) throw stillInUse(messages.websites.hasInvoices);
      await repo.remove(id);
    },

    async statusSummary(auth: AuthContext): Promise<WebsiteStatusSummary> {
      const scope = websiteScope(auth);
      const [counts, suspendedList] = await Promise.all([repo.statusCounts(scope), repo.recentSuspended(10, scope)]);
      return { ...counts, suspended_list: suspendedList };
    },
  };
}
