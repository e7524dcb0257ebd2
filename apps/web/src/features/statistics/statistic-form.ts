import type { Statistic, StatisticInput } from '@pubdesk/contract';

/** The form's values: the counts and the base revenue as typed, the day, status and completeness. */
export interface StatisticFormValues {
  date: string;
  requests: string;
  impressions: string;
  viewable_impressions: string;
  clicks: string;
  /** Base Revenue: the gross the demand source reported (the supplier stage's revenue before). */
  revenue: string;
  status: 'active' | 'suspended';
  complete: boolean;
}

export const emptyStatisticForm = (date: string): StatisticFormValues => ({
  date,
  requests: '0',
  impressions: '0',
  viewable_impressions: '0',
  clicks: '0',
  revenue: '0',
  status: 'active',
  complete: false,
});

export const formFromStatistic = (s: Statistic): StatisticFormValues => ({
  date: s.date,
  requests: String(s.requests),
  impressions: String(s.impressions),
  viewable_impressions: String(s.viewable_impressions),
  clicks: String(s.clicks),
  revenue: s.supplier_share?.revenue_before ?? s.revenue,
  status: s.status,
  complete: s.complete,
});

/** A typed count as sent: a number when it is one, else the text (the server names the field). */
const count = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** What the form sends; the server checks every field and answers field errors. */
export function payloadFromForm(v: StatisticFormValues): Omit<StatisticInput, 'placement_group_data_id'> {
  return {
    date: v.date,
    requests: count(v.requests) as number,
    impressions: count(v.impressions) as number,
    viewable_impressions: count(v.viewable_impressions) as number,
    clicks: count(v.clicks) as number,
    revenue: v.revenue.trim(),
    status: v.status,
    complete: v.complete,
  };
}

/**
 * The Calculated Share: what the publisher is paid as a percent of the base revenue (the network
 * stage's revenue after over the gross), two decimals; empty without revenue.
 */
export function calculatedShare(s: Pick<Statistic, 'revenue' | 'network_share' | 'supplier_share'> | null): string {
  const base = Number(s?.supplier_share?.revenue_before ?? s?.revenue ?? 0);
  if (!s || !(base > 0)) return '';
  // Without the network stage (a publisher's view) the revenue is already the publisher's.
  return ((Number(s.network_share?.revenue_after ?? s.revenue) / base) * 100).toFixed(2);
}
