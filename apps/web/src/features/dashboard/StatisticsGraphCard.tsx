import { lazy, Suspense, useState } from 'react';
import { Card, Center, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { optionsOf, useGroupTypeChoices, useWebsiteChoices } from '../../lib/lookups';
import { formatMetric } from '@pubdesk/ui/format';
import { useDashboardGraph } from './dashboard.api';

// The chart's code (the charts library, about 120 kB gzip) is requested as soon as the dashboard's
// code runs, in parallel with the figures it draws, not once they have arrived; React.lazy waits
// for it only when the chart renders. A failed request is thrown there, when the chart renders,
// not reported as an unhandled rejection on load.
const revenueChart = import('./RevenueChart');
revenueChart.catch(() => {});
const RevenueChart = lazy(() => revenueChart);

/**
 * The statistics card: website (All or one), ad type (All or one format) and User or Admin
 * figures (Admin by default: the gross; User: what publishers are paid); the 30-day chart with
 * the 14-day sparklines, and the Yesterday summary (the second-to-last row: today is the last).
 */
export function StatisticsGraphCard() {
  const [website, setWebsite] = useState<number | null>(null);
  const [group, setGroup] = useState<number | null>(null);
  const [type, setType] = useState<'admin' | 'user'>('admin');
  const websites = useWebsiteChoices();
  const formats = useGroupTypeChoices();
  const graph = useDashboardGraph({ ...(website ? { website } : {}), ...(group ? { group } : {}), type });
  const rows = graph.data ?? [];
  const yesterday = rows.at(-2);
  const title = t('dashboard.statistics');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('common.website')}
              data={[{ value: '', label: t('dashboard.allWebsites') }, ...optionsOf(websites.data?.results)]}
              value={website ? String(website) : ''}
              onChange={(v) => setWebsite(v ? Number(v) : null)}
              allowDeselect={false}
              searchable
              w={200}
            />
            <Select
              label={t('dashboard.adType')}
              data={[{ value: '', label: t('dashboard.allAdTypes') }, ...optionsOf(formats.data?.results)]}
              value={group ? String(group) : ''}
              onChange={(v) => setGroup(v ? Number(v) : null)}
              allowDeselect={false}
              w={180}
            />
            <SegmentedControl
              aria-label={t('dashboard.revenueType')}
              value={type}
              onChange={(v) => setType(v === 'user' ? 'user' : 'admin')}
              data={[
                { value: 'user', label: t('dashboard.user') },
                { value: 'admin', label: t('dashboard.admin') },
              ]}
            />
          </Group>
        </Group>
        <Suspense
          fallback={
            <Center h={260}>
              <Loader size="sm" />
            </Center>
          }
        >
          {rows.length ? <RevenueChart rows={rows} /> : null}
        </Suspense>
        {yesterday ? (
          <section aria-label={t('dashboard.yesterday')}>
            <Text fw={600} size="sm">
              {t('dashboard.yesterday')} ({yesterday.date})
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Figure label={t('dashboard.revenue')} value={formatMetric('revenue', yesterday.revenue)} />
              <Figure label={t('dashboard.impressions')} value={formatMetric('impressions', yesterday.impressions)} />
              <Figure label="CPM" value={formatMetric('cpm', yesterday.cpm)} />
              <Figure label={t('dashboard.change')} value={formatMetric('revenue', yesterday.revenue_diff)} />
            </SimpleGrid>
          </section>
        ) : null}
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>{value}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
