import type { FillRate } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { periodRow } from '../../components/entries/period-row';
import { useEntries } from '../../components/entries/use-entries';
import { useCreateFillRate, useDeleteFillRate, useFillRateHistory, useFillRates } from './shares.api';
import { fillRatePermissions } from './share-permissions';

/**
 * A website's fill rates: those in force ('group - rate%'), the history of every period (delete
 * per period not started yet), and an add form with its start date, as far as the user may.
 * Statistics do not use fill rates: a past start recomputes nothing.
 */
export function FillRateEntries({ websiteId }: { websiteId: number }) {
  const list = useFillRates(websiteId);
  const history = useFillRateHistory(websiteId);
  const create = useCreateFillRate(websiteId);
  const remove = useDeleteFillRate(websiteId);
  const { panel, addForm } = useEntries({ list, history }, create, remove, {
    permissions: fillRatePermissions,
    deleted: t('shares.rateDeleted'),
    valueField: 'rate',
    recomputes: false,
    toInput: (values) => ({ website_id: websiteId, group_id: Number(values.group_id), rate: values.value.trim() }),
  });
  const rows = (rates: FillRate[] = []) => rates.map((rate) => periodRow(rate, rate.rate));
  const valueLabel = t('shares.rate');

  return (
    <EntriesPanel
      {...panel}
      entries={rows(list.data?.results)}
      history={rows(history.data?.results)}
      valueLabel={valueLabel}
      form={addForm ? <EntryAddForm {...addForm} valueLabel={valueLabel} /> : null}
    />
  );
}
