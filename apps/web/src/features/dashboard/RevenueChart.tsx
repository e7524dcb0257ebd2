import { Stack, Text } from '@mantine/core';
import type { DashboardRow } from '@pubdesk/contract';
import { SparklineGrid, TrendChart } from '@pubdesk/ui/charts';
import { t } from '@pubdesk/ui/i18n';

/**
 * The chart part of the statistics card (its own chunk: the charts library loads with it, not
 * with the dashboard): impressions on the left axis and revenue on the right over 30 days, and the
 * last 14 days' impressions, revenue and cpm as sparklines.
 */
export default function RevenueChart({ rows }: { rows: DashboardRow[] }) {
  const data = rows.map((r) => ({ date: r.date.slice(5), impressions: r.impressions, revenue: Number(r.revenue) }));
  const recent = rows.slice(-14);
  return (
    <Stack gap="sm">
      <TrendChart
        label={t('dashboard.chartLabel')}
        data={data}
        dataKey="date"
        units={{ left: 'count', right: 'money' }}
        series={[
          { name: 'impressions', label: t('dashboard.impressions'), color: 'blue.6' },
          { name: 'revenue', label: t('dashboard.revenue'), color: 'teal.6', axis: 'right' },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('dashboard.last14Days')}
      </Text>
      <SparklineGrid
        period={t('dashboard.last14Days')}
        figures={[
          [t('dashboard.impressions'), recent.map((r) => r.impressions)],
          [t('dashboard.revenue'), recent.map((r) => Number(r.revenue))],
          ['CPM', recent.map((r) => Number(r.cpm))],
        ]}
      />
    </Stack>
  );
}
