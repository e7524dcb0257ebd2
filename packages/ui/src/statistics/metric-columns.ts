import {
  format,
  messages,
  shareStages,
  systemMetrics,
  type ShareStage,
  type StatisticMetrics,
  type SystemMetricName,
} from '@pubdesk/contract';
import { formatMetric, formatMoney, formatShare } from '../format/metric-format';

const text = messages.statistics;

/** One metric column of a report: its heading and how a row (or the total) shows it. */
export interface MetricColumn {
  key: string;
  header: string;
  value: (m: StatisticMetrics) => string;
  /** Folds into the row's details when the table is wider than its card. */
  secondary?: boolean;
}

/**
 * The metrics a narrow table folds into each row's details: the ones a reader derives or checks
 * after the volume, fill, price and money columns (what AdSense and Ad Manager show first).
 */
const secondaryMetrics: ReadonlySet<SystemMetricName> = new Set(['viewable_impressions', 'viewable_rate', 'clicks', 'ctr']);

/** The stage names, the platform's being the brand ("Pubdesk"). */
export const stageName = (stage: ShareStage, product: string) => format(text.stages[stage], { product });

/**
 * The system metrics in order; revenue expands into before, share and after for each ticked
 * stage (a stage the viewer may not see has no figures: a dash).
 */
export function metricColumns(ticked: readonly ShareStage[], product: string): MetricColumn[] {
  const stages = shareStages.filter((s) => ticked.includes(s));
  return systemMetrics.flatMap((metric): MetricColumn[] => {
    if (metric.name !== 'revenue' || stages.length === 0) {
      const name: SystemMetricName = metric.name;
      return [{ key: name, header: metric.display, value: (m) => formatMetric(name, m[name]), secondary: secondaryMetrics.has(name) }];
    }
    return stages.flatMap((stage) => {
      const label = stageName(stage, product);
      const figure = (pick: (s: NonNullable<StatisticMetrics[ShareStage]>) => string) => (m: StatisticMetrics) => {
        const s = m[stage];
        return s ? pick(s) : messages.common.noValue;
      };
      return [
        {
          key: `${stage}.before`,
          header: format(text.columns.before, { stage: label }),
          value: figure((s) => formatMoney(s.revenue_before)),
        },
        { key: `${stage}.share`, header: format(text.columns.share, { stage: label }), value: figure((s) => formatShare(s.share)) },
        { key: `${stage}.after`, header: format(text.columns.after, { stage: label }), value: figure((s) => formatMoney(s.revenue_after)) },
      ];
    });
  });
}
