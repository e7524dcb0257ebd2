import { LineChart, Sparkline } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardRow } from '@pubdesk/contract';
import { t } from '../../lib/i18n';

/**
 * The chart part of the statistics card (its own chunk: the charts library loads with it, not
 * with the dashboard): impressions on the left axis and revenue on the right over 30 days, and the
 * last 14 days' impressions, revenue and cpm as sparklines.
 */
export default function RevenueChart({ rows }: { rows: DashboardRow[] }) {
  const data = rows.map((r) => ({ date: r.date.slice(5), impressions: r.impressions, revenue: Number(r.revenue) }));
  const recent = rows.slice(-14);
  const sparks: Array<[string, number[]]> = [
    [t('dashboard.impressions'), recent.map((r) => r.impressions)],
    [t('dashboard.revenue'), recent.map((r) => Number(r.revenue))],
    ['CPM', recent.map((r) => Number(r.cpm))],
  ];
  return (
    <Stack gap="sm">
      <div role="img" aria-label={t('dashboard.chartLabel')}>
        <LineChart
          h={260}
          data={data}
          dataKey="date"
          withRightYAxis
          series={[
            { name: 'impressions', label: t('dashboard.impressions'), color: 'blue.6' },
            { name: 'revenue', label: t('dashboard.revenue'), color: 'teal.6', yAxisId: 'right' },
          ]}
          withLegend
          curveType="monotone"
        />
      </div>
      <Text size="xs" c="dimmed">
        {t('dashboard.last14Days')}
      </Text>
      <SimpleGrid cols={3}>
        {sparks.map(([label, values]) => (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <div role="img" aria-label={`${label}, ${t('dashboard.last14Days')}`}>
              <Sparkline h={48} data={values} curveType="linear" />
            </div>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
