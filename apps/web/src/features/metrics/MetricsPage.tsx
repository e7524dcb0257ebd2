import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { choicesOf } from '@pubdesk/ui/choices';
import { ListEditorPage } from '../../components/ListEditorPage';
import { parseId } from '../../components/parse-id';
import { MetricEditor } from './MetricEditor';
import { MetricList } from './MetricList';
import { metricTypeFallback } from './metric-form';
import { useMetric, useMetricChoices } from './metrics.api';

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
  return (
    <ListEditorPage
      title={t('metrics.title')}
      add="settings.add_metric"
      change="settings.change_metric"
      list={<MetricList page={page} onPageChange={setPage} selectedId={id} types={types} />}
      id={id}
      detail={detail}
      renderNew={() => <MetricEditor metric={null} types={types} />}
      renderEdit={(metric, readOnly) => <MetricEditor metric={metric} types={types} readOnly={readOnly} />}
    />
  );
}
