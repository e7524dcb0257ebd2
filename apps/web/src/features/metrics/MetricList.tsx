import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, Pager, StatusBadge } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { ListPanel } from '../../components/ListPanel';
import { countsAsLabel, metricFieldLabel, metricTypeLabel } from './metric-form';
import { metricsPageSize, useMetricList } from './metrics.api';
import type { SelectOption } from '../../components/settings-form';

interface MetricListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
  types: SelectOption[];
}

/** Type, Name, Shortname, Counts as, Status and an Edit link per metric; 10 a page. */
export function MetricList({ page, onPageChange, selectedId, types }: MetricListProps) {
  const { data, isPending, error } = useMetricList(page);
  return (
    <ListPanel
      title={t('metrics.title')}
      footer={<Pager page={page} count={data?.count ?? 0} limit={metricsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={560}
        loading={isPending}
        emptyText={t('metrics.empty')}
        rows={data?.results ?? []}
        selectedId={selectedId}
        columns={[
          { key: 'type', header: t('common.type'), render: (metric) => metricTypeLabel(metric.type, types) },
          { key: 'name', header: t('common.name'), render: (metric) => metric.name },
          { key: 'shortname', header: t('common.shortname'), render: (metric) => metric.shortname },
          { key: 'field', header: countsAsLabel(), render: (metric) => metricFieldLabel(metric.field) },
          { key: 'status', header: t('common.status'), render: (metric) => <StatusBadge status={metric.status} /> },
          {
            key: 'action',
            header: t('common.action'),
            render: (metric) => (
              <Anchor
                component={Link}
                to={`/settings/metrics/${metric.id}`}
                size="sm"
                aria-label={t('common.editLabel', { name: metric.name })}
              >
                {t('common.edit')}
              </Anchor>
            ),
          },
        ]}
      />
    </ListPanel>
  );
}
