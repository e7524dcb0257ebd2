import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { Statistic } from '@pubdesk/contract';
import { localToday } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList, errorsBesides, SubmitForm, useFields, FormButtons } from '@pubdesk/ui/forms';
import { emptyStatisticForm, formFromStatistic } from './statistic-form';
import { StatisticFields } from './StatisticFields';
import { useStatistic } from './statistics.api';
import { useStatisticSave } from './use-statistic-save';

const FIELDS = ['date', 'requests', 'impressions', 'viewable_impressions', 'clicks', 'revenue', 'status', 'complete'];

interface StatisticEditModalProps {
  dataId: number;
  dataName: string;
  /** The row being edited; null opens the modal on a new row. */
  statisticId: number | null;
  opened: boolean;
  onClose: () => void;
}

/** '{data name} - Data Statistics': edit a row (or add one: Add new), Reload, Save. */
export function StatisticEditModal({ dataId, dataName, statisticId, opened, onClose }: StatisticEditModalProps) {
  const [editing, setEditing] = useState<number | null>(statisticId);
  const row = useStatistic(editing);
  return (
    <Modal opened={opened} onClose={onClose} title={t('statistics.modalTitle', { name: dataName })} size="lg">
      {editing !== null && !row.data ? null : (
        // A new form for each row (and for a new one), filled from what was loaded.
        <StatisticEditForm
          key={`${editing ?? 'new'}-${row.dataUpdatedAt}`}
          dataId={dataId}
          saved={editing === null ? null : (row.data ?? null)}
          onAddNew={() => setEditing(null)}
          onReload={() => void row.refetch()}
          onSaved={(saved) => setEditing(saved.id)}
        />
      )}
    </Modal>
  );
}

interface StatisticEditFormProps {
  dataId: number;
  saved: Statistic | null;
  onAddNew: () => void;
  onReload: () => void;
  onSaved: (saved: Statistic) => void;
}

function StatisticEditForm({ dataId, saved, onAddNew, onReload, onSaved }: StatisticEditFormProps) {
  const fields = useFields(saved ? formFromStatistic(saved) : emptyStatisticForm(localToday()));
  const { save, submitting, errors, failure } = useStatisticSave(dataId, saved, onSaved);
  const rest = errorsBesides(failure, FIELDS);
  return (
    <SubmitForm noValidate onSubmit={() => save(fields.values)}>
      <Stack gap="sm">
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onAddNew}>
            {t('statistics.addNew')}
          </Button>
          <Button variant="default" size="xs" onClick={onReload} disabled={!saved}>
            {t('statistics.reload')}
          </Button>
        </Group>
        <StatisticFields fields={fields} errors={errors} saved={saved} />
        {rest ? (
          <Alert color="red" role="alert">
            <ErrorList error={rest} />
          </Alert>
        ) : null}
        <FormButtons submitLabel={t('common.save')} submitting={submitting} />
      </Stack>
    </SubmitForm>
  );
}
