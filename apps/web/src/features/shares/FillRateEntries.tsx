import { useState } from 'react';
import { formatPercent } from '../../components/percent';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { EntriesPanel } from './EntriesPanel';
import { entryFieldErrors } from './entry-errors';
import { EntryAddForm } from './EntryAddForm';
import { useCreateFillRate, useDeleteFillRate, useFillRates } from './shares.api';

/** A website's fill rates: the list ('group - rate%'), delete per entry, and an add form. */
export function FillRateEntries({ websiteId }: { websiteId: number }) {
  const list = useFillRates(websiteId);
  const create = useCreateFillRate(websiteId);
  const remove = useDeleteFillRate(websiteId);
  const [failure, setFailure] = useState<unknown>(null);

  const entries = (list.data?.results ?? []).map((rate) => ({
    id: rate.id,
    text: t('shares.entry', { group: rate.group_name, value: formatPercent(rate.rate) }),
  }));

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setFailure(null);
        notify.success({ title: t('inventory.operationSuccess'), message: t('shares.rateDeleted') });
      },
      onError: setFailure,
    });

  const form = (
    <EntryAddForm
      valueLabel={t('shares.rate')}
      serverErrors={entryFieldErrors(create.error, 'rate')}
      submitting={create.isPending}
      onAdd={(values, reset) =>
        create.mutate(
          { website_id: websiteId, group_id: Number(values.group_id), rate: values.value.trim() },
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
  );

  return (
    <EntriesPanel
      entries={entries}
      loading={list.isPending}
      listError={list.error}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      onDelete={onDelete}
      failure={failure}
      form={form}
    />
  );
}
