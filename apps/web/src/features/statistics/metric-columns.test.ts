import { describe, expect, it } from 'vitest';
import type { StatisticMetrics } from '@pubdesk/contract';
import { metricColumns } from './metric-columns';

const row: StatisticMetrics = {
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
  pmp_share: null,
  platform_share: { revenue_before: '90.00', share: '80.00', revenue_after: '72.00' },
  network_share: { revenue_before: '72.00', share: '75.00', revenue_after: '54.00' },
};

describe('metric columns', () => {
  it('show revenue alone until a share is ticked, then its before, share and after per ticked stage', () => {
    expect(metricColumns([], 'Pubdesk').map((c) => c.header)).toEqual([
      'Requests',
      'Impressions',
      'Viewable Impressions',
      'Viewable Rate',
      'Clicks',
      'CTR',
      'Fill Rate',
      'CPM',
      'Revenue',
    ]);
    const expanded = metricColumns(['network_share', 'platform_share', 'pmp_share'], 'Pubdesk');
    expect(expanded.slice(8).map((c) => [c.header, c.value(row)])).toEqual([
      ['PMP Revenue Before', '-'],
      ['PMP Share', '-'],
      ['PMP Revenue After', '-'],
      ['Pubdesk Revenue Before', '$90.00'],
      ['Pubdesk Share', '%80.00'],
      ['Pubdesk Revenue After', '$72.00'],
      ['Network Revenue Before', '$72.00'],
      ['Network Share', '%75.00'],
      ['Network Revenue After', '$54.00'],
    ]);
    expect(expanded[1]!.value(row)).toBe('1,000');
  });
});
