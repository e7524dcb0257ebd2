import { describe, expect, it } from 'vitest';
import type { Assignment, StatisticBreakdownRow } from '@pubdesk/contract';
import { publisherRows } from './publisher-rows';

const assigned = (id: number, publisher: number, name: string): Assignment => ({
  id,
  organization: null,
  ad_operation: null,
  account_manager: null,
  network: 9,
  publisher,
  website: null,
  names: { organization: null, ad_operation: null, account_manager: null, network: 'Net', publisher: name, website: null },
  created_at: '2026-01-01T00:00:00.000Z',
});

const figures = (id: number, name: string, revenue: string): StatisticBreakdownRow =>
  ({
    id,
    name,
    website: null,
    complete: true,
    impressions: 1000,
    revenue,
    network_share: { revenue_before: revenue, share: '75.00', revenue_after: '7.50' },
  }) as StatisticBreakdownRow;

describe('publisherRows', () => {
  it('lists publishers with revenue in the breakdown order, then the idle ones by name, each once', () => {
    const rows = publisherRows(
      [assigned(1, 20, 'Zed'), assigned(2, 21, 'Paula Reyes'), assigned(3, 22, 'Amy'), assigned(4, 22, 'Amy')],
      [figures(21, 'Paula Reyes', '10.00')],
    );
    expect(rows.map((r) => [r.name, r.revenue, r.paid])).toEqual([
      ['Paula Reyes', '10.00', '7.50'],
      ['Amy', '0.00', '0.00'],
      ['Zed', '0.00', '0.00'],
    ]);
  });
});
