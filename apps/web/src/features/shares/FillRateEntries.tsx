import { formatPercent } from '../../components/percent';
import { t } from '@pubdesk/ui/i18n';
import { useCan } from '@pubdesk/ui/auth';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { entryFieldErrors } from '../../components/entries/entry-errors';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { useCreateFillRate, useDeleteFillRate, useFillRates } from './shares.api';
import { useEntryMutations } from '../../components/entries/use-entry-mutations';
import { fillRatePermissions } from './share-permissions';

/** A website's fill rates: the list ('group - rate%'), delete per entry, and an add form, as far as the user may. */
export function FillRateEntries({ websiteId }: { websiteId: number }) {
  const list = useFillRates(websiteId);
  const create = useCreateFillRate(websiteId);
  const remove = useDeleteFillRate(websiteId);
  const canAdd = useCan(fillRatePermissions.add);
  const canDelete = useCan(fillRatePermissions.delete);
  const { failure, deletingId, onDelete, add } = useEntryMutations(create, remove, t('shares.rateDeleted'));

  const entries = (list.data?.results ?? []).map((rate) => ({
    id: rate.id,
    text: t('shares.entry', { group: rate.group_name, value: formatPercent(rate.rate) }),
  }));

  const form = canAdd ? (
    <EntryAddForm
      valueLabel={t('shares.rate')}
      serverErrors={entryFieldErrors(create.error, 'rate')}
      submitting={create.isPending}
      onAdd={(values, reset) => add({ website_id: websiteId, group_id: Number(values.group_id), rate: values.value.trim() }, reset)}
    />
  ) : null;

  return (
    <EntriesPanel
      entries={entries}
      loading={list.isPending}
      listError={list.error}
      deletingId={deletingId}
      onDelete={canDelete ? onDelete : undefined}
      failure={failure}
      form={form}
    />
  );
}
