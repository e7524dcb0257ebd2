import { describe, expect, it } from 'vitest';
import { rowOf } from './admanager.js';
import { readRows } from './aniview.js';
import type { ReportRequest } from './connector.js';

/** A metric the platform leaves out of its answer is not a measured zero: the import fails. */
describe('report rows', () => {
  const request: ReportRequest = {
    start: '2026-11-20',
    end: '2026-11-20',
    key: 'ad_unit',
    metrics: ['IMPRESSIONS', 'REVENUE'],
    byAdvertiser: false,
    currency: 'USD',
  };
  const day = { dimensionValues: [{ stringValue: '20261120' }, { stringValue: '1234' }] };

  it('Ad Manager: a row with a value for each metric asked for is read; one with fewer fails', () => {
    const whole = { ...day, metricValueGroups: [{ primaryValues: [{ intValue: '10' }, {}] }] };
    expect(rowOf(whole, request)).toEqual({ date: '2026-11-20', key: '1234', values: { IMPRESSIONS: '10', REVENUE: null } });
    const short = { ...day, metricValueGroups: [{ primaryValues: [{ intValue: '10' }] }] };
    expect(() => rowOf(short, request)).toThrow('Ad Manager answered a row with 1 of the 2 metrics asked for.');
  });

  it('AniView: "-" in a cell is no value; a metric without a column fails', () => {
    const answer = (rows: object[]) => ({ status: 200, text: JSON.stringify({ data: rows }) });
    expect(readRows(answer([{ tag: 'a', impression: '5', revenue: '-' }]), '2026-11-20', 'tag', false, ['impression', 'revenue'])).toEqual([
      { date: '2026-11-20', key: 'a', values: { impression: '5', revenue: null } },
    ]);
    expect(() => readRows(answer([{ tag: 'a', impression: '5' }]), '2026-11-20', 'tag', false, ['impression', 'revenue'])).toThrow(
      'AniView answered a report without the revenue column.',
    );
  });
});
