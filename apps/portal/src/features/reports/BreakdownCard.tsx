import { useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import type { BreakdownDimension, StatisticBreakdownRow } from '@pubdesk/contract';
import type { DateRange } from '@pubdesk/ui/dates';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { CompleteBadge, StatisticsTable, type SideColumn } from '@pubdesk/ui/statistics';
import { Pager } from '@pubdesk/ui/table';
import { BREAKDOWN_PAGE_SIZE, useBreakdown } from './reports.api';

const titles: Record<BreakdownDimension, MessageKey> = {
  website: 'portalReports.byWebsite',
  format: 'portalReports.byFormat',
  publisher: 'portalReports.byPublisher',
};
const nameHeaders: Record<BreakdownDimension, MessageKey> = {
  website: 'common.website',
  format: 'statistics.columns.format',
  publisher: 'portalReports.publisher',
};

/** The leading columns of a breakdown: the name, and a website's URL. */
function leadingOf(by: BreakdownDimension): SideColumn<StatisticBreakdownRow>[] {
  const name: SideColumn<StatisticBreakdownRow> = { key: 'name', header: t(nameHeaders[by]), render: (r) => r.name, wrap: true };
  if (by !== 'website') return [name];
  return [name, { key: 'url', header: t('websites.url'), render: (r) => r.website ?? t('common.noValue'), secondary: true }];
}

const trailingOf = (): SideColumn<StatisticBreakdownRow>[] => [
  { key: 'complete', header: t('statistics.complete'), render: (r) => <CompleteBadge complete={r.complete} /> },
];

/**
 * The range's figures per website, ad format or publisher (a network's), highest revenue first,
 * 10 a page, with the Total of every row. Keyed by the range: a new range starts on page 1.
 */
export function BreakdownCard({ by, range }: { by: BreakdownDimension; range: DateRange }) {
  const [page, setPage] = useState(1);
  const breakdown = useBreakdown(by, range, page);
  const title = t(titles[by]);
  const count = breakdown.data?.count ?? 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <StatisticsTable
          label={title}
          rows={breakdown.data?.results ?? []}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.name}
          leading={leadingOf(by)}
          trailing={trailingOf()}
          total={count > 0 ? breakdown.data?.statistics_sum : undefined}
          stages={[]}
          loading={breakdown.isPending}
        />
        {count > BREAKDOWN_PAGE_SIZE ? <Pager page={page} count={count} limit={BREAKDOWN_PAGE_SIZE} onChange={setPage} /> : null}
      </Stack>
    </Card>
  );
}
