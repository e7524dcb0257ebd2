import { t } from '@pubdesk/ui/i18n';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { groupEntry } from '../../components/entries/EntryList';
import { useEntries } from '../../components/entries/use-entries';
import { useCreateSupplierShare, useDeleteSupplierShare, useSupplierShares } from './supplier-shares.api';

/** A demand source's shares: the list ('group - share%'), delete per entry, and an add form, as far as the user may. */
export function SupplierShareEntries({ supplierId }: { supplierId: number }) {
  const list = useSupplierShares(supplierId);
  const create = useCreateSupplierShare(supplierId);
  const remove = useDeleteSupplierShare(supplierId);
  const { panel, addForm } = useEntries(list, create, remove, {
    permissions: { add: 'demand.add_suppliershare', delete: 'demand.delete_suppliershare' },
    deleted: t('shares.shareDeleted'),
    valueField: 'share',
    toInput: (values) => ({ supplier_id: supplierId, group_id: Number(values.group_id), share: values.value.trim() }),
  });
  const entries = (list.data?.results ?? []).map((share) => groupEntry(share.id, share.group_name, share.share));

  return (
    <EntriesPanel
      {...panel}
      entries={entries}
      emptyText={t('suppliers.sharesEmpty')}
      form={addForm ? <EntryAddForm {...addForm} valueLabel={t('shares.share')} /> : null}
    />
  );
}
