import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { MetricEditor } from './MetricEditor';
import { MetricList } from './MetricList';
import { metricTypeFallback } from './metric-form';
import { useMetric, useMetricChoices } from './metrics.api';
import { choicesOf } from '../../components/choices';

/**
 * /settings/metrics/:id?: the serve metrics on the left, the Add or Edit form on the right. The Add
 * form and plus button need the add permission; without the change permission a metric opens read-only.
 */
export function MetricsPage() {
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const detail = useMetric(id);
  const { data: options } = useMetricChoices();
  const types = choicesOf(options, 'type', metricTypeFallback);
  const { key: visit } = useLocation();
  const canAdd = useCan('settings.add_metric');
  const canChange = useCan('settings.change_metric');

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('settings.metricsTitle')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <MetricList page={page} onPageChange={setPage} selectedId={id} types={types} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              canAdd ? <MetricEditor key={`new-${visit}`} metric={null} types={types} /> : null
            ) : (
              <DetailState query={detail}>{(metric) => <MetricEditor key={metric.id} metric={metric} types={types} readOnly={!canChange} />}</DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
