import { t } from '@pubdesk/ui/i18n';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { groupEntry } from '../../components/entries/EntryList';
import { useEntries } from '../../components/entries/use-entries';
import { useCreateFillRate, useDeleteFillRate, useFillRates } from './shares.api';
import { fillRatePermissions } from './share-permissions';

/** A website's fill rates: the list ('group - rate%'), delete per entry, and an add form, as far as the user may. */
export function FillRateEntries({ websiteId }: { websiteId: number }) {
  const list = useFillRates(websiteId);
  const create = useCreateFillRate(websiteId);
  const remove = useDeleteFillRate(websiteId);
  const { panel, addForm } = useEntries(list, create, remove, {
    permissions: fillRatePermissions,
    deleted: t('shares.rateDeleted'),
    valueField: 'rate',
    toInput: (values) => ({ website_id: websiteId, group_id: Number(values.group_id), rate: values.value.trim() }),
  });
  const entries = (list.data?.results ?? []).map((rate) => groupEntry(rate.id, rate.group_name, rate.rate));

  return <EntriesPanel {...panel} entries={entries} form={addForm ? <EntryAddForm {...addForm} valueLabel={t('shares.rate')} /> : null} />;
}
