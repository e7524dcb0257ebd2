import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconRefreshDot } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { statisticEndpoints, type ShareStage, type Statistic } from '@pubdesk/contract';
import { DateRangePresets } from '@pubdesk/ui/date-picker';
import { useCan } from '@pubdesk/ui/auth';
import { defaultRange, type DateRange } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { ConfirmDelete, StatusBadge } from '@pubdesk/ui/table';
import { notifyRefused } from '@pubdesk/ui/notify';
import { parseId } from '../../components/parse-id';
import { formatDateTime } from '@pubdesk/ui/dates';
import { LimitOrderFields } from './LimitOrderFields';
import { ReportCard } from './ReportCard';
import { downloadReport } from '@pubdesk/ui/files';
import { StatisticEditModal } from './StatisticEditModal';
import { useDataItem, useDeleteStatistic, useStatisticList } from './statistics.api';
import { CompleteBadge, StatisticsTable, type SideColumn } from '@pubdesk/ui/statistics';
import { useRefreshRequest } from './use-refresh-request';
import { SubmitForm } from '@pubdesk/ui/forms';

/** The data statistics page's limits (default 30). */
export const DATA_LIMITS = [5, 10, 15, 30, 60, 100] as const;
const SUPPLIER_ONLY: readonly ShareStage[] = ['supplier_share'];

interface Filters {
  range: DateRange;
  limit: number;
  order: 'date' | '-date';
}

/**
 * /statistics/data/:id: one data item's statistics, a row a day: date range (last 30 days),
 * limit, order (Newest first), Search; per row a data refresh request, Edit (the modal) and
 * Delete after a confirmation; Add statistics opens the new-statistics page.
 */
export function DataStatisticsPage() {
  const dataId = parseId(useParams().id);
  const item = useDataItem(dataId);
  const [draft, setDraft] = useState<Filters>(() => ({ range: defaultRange(), limit: 30, order: '-date' }));
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ShareStage[]>([]);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const query = {
    pgdid: dataId ?? 0,
    start_date: filters.range[0],
    end_date: filters.range[1],
    limit: filters.limit,
    page,
    o: filters.order,
  };
  const list = useStatisticList(query, dataId !== null);
  const remove = useDeleteStatistic();
  const refresh = useRefreshRequest();
  const canAdd = useCan('statistics.add_statistic');
  const canChange = useCan('statistics.change_statistic');
  const canDelete = useCan('statistics.delete_statistic');
  if (dataId === null) return null;
  const name = item.data?.name ?? '';

  const trailing: SideColumn<Statistic>[] = [
    {
      key: 'status',
      header: t('common.status'),
      render: (r) => <StatusBadge status={r.status} />,
    },
    { key: 'complete', header: t('statistics.complete'), render: (r) => <CompleteBadge complete={r.complete} /> },
    { key: 'updated', header: t('statistics.columns.updatedAt'), render: (r) => formatDateTime(r.modified_at), secondary: true },
    {
      key: 'actions',
      header: t('common.action'),
      pinned: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {canChange ? (
            <Tooltip label={t('statistics.requestData', { date: r.date })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('statistics.requestData', { date: r.date })}
                onClick={() => refresh.request({ data: dataId }, r.date)}
              >
                <IconRefreshDot size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canChange ? (
            <Tooltip label={t('common.edit')}>
              <ActionIcon variant="subtle" aria-label={t('statistics.editRow', { date: r.date })} onClick={() => setEditing({ id: r.id })}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canDelete ? (
            <ConfirmDelete
              label={t('statistics.deleteRow', { date: r.date })}
              name={r.date}
              loading={remove.isPending && remove.variables === r.id}
              onConfirm={() => remove.mutate(r.id, { onError: (error) => notifyRefused('common.operationFailed', error) })}
            />
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {name ? `${name} - ${t('statistics.dataTitle')}` : t('statistics.dataTitle')}
        </Title>
        {canAdd ? (
          <Button component={Link} to={`/statistics/new?data=${dataId}`} leftSection={<IconPlus size={16} />} variant="light">
            {t('statistics.addLink')}
          </Button>
        ) : null}
      </Group>
      <ReportCard
        title={t('statistics.dataTitle')}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
        shareChoices={SUPPLIER_ONLY}
        ticked={ticked}
        onTick={setTicked}
        onExport={(format) => downloadReport(statisticEndpoints.list, undefined, query, format, `data-statistics-${dataId}`)}
        controls={
          <SubmitForm
            onSubmit={() => {
              setFilters(draft);
              setPage(1);
            }}
          >
            <Group align="flex-end" gap="sm">
              <DateRangePresets value={draft.range} onChange={(range) => setDraft({ ...draft, range })} />
              <LimitOrderFields
                limits={DATA_LIMITS}
                limit={draft.limit}
                onLimit={(limit) => setDraft({ ...draft, limit })}
                order={draft.order}
                onOrder={(order) => setDraft({ ...draft, order })}
                oldest="statistics.oldest"
              />
              <Button type="submit">{t('common.search')}</Button>
            </Group>
          </SubmitForm>
        }
        printSummary={t('statistics.printRange', { start: filters.range[0], end: filters.range[1] })}
        paging={{ page, count: list.data?.count ?? 0, limit: filters.limit, onChange: setPage }}
      >
        <StatisticsTable
          label={t('statistics.dataTitle')}
          rows={list.data?.results ?? []}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.date}
          leading={[{ key: 'date', header: t('statistics.columns.date'), render: (r) => r.date }]}
          trailing={trailing}
          total={list.data && list.data.count > 0 ? list.data.statistics_sum : undefined}
          stages={ticked}
          loading={list.isPending}
        />
      </ReportCard>
      {editing ? (
        <StatisticEditModal
          key={editing.id ?? 'new'}
          dataId={dataId}
          dataName={name}
          statisticId={editing.id}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Anchor
        component={Link}
        to={`/placements_groups_data?placement_group=${item.data?.placement_group_id ?? ''}`}
        size="sm"
        hidden={!item.data}
      >
        {t('placementGroupData.title')}
      </Anchor>
    </Stack>
  );
}
