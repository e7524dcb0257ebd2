import { describe, expect, it } from 'vitest';
import type { StatisticMetrics } from '@pubdesk/contract';
import { metricColumns } from './metric-columns';
import { demoStatistic } from './statistic.fixture';

// A stage the viewer may not see has no figures.
const row: StatisticMetrics = { ...demoStatistic, pmp_share: null };

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
      ['Pubdesk Share', '80.00%'],
      ['Pubdesk Revenue After', '$72.00'],
      ['Network Revenue Before', '$72.00'],
      ['Network Share', '75.00%'],
      ['Network Revenue After', '$54.00'],
    ]);
    expect(expanded[1]!.value(row)).toBe('1,000');
  });
});
