import {
  isStaffRole,
  type BodyOf,
  type FillRate,
  type Share,
  type ShareType,
  type fillRateEndpoints,
  type shareEndpoints,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { usersRepo } from '../users/index.js';
import { websiteForWrite, websiteScope } from '../assignments/index.js';
import { sharesRepo } from './shares.repo.js';

type ShareInput = BodyOf<(typeof shareEndpoints)[ShareType]['create']>;
type FillRateInput = BodyOf<typeof fillRateEndpoints.create>;

const shareTaken = uniqueFields({ shares_stage_key: ['group_id', 'A share for this group already exists on this website.'] });
const fillRateTaken = uniqueFields({
  fill_rates_website_group_key: ['group_id', 'A fill rate for this group already exists on this website.'],
});

/**
 * The rules of shares and fill rates: they follow their website's scope, a new one names a
 * website and a group type the caller sees, one per stage and format (network shares: per
 * network too), and a network share names a network user.
 */
export function sharesService(db: Db) {
  const repo = sharesRepo(db);
  const groups = groupTypesRepo(db);

  /** The website and the group type of a new entry, checked in that order. */
  const checkTarget = async (auth: AuthContext, b: { website_id: number; group_id: number }) => {
    await websiteForWrite(db, auth, b.website_id);
    if (!(await groups.existing([b.group_id], groupTypeScope(auth))).has(b.group_id)) throw missingId('group_id', b.group_id);
  };
  const networkOf = async (b: ShareInput): Promise<number> => {
    if (b.network_id == null) throw fieldError('network_id', 'This field is required.');
    const network = await usersRepo(db).findRow(b.network_id);
    if (!network || network.role !== 'network') throw fieldError('network_id', 'Select a user with the network role.');
    return b.network_id;
  };

  return {
    /**
     * Staff see every stage of the websites in their scope. A network sees only its own network
     * shares (the platform's or another network's percentage would let it work out the gross);
     * a publisher, or anyone else outside staff, sees none.
     */
    async listShares(auth: AuthContext, type: ShareType, website?: number): Promise<Share[]> {
      if (isStaffRole(auth.user.role)) return repo.listShares(type, websiteScope(auth), website);
      if (type !== 'network' || auth.user.role !== 'network') return [];
      return repo.listShares(type, websiteScope(auth), website, auth.user.id);
    },
    async createShare(auth: AuthContext, type: ShareType, b: ShareInput): Promise<Share> {
      await checkTarget(auth, b);
      const networkId = type === 'network' ? await networkOf(b) : null;
      const row = { type, websiteId: b.website_id, groupId: b.group_id, share: b.share, networkId };
      const [created] = await repo.insertShares([row]).catch(shareTaken);
      return created!;
    },
    async removeShare(auth: AuthContext, type: ShareType, id: number): Promise<void> {
      if (!(await repo.findShare(type, id, websiteScope(auth)))) throw notFound();
      await repo.deleteShare(id);
    },

    listFillRates: (auth: AuthContext, website?: number) => repo.listFillRates(websiteScope(auth), website),
    async createFillRate(auth: AuthContext, b: FillRateInput): Promise<FillRate> {
      await checkTarget(auth, b);
      const [created] = await repo.insertFillRates([{ websiteId: b.website_id, groupId: b.group_id, rate: b.rate }]).catch(fillRateTaken);
      return created!;
    },
    async removeFillRate(auth: AuthContext, id: number): Promise<void> {
      if (!(await repo.findFillRate(id, websiteScope(auth)))) throw notFound();
      await repo.deleteFillRate(id);
    },
  };
}
