import { useState } from 'react';
import { Grid, Stack, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { parseId } from '../../components/parse-id';
import { t } from '../../lib/i18n';
import { MetricEditor } from './MetricEditor';
import { MetricList } from './MetricList';
import { metricTypeFallback } from './metric-form';
import { useMetric, useMetricChoices } from './metrics.api';
import { choicesOf } from '../../components/choices';

/** /settings/metrics/:id?: the serve metrics on the left, the Add or Edit form on the right. */
export function MetricsPage() {
  const id = parseId(useParams().id);
  const [page, setPage] = useState(1);
  const detail = useMetric(id);
  const { data: options } = useMetricChoices();
  const types = choicesOf(options, 'type', metricTypeFallback);
  const { key: visit } = useLocation();

  return (
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
            <MetricEditor key={`new-${visit}`} metric={null} types={types} />
          ) : (
            <DetailState query={detail}>{(metric) => <MetricEditor key={metric.id} metric={metric} types={types} />}</DetailState>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
