import type { ShareType } from '@pubdesk/contract';
import { formatPercent } from '../../components/percent';
import { fullName } from '../../lib/format';
import { t } from '@pubdesk/ui/i18n';
import { useAssignableUsers } from '../../lib/lookups';
import { useCan } from '@pubdesk/ui/auth';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { entryFieldErrors } from '../../components/entries/entry-errors';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { useCreateShare, useDeleteShare, useShares } from './shares.api';
import { useEntryMutations } from '../../components/entries/use-entry-mutations';
import { sharePermissions } from './share-permissions';

interface ShareEntriesProps {
  type: ShareType;
  websiteId: number;
  selectedId?: number | null;
}

/** One kind of share of a website: the list ('group - share%'), delete per entry, and an add form, as far as the user may. */
export function ShareEntries({ type, websiteId, selectedId }: ShareEntriesProps) {
  const list = useShares(type, websiteId);
  const create = useCreateShare(type, websiteId);
  const remove = useDeleteShare(type, websiteId);
  const networks = useAssignableUsers('network');
  const permissions = sharePermissions[type];
  const canAdd = useCan(permissions.add);
  const canDelete = useCan(permissions.delete);
  const { failure, deletingId, onDelete, add } = useEntryMutations(create, remove, t('shares.shareDeleted'));

  const networkName = (id: number | null) => {
    const user = networks.data?.results.find((candidate) => candidate.id === id);
    return user ? fullName(user) : t('common.noNetwork');
  };
  const entries = (list.data?.results ?? []).map((share) => {
    const values = { group: share.group_name, value: formatPercent(share.share) };
    const text =
      type === 'network' ? t('shares.networkEntry', { ...values, network: networkName(share.network_id) }) : t('shares.entry', values);
    return { id: share.id, text };
  });

  const form = canAdd ? (
    <EntryAddForm
      valueLabel={t('shares.share')}
      withNetwork={type === 'network'}
      serverErrors={entryFieldErrors(create.error, 'share')}
      submitting={create.isPending}
      onAdd={(values, reset) =>
        add(
          {
            website_id: websiteId,
            group_id: Number(values.group_id),
            share: values.value.trim(),
            ...(type === 'network' ? { network_id: values.network_id ? Number(values.network_id) : null } : {}),
          },
          reset,
        )
      }
    />
  ) : null;

  return (
    <EntriesPanel
      entries={entries}
      loading={list.isPending}
      listError={list.error}
      selectedId={selectedId}
      deletingId={deletingId}
      onDelete={canDelete ? onDelete : undefined}
      failure={failure}
      form={form}
    />
  );
}
