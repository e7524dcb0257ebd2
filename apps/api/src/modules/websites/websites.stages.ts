import {
  messages,
  type BodyOf,
  type FieldErrors,
  type Permission,
  type ResultOf,
  type ShareType,
  type websiteEndpoints,
} from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk } from '../../lib/field-checks.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { groupTypeScope } from '../group-types/index.js';
import type { WebsitesDeps } from './websites.ports.js';
import { toWebsite, type NewWebsite } from './websites.repo.js';
import { newWebsiteAssignment, toValues } from './websites.service.js';

type Stages = BodyOf<typeof websiteEndpoints.stages>;
type StagesResult = ResultOf<typeof websiteEndpoints.stages>;

/** Every group id the payload names, with the field path to blame if it is not a valid format. */
function groupReferences(s: Stages): Array<{ path: string; id: number }> {
  const refs = [
    ...s.placements.map((r, i) => ({ path: `placements.${i}.group_id`, id: r.group_id })),
    ...s.fill_rates.map((r, i) => ({ path: `fill_rates.${i}.group_id`, id: r.group_id })),
  ];
  for (const type of ['platform', 'pmp', 'network'] as const) {
    refs.push(...s.shares[type].map((r, i) => ({ path: `shares.${type}.${i}.group_id`, id: r.group_id })));
  }
  return refs;
}

/**
 * One fill rate and one share per stage and format (network shares: per network too, a row
 * without network_id being the website's network): a second row for the same is an error.
 */
function duplicateRows(s: Stages, errors: FieldErrors, websiteNetwork: number | null): void {
  const check = (rows: Array<{ group_id: number; network_id?: number | null }>, prefix: string) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = `${r.group_id}:${prefix === 'shares.network' ? (r.network_id ?? websiteNetwork ?? '') : ''}`;
      if (seen.has(key)) (errors[`${prefix}.${i}.group_id`] ??= []).push('This group is already in the list.');
      seen.add(key);
    });
  };
  check(s.fill_rates, 'fill_rates');
  for (const type of ['platform', 'pmp', 'network'] as const) check(s.shares[type], `shares.${type}`);
}

/**
 * POST /websites/stages/: the whole wizard in one transaction. Everything is checked before
 * anything is written, and the writes run in one transaction: all of it or nothing. Field
 * errors name the step and row (`placements.1.group_id`).
 */
export function websiteStagesService(deps: Pick<WebsitesDeps, 'users' | 'groupTypes' | 'userCondition' | 'transaction' | 'websites'>) {
  return { create: (auth: AuthContext, s: Stages) => createWebsiteStages(deps, auth, s) };
}

async function createWebsiteStages(
  deps: Pick<WebsitesDeps, 'users' | 'groupTypes' | 'userCondition' | 'transaction' | 'websites'>,
  auth: AuthContext,
  s: Stages,
): Promise<StagesResult> {
  // Each step needs the permission its own endpoint needs (PMP shares: the admin's alone).
  const steps: Array<[number, Permission]> = [
    [s.placements.length, 'websites.add_placementgroup'],
    [s.fill_rates.length, 'shares.add_fillrate'],
    [s.shares.platform.length + s.shares.network.length, 'shares.add_share'],
    [s.shares.pmp.length, 'shares.add_pmpshare'],
    [s.players.length, 'players.add_player'],
  ];
  if (steps.some(([rows, permission]) => rows > 0 && !auth.can(permission))) throw forbidden();
  /** The network a network share without network_id goes to: the website's. */
  const websiteNetwork = auth.user.role === 'network' ? auth.user.id : (s.website.network ?? null);

  const errors: FieldErrors = {};
  const refs = groupReferences(s);
  const existing = await deps.groupTypes.existing([...new Set(refs.map((r) => r.id))], groupTypeScope(auth));
  for (const ref of refs) {
    if (!existing.has(ref.id)) (errors[ref.path] ??= []).push(invalidPk(ref.id));
  }
  duplicateRows(s, errors, websiteNetwork);
  // A network's or publisher's new website waits for staff as `pending`, as on POST /websites/.
  const assignment = await newWebsiteAssignment(deps, auth, s.website, 'website.').catch((e: unknown) => {
    if (e && typeof e === 'object' && 'body' in e) Object.assign(errors, (e as { body: FieldErrors }).body);
    else throw e;
    return null;
  });
  const { users } = deps;
  for (const [i, row] of s.shares.network.entries()) {
    // A row that takes the website's network is not to blame when that network is wrong.
    if (row.network_id == null && errors['website.network']) continue;
    const networkId = row.network_id ?? websiteNetwork;
    // A network the caller may not see reads as none (written references are the caller's users).
    const network = networkId ? await users.findRow(networkId, deps.userCondition(auth)) : null;
    if (!network || network.role !== 'network') {
      (errors[`shares.network.${i}.network_id`] ??= []).push(messages.api.notANetwork);
    }
  }
  if (Object.keys(errors).length > 0 || !assignment) throw badRequest(errors);

  return deps.transaction(async (tx) => {
    const website = await tx.websites.insert({ ...(toValues(s.website) as NewWebsite), ...assignment });
    const placements = await tx.placementGroups.insert(
      s.placements.map((p) => ({ name: p.name, groupId: p.group_id, status: p.status, websiteId: website.id })),
    );
    const shares = tx.shares;
    const fillRates = await shares.insertFillRates(s.fill_rates.map((r) => ({ websiteId: website.id, groupId: r.group_id, rate: r.rate })));
    const shareRows = (['platform', 'pmp', 'network'] as ShareType[]).flatMap((type) =>
      s.shares[type].map((r) => ({
        type,
        websiteId: website.id,
        groupId: r.group_id,
        share: r.share,
        networkId: type === 'network' ? (('network_id' in r ? r.network_id : null) ?? assignment.networkId ?? null) : null,
      })),
    );
    const createdShares = await shares.insertShares(shareRows);
    const players = await tx.players.insert(s.players.map((p) => ({ name: p.name, websiteId: website.id })));
    return { id: website.id, website: toWebsite(website), placements, fill_rates: fillRates, shares: createdShares, players };
  });
}
