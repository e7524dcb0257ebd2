import {
  isStaffRole,
  messages,
  type BodyOf,
  type Share,
  type ShareType,
  type fillRateEndpoints,
  type shareEndpoints,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PeriodView } from '../../lib/periods.repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import type { ListPage } from '../../lib/crud-repo.js';
import { planPastDays, queueRecomputation, type SharePeriodDeps } from '../../lib/share-recomputation.js';
import { holdStatisticsExclusive } from '../../lib/statistics-lock.repo.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { usersRepo } from '../users/index.js';
import { userCondition, websiteForWrite, websiteScope } from '../assignments/index.js';
import { sharesRepo } from './shares.repo.js';

type ShareInput = BodyOf<(typeof shareEndpoints)[ShareType]['create']>;
type FillRateInput = BodyOf<typeof fillRateEndpoints.create>;

// Two writers placing a period of one key on the same day: the second meets the exclusion constraint.
const shareTaken = uniqueFields({ shares_stage_period_excl: ['start_date', messages.shares.periodSameDay] });
const fillRateTaken = uniqueFields({ fill_rates_period_excl: ['start_date', messages.shares.periodSameDay] });

/**
 * The rules of shares and fill rates: they follow their website's scope, a new one names a
 * website and a group type the caller sees, one per stage and format (network shares: per
 * network too) on any day, and a network share names a network user. Each is a period (see
 * lib/periods.ts); a share starting on a counted day has those days' statistics rewritten.
 */
export function sharesService(db: Db, deps: SharePeriodDeps) {
  const repo = sharesRepo(db);
  const groups = groupTypesRepo(db);

  /** The website and the group type of a new entry, checked in that order. */
  const checkTarget = async (auth: AuthContext, b: { website_id: number; group_id: number }) => {
    await websiteForWrite(db, auth, b.website_id);
    if (!(await groups.existing([b.group_id], groupTypeScope(auth))).has(b.group_id)) throw missingId('group_id', b.group_id);
  };
  const networkOf = async (auth: AuthContext, b: ShareInput): Promise<number> => {
    if (b.network_id == null) throw fieldError('network_id', 'This field is required.');
    // A network the caller may not see reads as none (written references are the caller's users).
    const network = await usersRepo(db).findRow(b.network_id, userCondition(auth));
    if (!network || network.role !== 'network') throw fieldError('network_id', messages.api.notANetwork);
    return b.network_id;
  };

  return {
    /**
     * Staff see every stage of the websites in their scope. A network sees only its own network
     * shares (the platform's or another network's percentage would let it work out the gross);
     * a publisher, or anyone else outside staff, sees none.
     */
    async listShares(auth: AuthContext, type: ShareType, view: PeriodView, window: PageWindow, website?: number): Promise<ListPage<Share>> {
      if (isStaffRole(auth.user.role)) return repo.listShares(type, websiteScope(auth), view, window, website);
      if (type !== 'network' || auth.user.role !== 'network') return { count: 0, results: [] };
      return repo.listShares(type, websiteScope(auth), view, window, website, auth.user.id);
    },
    /**
     * A new period of the share's key, in one transaction with the closing of the one before and
     * the request to rewrite the counted days it covers; the rewrite is queued once committed.
     */
    async createShare(auth: AuthContext, type: ShareType, b: ShareInput) {
      await checkTarget(auth, b);
      const networkId = type === 'network' ? await networkOf(auth, b) : null;
      const today = deps.today();
      const { created, recomputation } = await db
        .transaction(async (tx) => {
          // Statistics writes in flight finish first and later ones wait: none writes the old
          // shares over the days this period's walk rewrites.
          await holdStatisticsExclusive(tx);
          const txRepo = sharesRepo(tx);
          const key = txRepo.shareKey({ type, website_id: b.website_id, group_id: b.group_id, network_id: networkId });
          const place = await txRepo.sharePeriods.place(key, b.start_date, today);
          const row = {
            type,
            websiteId: b.website_id,
            groupId: b.group_id,
            share: b.share,
            networkId,
            startDate: place.start,
            endDate: place.end,
          };
          const [share] = await txRepo.insertShares([row]);
          const owner = {
            scope: 'share',
            websiteId: b.website_id,
            supplierId: null,
            groupId: b.group_id,
            requestedBy: auth.user.id,
          } as const;
          const plan = await planPastDays(deps, tx, { id: share!.id, placement: place }, today, owner);
          return { created: share!, recomputation: plan };
        })
        .catch(shareTaken);
      if (recomputation) await queueRecomputation(deps, recomputation.token);
      return { ...created, recomputation };
    },
    /** Removes a period that has not started; the one before it takes its days back. */
    async removeShare(auth: AuthContext, type: ShareType, id: number): Promise<void> {
      const share = await repo.findShare(type, id, websiteScope(auth));
      if (!share) throw notFound();
      await db.transaction((tx) => sharesRepo(tx).sharePeriods.remove(repo.shareKey(share), id, deps.today()));
    },

    listFillRates: (auth: AuthContext, view: PeriodView, window: PageWindow, website?: number) =>
      repo.listFillRates(websiteScope(auth), view, window, website),
    /** A new period of the fill rate's key; statistics do not use fill rates, so nothing is recomputed. */
    async createFillRate(auth: AuthContext, b: FillRateInput) {
      await checkTarget(auth, b);
      const created = await db
        .transaction(async (tx) => {
          const place = await sharesRepo(tx).fillRatePeriods.place(repo.fillRateKey(b), b.start_date, deps.today());
          const row = { websiteId: b.website_id, groupId: b.group_id, rate: b.rate, startDate: place.start, endDate: place.end };
          const [rate] = await sharesRepo(tx).insertFillRates([row]);
          return rate!;
        })
        .catch(fillRateTaken);
      return { ...created, recomputation: null };
    },
    async removeFillRate(auth: AuthContext, id: number): Promise<void> {
      const rate = await repo.findFillRate(id, websiteScope(auth));
      if (!rate) throw notFound();
      await db.transaction((tx) => sharesRepo(tx).fillRatePeriods.remove(repo.fillRateKey(rate), id, deps.today()));
    },
  };
}
