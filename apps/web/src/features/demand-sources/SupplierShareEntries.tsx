import { useState } from 'react';
import { formatPercent } from '../../components/percent';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { entryFieldErrors } from '../shares/entry-errors';
import { EntryAddForm } from '../shares/EntryAddForm';
import { EntriesPanel } from '../shares/EntriesPanel';
import { useCreateSupplierShare, useDeleteSupplierShare, useSupplierShares } from './supplier-shares.api';

/** A demand source's shares: the list ('group - share%'), delete per entry, and an add form. */
export function SupplierShareEntries({ supplierId }: { supplierId: number }) {
  const list = useSupplierShares(supplierId);
  const create = useCreateSupplierShare(supplierId);
  const remove = useDeleteSupplierShare(supplierId);
  const [failure, setFailure] = useState<unknown>(null);

  const entries = (list.data?.results ?? []).map((share) => ({
    id: share.id,
    text: t('shares.entry', { group: share.group_name, value: formatPercent(share.share) }),
  }));

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setFailure(null);
        notify.success({ title: t('inventory.operationSuccess'), message: t('shares.shareDeleted') });
      },
      onError: setFailure,
    });

  return (
    <EntriesPanel
      entries={entries}
      loading={list.isPending}
      listError={list.error}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      onDelete={onDelete}
      failure={failure}
      emptyText={t('demandSources.sharesEmpty')}
      form={
        <EntryAddForm
          valueLabel={t('shares.share')}
          serverErrors={entryFieldErrors(create.error, 'share')}
          submitting={create.isPending}
          onAdd={(values, reset) =>
            create.mutate(
              { supplier_id: supplierId, group_id: Number(values.group_id), share: values.value.trim() },
              {
                onSuccess: (created) => {
                  setFailure(null);
                  reset();
                  notify.success({ title: t('inventory.operationSuccess'), message: t('inventory.addedWithId', { id: created.id }) });
                },
                onError: setFailure,
              },
            )
          }
        />
      }
    />
  );
}
