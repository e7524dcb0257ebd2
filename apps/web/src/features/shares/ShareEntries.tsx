import { useState } from 'react';
import type { ShareType } from '@pubdesk/contract';
import { formatPercent } from '../../components/percent';
import { fullName } from '../../lib/format';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useAssignableUsers } from '../websites/websites.api';
import { EntriesPanel } from './EntriesPanel';
import { entryFieldErrors } from './entry-errors';
import { EntryAddForm } from './EntryAddForm';
import { useCreateShare, useDeleteShare, useShares } from './shares.api';

interface ShareEntriesProps {
  type: ShareType;
  websiteId: number;
  selectedId?: number | null;
}

/** One kind of share of a website: the list ('group - share%'), delete per entry, and an add form. */
export function ShareEntries({ type, websiteId, selectedId }: ShareEntriesProps) {
  const list = useShares(type, websiteId);
  const create = useCreateShare(type, websiteId);
  const remove = useDeleteShare(type, websiteId);
  const networks = useAssignableUsers('network');
  const [failure, setFailure] = useState<unknown>(null);

  const networkName = (id: number | null) => {
    const user = networks.data?.results.find((candidate) => candidate.id === id);
    return user ? fullName(user) : t('shares.noNetwork');
  };
  const entries = (list.data?.results ?? []).map((share) => {
    const values = { group: share.group_name, value: formatPercent(share.share) };
    const text = type === 'network' ? t('shares.networkEntry', { ...values, network: networkName(share.network_id) }) : t('shares.entry', values);
    return { id: share.id, text };
  });

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setFailure(null);
        notify.success({ title: t('inventory.operationSuccess'), message: t('shares.shareDeleted') });
      },
      onError: setFailure,
    });

  const form = (
    <EntryAddForm
      valueLabel={t('shares.share')}
      withNetwork={type === 'network'}
      serverErrors={entryFieldErrors(create.error, 'share')}
      submitting={create.isPending}
      onAdd={(values, reset) =>
        create.mutate(
          {
            website_id: websiteId,
            group_id: Number(values.group_id),
            share: values.value.trim(),
            ...(type === 'network' ? { network_id: values.network_id ? Number(values.network_id) : null } : {}),
          },
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
      selectedId={selectedId}
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      onDelete={onDelete}
      failure={failure}
      form={form}
    />
  );
}
