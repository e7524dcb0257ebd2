import type { ServeMetricType } from '@pubdesk/contract';
import { ConnectorError, type KeyKind, type ReportRow } from '../external-apis/index.js';
import type { StagedRow } from './imports.repo.js';
import { normaliseKey, type SourceItem } from './imports.sources.js';

/** The serve metric types each reporting API answers. */
export const metricTypesOf: Readonly<Record<string, readonly ServeMetricType[]>> = {
  admanager: ['adserver', 'adexchange', 'total'],
  adsense: ['adsense'],
  aniview: ['aniview'],
};

/** One report to ask for: a key kind, the metric codes its data items count, and those items. */
export interface ReportPlan {
  key: KeyKind;
  metrics: string[];
  byAdvertiser: boolean;
  items: SourceItem[];
}

/**
 * The reports an import asks for: one per key kind its data items are found by. Only data items
 * that count at least one serve metric of the API take part (they are the ones `covered`: a day
 * the platform reports nothing for them is written as zeros); the others are left alone.
 */
export function planReports(items: readonly SourceItem[], types: readonly ServeMetricType[]): ReportPlan[] {
  const plans = new Map<KeyKind, ReportPlan>();
  for (const item of items) {
    const metrics = item.metrics.filter((m) => types.includes(m.type));
    if (metrics.length === 0 || !item.keys[item.type]) continue;
    const plan = plans.get(item.type) ?? { key: item.type, metrics: [], byAdvertiser: false, items: [] };
    plan.items.push({ ...item, metrics });
    for (const m of metrics) if (!plan.metrics.includes(m.code)) plan.metrics.push(m.code);
    plan.byAdvertiser ||= item.serveWith === 'advertiser_id';
    plans.set(item.type, plan);
  }
  return [...plans.values()];
}

const numeric = /^-?\d{1,20}(\.\d{1,20})?([eE][+-]?\d{1,3})?$/;
const zero = (date: string, dataId: number): StagedRow => ({
  date,
  dataId,
  requests: '0',
  impressions: '0',
  viewable_impressions: '0',
  clicks: '0',
  revenue: '0',
});

export type MappedRow = { kind: 'matched'; rows: StagedRow[] } | { kind: 'unmatched' } | { kind: 'filtered' };

/**
 * Maps a report's rows to the plan's data items: by the key, then (for an item served with
 * `advertiser_id`) only the source's advertiser's rows, each counted metric added to its field.
 * Values stay decimal text; a value that is not a number fails the import rather than guess.
 * A row's metric is counted once: when several items share the key and count it, the first of
 * them (the lowest id, the plan's order) gets it, so no row is paid to two websites.
 */
export function rowMapper(plan: ReportPlan, advertiserId: string, platform: string): (row: ReportRow) => MappedRow {
  const index = new Map<string, SourceItem[]>();
  for (const item of plan.items) {
    const key = item.keys[plan.key];
    index.set(key, [...(index.get(key) ?? []), item]);
  }
  return (row) => {
    const items = index.get(normaliseKey(plan.key, row.key));
    if (!items) return { kind: 'unmatched' };
    const rows: StagedRow[] = [];
    const counted = new Set<string>();
    for (const item of items) {
      if (item.serveWith === 'advertiser_id' && (row.advertiserId ?? '') !== advertiserId) continue;
      const metrics = item.metrics.filter((m) => !counted.has(m.code));
      if (metrics.length === 0) continue;
      for (const m of metrics) counted.add(m.code);
      let staged = zero(row.date, item.dataId);
      const filled = new Set<string>();
      for (const m of metrics) {
        const value = row.values[m.code];
        if (value === null || value === undefined || value === '') continue;
        if (!numeric.test(value))
          throw new ConnectorError(`${platform} sent "${value.slice(0, 40)}" for ${m.code}, which is not a number.`);
        // Two metrics feeding one field (Ad Server and Ad Exchange revenue) are summed by the
        // database: the second goes on a row of its own.
        if (filled.has(m.field)) {
          rows.push(staged);
          staged = zero(row.date, item.dataId);
          filled.clear();
        }
        staged[m.field] = value;
        filled.add(m.field);
      }
      rows.push(staged);
    }
    return rows.length ? { kind: 'matched', rows } : { kind: 'filtered' };
  };
}

/**
 * Maps an uploaded row to the source's data items: by data id, or by the key each item is found
 * by. A key several items share goes to the first of them (the lowest id): a row is paid once.
 */
export function uploadMapper(items: SourceItem[]) {
  const byId = new Map(items.map((i) => [i.dataId, i]));
  const byKey = new Map<string, number[]>();
  for (const item of items) {
    const key = item.keys[item.type];
    if (key && !byKey.has(key)) byKey.set(key, [item.dataId]);
  }
  return (row: { dataId: number | null; key: string | null }): number[] | null => {
    if (row.dataId !== null) return byId.has(row.dataId) ? [row.dataId] : null;
    const key = row.key ?? '';
    return byKey.get(key) ?? byKey.get(normaliseKey('domain', key)) ?? null;
  };
}
