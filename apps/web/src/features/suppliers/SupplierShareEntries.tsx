import type { SupplierShare } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { periodRow } from '../../components/entries/period-row';
import { useEntries } from '../../components/entries/use-entries';
import { useCreateSupplierShare, useDeleteSupplierShare, useSupplierShareHistory, useSupplierShares } from './supplier-shares.api';

/**
 * A demand source's shares: those in force ('group - share%'), the history of every period
 * (delete per period not started yet), and an add form with its start date (a past one warns of
 * the days it recomputes), as far as the user may.
 */
export function SupplierShareEntries({ supplierId }: { supplierId: number }) {
  const list = useSupplierShares(supplierId);
  const history = useSupplierShareHistory(supplierId);
  const create = useCreateSupplierShare(supplierId);
  const remove = useDeleteSupplierShare(supplierId);
  const { panel, addForm } = useEntries({ list, history }, create, remove, {
    permissions: { add: 'demand.add_suppliershare', delete: 'demand.delete_suppliershare' },
    deleted: t('shares.shareDeleted'),
    valueField: 'share',
    recomputes: true,
    toInput: (values) => ({ supplier_id: supplierId, group_id: Number(values.group_id), share: values.value.trim() }),
  });
  const rows = (shares: SupplierShare[] = []) => shares.map((share) => periodRow(share, share.share));
  const valueLabel = t('shares.share');

  return (
    <EntriesPanel
      {...panel}
      entries={rows(list.data?.results)}
      history={rows(history.data?.results)}
      valueLabel={valueLabel}
      emptyText={t('suppliers.sharesEmpty')}
      form={addForm ? <EntryAddForm {...addForm} valueLabel={valueLabel} /> : null}
    />
  );
}
