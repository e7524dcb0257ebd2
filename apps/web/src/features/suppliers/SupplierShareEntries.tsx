import { formatPercent } from '../../components/percent';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { entryFieldErrors } from '../../components/entries/entry-errors';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { useEntryMutations } from '../../components/entries/use-entry-mutations';
import { useCreateSupplierShare, useDeleteSupplierShare, useSupplierShares } from './supplier-shares.api';

/** A demand source's shares: the list ('group - share%'), delete per entry, and an add form, as far as the user may. */
export function SupplierShareEntries({ supplierId }: { supplierId: number }) {
  const list = useSupplierShares(supplierId);
  const create = useCreateSupplierShare(supplierId);
  const remove = useDeleteSupplierShare(supplierId);
  const canAdd = useCan('demand.add_suppliershare');
  const canDelete = useCan('demand.delete_suppliershare');
  const { failure, deletingId, onDelete, add } = useEntryMutations(create, remove, t('shares.shareDeleted'));

  const entries = (list.data?.results ?? []).map((share) => ({
    id: share.id,
    text: t('shares.entry', { group: share.group_name, value: formatPercent(share.share) }),
  }));

  return (
    <EntriesPanel
      entries={entries}
      loading={list.isPending}
      listError={list.error}
      deletingId={deletingId}
      onDelete={canDelete ? onDelete : undefined}
      failure={failure}
      emptyText={t('suppliers.sharesEmpty')}
      form={
        canAdd ? (
          <EntryAddForm
            valueLabel={t('shares.share')}
            serverErrors={entryFieldErrors(create.error, 'share')}
            submitting={create.isPending}
            onAdd={(values, reset) =>
              add({ supplier_id: supplierId, group_id: Number(values.group_id), share: values.value.trim() }, reset)
            }
          />
        ) : null
      }
    />
  );
}
