import type { ShareStage, StatisticReportRow } from '@pubdesk/contract';
import { useProductName } from '../branding/product-name';
import { TrendChart, type TrendSeries } from '../charts/TrendChart';
import { t } from '../i18n';
import { stageName } from './metric-columns';

const stageColors: Record<ShareStage, string> = {
  supplier_share: 'grape.6',
  pmp_share: 'orange.6',
  platform_share: 'indigo.6',
  network_share: 'cyan.7',
};

export interface ReportChartProps {
  /** What the chart is of, for screen readers ('Website Report'). */
  title: string;
  /** Every day of the range, oldest first. */
  rows: StatisticReportRow[];
  /** The ticked shares: each adds its revenue after the share. */
  stages: readonly ShareStage[];
}

/**
 * A report's days as lines (its own chunk: the charts library loads with it): impressions on the
 * left axis, revenue and each ticked share's revenue after it on the right, in money. Its entry is
 * `@pubdesk/ui/report-chart`: load it with `lazy(() => import('@pubdesk/ui/report-chart'))`.
 */
export default function ReportChart({ title, rows, stages }: ReportChartProps) {
  const product = useProductName();
  // A stage the viewer may not see (null) is left out rather than drawn at zero.
  const shown = stages.filter((stage) => rows.some((r) => r[stage] !== null));
  const data = rows.map((r) => {
    const point: Record<string, string | number> = { date: r.date, impressions: r.impressions, revenue: Number(r.revenue) };
    for (const stage of shown) point[stage] = Number(r[stage]?.revenue_after ?? 0);
    return point;
  });
  const series: TrendSeries[] = [
    { name: 'impressions', label: t('dashboard.impressions'), color: 'blue.6' },
    { name: 'revenue', label: t('dashboard.revenue'), color: 'teal.6', axis: 'right' },
    ...shown.map((stage): TrendSeries => ({
      name: stage,
      label: t('statistics.revenueAfter', { stage: stageName(stage, product) }),
      color: stageColors[stage],
      axis: 'right',
    })),
  ];
  return (
    <TrendChart
      label={t('statistics.chartOf', { title })}
      data={data}
      dataKey="date"
      series={series}
      units={{ left: 'count', right: 'money' }}
      height={220}
    />
  );
}
