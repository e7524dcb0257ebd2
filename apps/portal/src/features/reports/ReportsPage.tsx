import { useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { StatisticReportRow } from '@pubdesk/contract';
import { useAuth } from '@pubdesk/ui/auth';
import { useBranding } from '@pubdesk/ui/branding';
import { DateRangePresets } from '@pubdesk/ui/date-picker';
import type { DateRange } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { CompleteBadge, StatisticsTable, type SideColumn } from '@pubdesk/ui/statistics';
import { Pager } from '@pubdesk/ui/table';
import { BreakdownCard } from './BreakdownCard';
import { ExportButtons } from './ExportButtons';
import { rangeOfSearch, searchOfRange } from './report-range';
import { DAYS_PAGE_SIZE, daysQuery, useDays } from './reports.api';

// Columns are made on render: the catalogue is installed by the signed-in frame, which may load after this module.
const leadingOf = (): SideColumn<StatisticReportRow>[] => [{ key: 'date', header: t('statistics.columns.date'), render: (r) => r.date }];
const trailingOf = (): SideColumn<StatisticReportRow>[] => [
  { key: 'complete', header: t('statistics.complete'), render: (r) => <CompleteBadge complete={r.complete} /> },
];

/**
 * /portal/reports?start=YYYY-MM-DD&end=YYYY-MM-DD: the user's days over the range at their own
 * revenue stage (no other stage's columns: the API gives none), with the Total, the complete
 * marker, CSV and XLSX, and the range's figures per website, ad format and, for a network, publisher.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const range = rangeOfSearch(search);
  const [page, setPage] = useState(1);
  const role = useAuth().user?.role;
  const zone = useBranding().branding.report_time_zone;
  const query = daysQuery(range, page);
  const days = useDays(query);
  const count = days.data?.count ?? 0;
  const title = t('portalReports.daysTitle');
  const choose = (next: DateRange) => {
    setSearch(searchOfRange(next), { replace: true });
    setPage(1);
  };
  const breakdowns = role === 'network' ? (['website', 'format', 'publisher'] as const) : (['website', 'format'] as const);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('portal.nav.reports')}
      </Title>
      <Group align="flex-end" gap="md">
        <DateRangePresets value={range} onChange={choose} />
        <Stack gap={0} pb={4}>
          {zone ? <Text size="sm">{t('statistics.printZone', { zone })}</Text> : null}
          <Text size="sm" c="dimmed">
            {t('portalReports.activeOnly')}
          </Text>
        </Stack>
      </Group>
      <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-print="report">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {title}
            </Title>
            <ExportButtons query={query} fileStem={`report-${range[0]}-${range[1]}`} />
          </Group>
          <StatisticsTable
            label={title}
            rows={days.data?.results ?? []}
            rowKey={(r) => r.date}
            rowLabel={(r) => r.date}
            leading={leadingOf()}
            trailing={trailingOf()}
            total={count > 0 ? days.data?.statistics_sum : undefined}
            stages={[]}
            loading={days.isPending}
          />
          {count > DAYS_PAGE_SIZE ? <Pager page={page} count={count} limit={DAYS_PAGE_SIZE} onChange={setPage} /> : null}
        </Stack>
      </Card>
      {breakdowns.map((by) => (
        <BreakdownCard key={`${by}-${range.join()}`} by={by} range={range} />
      ))}
    </Stack>
  );
}
