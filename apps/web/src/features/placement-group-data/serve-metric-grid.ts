import { serveMetricBlocks, serveMetricTypeLabels, type Metric, type ServeMetricType } from '@pubdesk/contract';

export type GridMetric = Pick<Metric, 'id' | 'name' | 'type' | 'priority' | 'status'>;

/** One column of the grid: a serve-metric type, headed by its label, with its metrics in order. */
export interface ServeMetricColumn<M extends GridMetric = GridMetric> {
  type: ServeMetricType;
  label: string;
  metrics: M[];
}

const byPriority = (a: GridMetric, b: GridMetric) => a.priority - b.priority || a.name.localeCompare(b.name) || a.id - b.id;

/**
 * The served-metrics grid: the contract's two blocks (Ad Sense, Ad Server, Ad Exchange, Total;
 * AniView, Netlink, Custom), one column per type, each sorted by priority (lowest first). Only
 * active metrics are offered, plus any the data item already has ticked, so that a suspended
 * one can still be unticked.
 */
export function serveMetricGrid<M extends GridMetric>(metrics: readonly M[], ticked: readonly number[]): ServeMetricColumn<M>[][] {
  const shown = metrics.filter((metric) => metric.status === 'active' || ticked.includes(metric.id));
  return serveMetricBlocks.map((block) =>
    block.map((type) => ({
      type,
      label: serveMetricTypeLabels[type],
      metrics: shown.filter((metric) => metric.type === type).sort(byPriority),
    })),
  );
}
