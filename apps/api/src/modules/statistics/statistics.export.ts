import { format, messages, shareStages, systemMetrics, type ShareStage, type StatisticMetrics } from '@pubdesk/contract';
import type { ExportCell } from '../../lib/table-export.js';
import type { RevenueView } from './statistics.view.js';

const text = messages.statistics;
const columns = text.columns;

/** What a file's headings need besides the view: the reporting time zone, and the brand (the platform stage's name). */
export interface ExportContext {
  view: RevenueView;
  timeZone: string;
  product: string;
}

/** A heading with the reporting time zone, so a file read elsewhere says which days it counts. */
export const zoned = (column: string, ctx: ExportContext) => format(columns.inTimeZone, { column, zone: ctx.timeZone });

/** The stages a view shows: every one to staff, the network's to others. */
const stagesOf = (view: RevenueView): readonly ShareStage[] =>
  view === 'gross' ? shareStages : view === 'network' ? ['network_share'] : [];

/** The metric headings, in the system metrics' order, then each stage's three figures. */
export function metricHeader(ctx: ExportContext): string[] {
  const stages = stagesOf(ctx.view).flatMap((stage) => {
    const name = format(text.stages[stage], { product: ctx.product });
    return [format(columns.before, { stage: name }), format(columns.share, { stage: name }), format(columns.after, { stage: name })];
  });
  return [...systemMetrics.map((m) => m.display), ...stages];
}

/** The cells under metricHeader: the same values the JSON answer carries. */
export function metricCells(m: StatisticMetrics, view: RevenueView): ExportCell[] {
  const stages = stagesOf(view).flatMap((stage) => {
    const s = m[stage];
    return s ? [s.revenue_before, s.share, s.revenue_after] : [null, null, null];
  });
  return [...systemMetrics.map((metric) => m[metric.name]), ...stages];
}
