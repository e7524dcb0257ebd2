import { messages, type BodyOf, type supplierShareEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import type { PeriodView } from '../../lib/periods.repo.js';
import { planPastDays, queueRecomputation, type SharePeriodDeps } from '../../lib/share-recomputation.js';
import { holdStatisticsExclusive } from '../../lib/statistics-lock.repo.js';
import { groupTypesRepo } from '../group-types/index.js';
import { supplierSharesRepo } from './supplier-shares.repo.js';
import { suppliersRepo } from './suppliers.repo.js';
import { assertSourceWithinReach } from './suppliers.reach.js';

// Two writers placing a period of one key on the same day: the second meets the exclusion constraint.
const sameDay = uniqueFields({ supplier_shares_period_excl: ['start_date', messages.shares.periodSameDay] });

/**
 * The rules of demand-source shares: one per source and format on any day (a period, see
 * lib/periods.ts), both of which must exist; a period starting on a counted day has the
 * source's statistics of that format rewritten for its days.
 */
export function supplierSharesService(db: Db, deps: SharePeriodDeps) {
  const repo = supplierSharesRepo(db);
  return {
    /** A demand source has a handful of shares (one per format and period): read whole, paged in memory. */
    async list(supplier: number | undefined, view: PeriodView, window: PageWindow) {
      const all = await repo.all(supplier, view);
      return { count: all.length, results: all.slice(window.offset, window.offset + window.limit) };
    },
    async create(auth: AuthContext, b: BodyOf<typeof supplierShareEndpoints.create>) {
      if (!(await suppliersRepo(db).exists(b.supplier_id))) throw missingId('supplier_id', b.supplier_id);
      if (!(await groupTypesRepo(db).existing([b.group_id])).has(b.group_id)) throw missingId('group_id', b.group_id);
      await assertSourceWithinReach(db, auth, b.supplier_id, b.group_id);
      const today = deps.today();
      const { created, recomputation } = await db
        .transaction(async (tx) => {
          // Statistics writes in flight finish first and later ones wait: none writes the old
          // shares over the days this period's walk rewrites.
          await holdStatisticsExclusive(tx);
          const txRepo = supplierSharesRepo(tx);
          const place = await txRepo.periods.place(txRepo.key(b), b.start_date, today);
          const share = await txRepo.insert({
            supplierId: b.supplier_id,
            groupId: b.group_id,
            share: b.share,
            startDate: place.start,
            endDate: place.end,
          });
          const owner = {
            scope: 'supplier_share',
            websiteId: null,
            supplierId: b.supplier_id,
            groupId: b.group_id,
            requestedBy: auth.user.id,
          } as const;
          const plan = await planPastDays(deps, tx, { id: share.id, placement: place }, today, owner);
          return { created: share, recomputation: plan };
        })
        .catch(sameDay);
      if (recomputation) await queueRecomputation(deps, recomputation.token);
      return { ...created, recomputation };
    },
    /** Removes a period that has not started; the one before it takes its days back. */
    async remove(auth: AuthContext, id: number) {
      const share = await repo.find(id);
      if (!share) throw notFound();
      await assertSourceWithinReach(db, auth, share.supplier_id, share.group_id);
      await db.transaction((tx) => supplierSharesRepo(tx).periods.remove(repo.key(share), id, deps.today()));
    },
  };
}
