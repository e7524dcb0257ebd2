import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Group, Loader, Tooltip } from '@mantine/core';
import { IconRefreshDot } from '@tabler/icons-react';
import { maxStatisticsRangeDays, shareStages, statisticReportEndpoints, type ShareStage, type StatisticReportRow } from '@pubdesk/contract';
import { DateRangePresets } from '@pubdesk/ui/date-picker';
import { useCan } from '@pubdesk/ui/auth';
import { defaultRange, type DateRange } from '@pubdesk/ui/dates';
import { t, type MessageKey } from '@pubdesk/ui/i18n';
import { ReportCard } from './ReportCard';
import { downloadReport } from '@pubdesk/ui/files';
import { useReport, type ReportMode } from './statistics.api';
import { CompleteBadge, StatisticsTable, type SideColumn } from '@pubdesk/ui/statistics';
import { useRefreshRequest, type RefreshTarget } from './use-refresh-request';

// The chart is a chunk of its own, with the charts library: a report's table does not wait for it.
const ReportChart = lazy(() => import('@pubdesk/ui/report-chart'));

/** Report cards show 30 days a page. */
export const REPORT_PAGE_SIZE = 30;

const titles: Record<ReportMode, MessageKey> = {
  group: 'statistics.groupTitle',
  userGroup: 'statistics.userGroupTitle',
  website: 'statistics.websiteTitle',
  userWebsite: 'statistics.userWebsiteTitle',
  supplier: 'statistics.supplierTitle',
};
const files: Record<ReportMode, string> = {
  group: 'placement-group',
  userGroup: 'publisher-report',
  website: 'website',
  userWebsite: 'publisher-website',
  supplier: 'supplier',
};

interface ReportViewProps {
  mode: ReportMode;
  id: number;
  /** Shown before the table (the Website/Groups toggle). */
  extraControls?: ReactNode;
}

/**
 * A report card of days (a placement group's, a publisher's view of one, a website's or a demand
 * source's): date range, Shares, files, print, refresh, 30 days a page with the range's Total, and
 * per day the refresh request of the placement group or the website.
 */
export function ReportView({ mode, id, extraControls }: ReportViewProps) {
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ShareStage[]>([]);
  const query = { start_date: range[0], end_date: range[1], page, limit: REPORT_PAGE_SIZE };
  const report = useReport(mode, id, query);
  // The chart draws every day of the range, whatever page the table shows.
  const days = useReport(mode, id, { start_date: range[0], end_date: range[1], page: 1, limit: maxStatisticsRangeDays, o: 'date' });
  const refresh = useRefreshRequest();
  const canRequest = useCan('statistics.change_statistic');
  const target: RefreshTarget | null = mode === 'group' ? { placement_group: id } : mode === 'website' ? { website: id } : null;

  const leading: SideColumn<StatisticReportRow>[] = [{ key: 'date', header: t('statistics.columns.date'), render: (r) => r.date }];
  const trailing: SideColumn<StatisticReportRow>[] = [
    { key: 'complete', header: t('statistics.complete'), render: (r) => <CompleteBadge complete={r.complete} /> },
  ];
  if (target && canRequest) {
    const label = mode === 'group' ? 'statistics.requestPlacement' : 'statistics.requestWebsite';
    trailing.push({
      key: 'actions',
      header: t('common.action'),
      pinned: true,
      render: (r) => (
        <Tooltip label={t(label, { date: r.date })}>
          <ActionIcon
            variant="subtle"
            aria-label={t(label, { date: r.date })}
            disabled={refresh.pending}
            onClick={() => refresh.request(target, r.date)}
          >
            <IconRefreshDot size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }

  return (
    <ReportCard
      title={t(titles[mode])}
      onRefresh={() => void report.refetch()}
      refreshing={report.isFetching}
      shareChoices={shareStages}
      ticked={ticked}
      onTick={setTicked}
      onExport={(format) => downloadReport(statisticReportEndpoints[mode], { id }, query, format, `${files[mode]}-${id}`)}
      controls={
        <Group align="flex-end" gap="sm">
          {extraControls}
          <DateRangePresets
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
        </Group>
      }
      printSummary={t('statistics.printRange', { start: range[0], end: range[1] })}
      paging={{ page, count: report.data?.count ?? 0, limit: REPORT_PAGE_SIZE, onChange: setPage }}
    >
      {days.data && days.data.count > 0 ? (
        <Suspense fallback={<Loader size="sm" />}>
          <ReportChart title={t(titles[mode])} rows={days.data.results} stages={ticked} />
        </Suspense>
      ) : null}
      <StatisticsTable
        label={t(titles[mode])}
        rows={report.data?.results ?? []}
        rowKey={(r) => r.date}
        rowLabel={(r) => r.date}
        leading={leading}
        trailing={trailing}
        total={report.data && report.data.count > 0 ? report.data.statistics_sum : undefined}
        stages={ticked}
        loading={report.isPending}
      />
    </ReportCard>
  );
}
