import { lazy, Suspense } from 'react';
import { Card, Loader, Stack, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { ListState } from '@pubdesk/ui/table';
import { useLast30Days } from './overview.api';

// The chart is a chunk of its own, with the charts library: the tiles do not wait for it.
const ReportChart = lazy(() => import('@pubdesk/ui/report-chart'));

/** Impressions and revenue of the last 30 days, as the console's reports draw them. */
export function OverviewChart({ today }: { today: string }) {
  const days = useLast30Days(today, true);
  const title = t('portalOverview.chartTitle');
  const rows = days.data?.results ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <ListState loading={days.isPending} empty={rows.length === 0} emptyText={t('statistics.empty')}>
          <Suspense fallback={<Loader size="sm" />}>
            <ReportChart title={title} rows={rows} stages={[]} />
          </Suspense>
        </ListState>
      </Stack>
    </Card>
  );
}
