import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BreakdownDimension, StatisticBreakdownRow } from '@pubdesk/contract';
import type { DateRange } from '@pubdesk/ui/dates';
import { formatMetric } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { DataTable, type DataTableColumn } from '@pubdesk/ui/table';
import { searchOfRange } from '../reports';
import { useTop } from './overview.api';

function columnsOf(by: BreakdownDimension): DataTableColumn<StatisticBreakdownRow>[] {
  return [
    {
      key: 'name',
      header: by === 'website' ? t('common.website') : t('statistics.columns.format'),
      render: (r) => r.name,
    },
    { key: 'impressions', header: t('dashboard.impressions'), fit: 'keep', render: (r) => formatMetric('impressions', r.impressions) },
    { key: 'revenue', header: t('dashboard.revenue'), fit: 'keep', render: (r) => formatMetric('revenue', r.revenue) },
  ];
}

/** The month's 5 best websites or ad formats by the user's revenue, and a link to the month's report. */
export function TopCard({ by, month }: { by: 'website' | 'format'; month: DateRange }) {
  const top = useTop(by, month, true);
  const title = t(by === 'website' ? 'portalOverview.topWebsites' : 'portalOverview.topFormats');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor component={Link} to={`/reports?${new URLSearchParams(searchOfRange(month)).toString()}`} size="sm">
            {t('portal.nav.reports')}
          </Anchor>
        </Group>
        <DataTable
          label={title}
          columns={columnsOf(by)}
          rows={top.data?.results ?? []}
          minWidth={320}
          loading={top.isPending}
          emptyText={t('portalOverview.noRevenue')}
        />
      </Stack>
    </Card>
  );
}
