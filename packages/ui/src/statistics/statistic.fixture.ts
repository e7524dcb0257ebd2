import type { Statistic } from '@pubdesk/contract';

/** The decisions' waterfall example as a row: 100.00 gross, supplier 90%, PMP none, platform 80%, network 75%. */
export const demoStatistic = {
  id: 1,
  date: '2026-11-20',
  placement_group_data_id: 3,
  placement_group_id: 2,
  website_id: 1,
  supplier_id: 1,
  status: 'active',
  complete: true,
  modified_at: '2026-11-21T10:00:00.000Z',
  requests: 2000,
  impressions: 1000,
  viewable_impressions: 600,
  viewable_rate: 60,
  clicks: 10,
  ctr: 1,
  fill_rate: 50,
  cpm: '100.00',
  revenue: '100.00',
  supplier_share: { revenue_before: '100.00', share: '90.00', revenue_after: '90.00' },
  pmp_share: { revenue_before: '90.00', share: '100.00', revenue_after: '90.00' },
  platform_share: { revenue_before: '90.00', share: '80.00', revenue_after: '72.00' },
  network_share: { revenue_before: '72.00', share: '75.00', revenue_after: '54.00' },
} satisfies Statistic;
