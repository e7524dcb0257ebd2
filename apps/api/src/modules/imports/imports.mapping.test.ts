import { describe, expect, it } from 'vitest';
import { rowMapper, uploadMapper, type ReportPlan } from './imports.mapping.js';
import type { SourceItem } from './imports.sources.js';

const revenue = { code: 'AD_SERVER_REVENUE', field: 'revenue', type: 'adserver' } as const;
const impressions = { code: 'AD_SERVER_IMPRESSIONS', field: 'impressions', type: 'adserver' } as const;

const item = (dataId: number, metrics: SourceItem['metrics'], serveWith: SourceItem['serveWith'] = 'none'): SourceItem => ({
  dataId,
  type: 'ad_unit',
  keys: { ad_unit: '1234', placement: '', domain: '' },
  serveWith,
  metrics,
});
const plan = (items: SourceItem[]): ReportPlan => ({
  key: 'ad_unit',
  metrics: [revenue.code, impressions.code],
  byAdvertiser: true,
  items,
});
const row = { date: '2026-11-20', key: '1234', advertiserId: '77', values: { AD_SERVER_REVENUE: '10.5', AD_SERVER_IMPRESSIONS: '300' } };
/** The data items a mapped row was written to, with the revenue and impressions each got. */
const paid = (items: SourceItem[], advertiserId = '77') => {
  const mapped = rowMapper(plan(items), advertiserId, 'Ad Manager')(row);
  return mapped.kind === 'matched' ? mapped.rows.map((r) => [r.dataId, r.revenue, r.impressions]) : mapped.kind;
};

describe('rowMapper', () => {
  it("pays a row's metric to one data item: the first of those that share its key and count it", () => {
    expect(paid([item(3, [revenue, impressions]), item(9, [revenue, impressions])])).toEqual([[3, '10.5', '300']]);
  });

  it('gives items that share a key the metrics each counts alone', () => {
    expect(paid([item(3, [revenue]), item(9, [revenue, impressions])])).toEqual([
      [3, '10.5', '0'],
      [9, '0', '300'],
    ]);
  });

  it("passes a row an item's advertiser leaves out to the next item with the key", () => {
    expect(paid([item(3, [revenue], 'advertiser_id'), item(9, [revenue])], 'another')).toEqual([[9, '10.5', '0']]);
  });
});

describe('uploadMapper', () => {
  it('maps a key several data items share to the first of them, and a data id to itself', () => {
    const map = uploadMapper([item(3, [revenue]), item(9, [revenue])]);
    expect(map({ dataId: null, key: '1234' })).toEqual([3]);
    expect(map({ dataId: 9, key: null })).toEqual([9]);
    expect(map({ dataId: null, key: '999' })).toBeNull();
  });
});
