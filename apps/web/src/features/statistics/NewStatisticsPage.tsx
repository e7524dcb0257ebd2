import { Alert, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { localToday } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList, errorsBesides, useFields, FormLayout } from '@pubdesk/ui/forms';
import { parseId } from '../../components/parse-id';
import { emptyStatisticForm } from './statistic-form';
import { StatisticFields } from './StatisticFields';
import { useDataItem } from './statistics.api';
import { useStatisticSave } from './use-statistic-save';

const FIELDS = ['date', 'requests', 'impressions', 'viewable_impressions', 'clicks', 'revenue', 'status', 'complete'];

/** /statistics/new?data=: a data item's statistics for one day (needs the data item, else the websites). */
export function NewStatisticsPage() {
  const dataId = parseId(useSearchParams()[0].get('data'));
  if (dataId === null) return <Navigate to="/websites" replace />;
  return <NewStatisticsForm dataId={dataId} />;
}

function NewStatisticsForm({ dataId }: { dataId: number }) {
  const navigate = useNavigate();
  const item = useDataItem(dataId);
  const fields = useFields(emptyStatisticForm(localToday()));
  const { save, submitting, errors, failure } = useStatisticSave(dataId, null, () => void navigate(`/statistics/data/${dataId}`));
  const rest = errorsBesides(failure, FIELDS);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {item.data ? `${item.data.name} - ${t('statistics.newTitle')}` : t('statistics.newTitle')}
      </Title>
      <FormLayout
        title={t('statistics.newTitle')}
        submitLabel={t('common.add')}
        onSubmit={() => save(fields.values)}
        submitting={submitting}
      >
        <StatisticFields fields={fields} errors={errors} saved={null} />
        {rest ? (
          <Alert color="red" role="alert">
            <ErrorList error={rest} />
          </Alert>
        ) : null}
      </FormLayout>
    </Stack>
  );
}
