import type { Stage, Statistic, StatisticMetrics } from '@pubdesk/contract';
import { cpmOf, formatMoney, shareOf } from '@pubdesk/contract';
import type { StatisticSums } from './statistics.repo.js';
import type { StatisticRow } from './statistics.table.js';

/**
 * Whose figures a report shows: staff see the gross and every stage; a network sees the revenue
 * after the platform's share and only the network stage; a publisher, and the publisher's own
 * report (user groups) whoever reads it, the revenue after every share and no stage (the network
 * stage's revenue before is the network's income).
 */
export type RevenueView = 'gross' | 'network' | 'publisher';

const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

const stage = (before: string, share: string, after: string): Stage => ({
  revenue_before: formatMoney(before),
  share,
  revenue_after: formatMoney(after),
});

interface Figures {
  requests: number;
  impressions: number;
  viewable_impressions: number;
  clicks: number;
  revenue: string;
  afters: [string, string, string, string];
  /** The stages' shares: a row's copied percents, or null for a sum (derived from its amounts). */
  shares: [string, string, string, string] | null;
}

/** The system metrics of a row or of a sum, as `view` may see them; rates from the counts. */
function metricsOf(f: Figures, view: RevenueView): StatisticMetrics {
  const befores = [f.revenue, f.afters[0], f.afters[1], f.afters[2]] as const;
  const stages = befores.map((before, i) =>
    stage(before, f.shares ? formatMoney(f.shares[i]!) : shareOf(before, f.afters[i]!), f.afters[i]!),
  ) as [Stage, Stage, Stage, Stage];
  const revenue = view === 'gross' ? f.revenue : view === 'network' ? f.afters[2] : f.afters[3];
  const staff = view === 'gross';
  return {
    requests: f.requests,
    impressions: f.impressions,
    viewable_impressions: f.viewable_impressions,
    viewable_rate: percentOf(f.viewable_impressions, f.impressions),
    clicks: f.clicks,
    ctr: percentOf(f.clicks, f.impressions),
    fill_rate: percentOf(f.impressions, f.requests),
    cpm: cpmOf(revenue, f.impressions),
    revenue: formatMoney(revenue),
    supplier_share: staff ? stages[0] : null,
    pmp_share: staff ? stages[1] : null,
    platform_share: staff ? stages[2] : null,
    network_share: view === 'publisher' ? null : stages[3],
  };
}

export function toStatistic(r: StatisticRow, view: RevenueView): Statistic {
  return {
    id: r.id,
    date: r.date,
    placement_group_data_id: r.dataId,
    placement_group_id: r.placementGroupId,
    website_id: r.websiteId,
    supplier_id: r.supplierId,
    status: r.status,
    complete: r.complete,
    modified_at: r.modifiedAt.toISOString(),
    ...metricsOf(
      {
        requests: r.requests,
        impressions: r.impressions,
        viewable_impressions: r.viewableImpressions,
        clicks: r.clicks,
        revenue: r.revenue,
        afters: [r.supplierAfter, r.pmpAfter, r.platformAfter, r.networkAfter],
        shares: [r.supplierShare, r.pmpShare, r.platformShare, r.networkShare],
      },
      view,
    ),
  };
}

/** A sum's metrics: counts and amounts summed, rates, cpm and shares derived from the sums. */
export function toMetrics(s: StatisticSums, view: RevenueView): StatisticMetrics {
  return metricsOf(
    {
      requests: Number(s.requests),
      impressions: Number(s.impressions),
      viewable_impressions: Number(s.viewable_impressions),
      clicks: Number(s.clicks),
      revenue: s.revenue,
      afters: [s.supplier_after, s.pmp_after, s.platform_after, s.network_after],
      shares: null,
    },
    view,
  );
}
