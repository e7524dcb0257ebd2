import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '../../lib/i18n';
import { metricTypeLabel } from './metric-form';
import { metricsPageSize, useMetricList } from './metrics.api';
import type { SelectOption } from './settings-form';

interface MetricListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
  types: SelectOption[];
}

/** Type, Name, Shortname, Status and an Edit link per metric; 10 a page. */
export function MetricList({ page, onPageChange, selectedId, types }: MetricListProps) {
  const { data, isPending, error } = useMetricList(page);
  return (
    <ListPanel
      title={t('settings.metricsListTitle')}
      footer={<Pager page={page} count={data?.count ?? 0} limit={metricsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={480}
        loading={isPending}
        emptyText={t('settings.metricsEmpty')}
        rows={data?.results ?? []}
        selectedId={selectedId}
        columns={[
          { key: 'type', header: t('settings.type'), render: (metric) => metricTypeLabel(metric.type, types) },
          { key: 'name', header: t('settings.name'), render: (metric) => metric.name },
          { key: 'shortname', header: t('settings.shortname'), render: (metric) => metric.shortname },
          { key: 'status', header: t('settings.status'), render: (metric) => <StatusBadge status={metric.status} /> },
          {
            key: 'action',
            header: t('settings.action'),
            render: (metric) => (
              <Anchor component={Link} to={`/settings/metrics/${metric.id}`} size="sm" aria-label={t('settings.editLabel', { name: metric.name })}>
                {t('settings.edit')}
              </Anchor>
            ),
          },
        ]}
      />
    </ListPanel>
  );
}
