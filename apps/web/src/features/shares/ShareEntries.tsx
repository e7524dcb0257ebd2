import type { ShareType } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { formatPercent } from '../../components/percent';
import { fullName } from '@pubdesk/ui/format';
import { useAssignableUsers } from '../../lib/lookups';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { useEntries } from '../../components/entries/use-entries';
import { useCreateShare, useDeleteShare, useShares } from './shares.api';
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
  const { panel, addForm } = useEntries(list, create, remove, {
    permissions: sharePermissions[type],
    deleted: t('shares.shareDeleted'),
    valueField: 'share',
    toInput: (values) => ({
      website_id: websiteId,
      group_id: Number(values.group_id),
      share: values.value.trim(),
      ...(type === 'network' ? { network_id: values.network_id ? Number(values.network_id) : null } : {}),
    }),
  });

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

  return (
    <EntriesPanel
      {...panel}
      entries={entries}
      selectedId={selectedId}
      form={addForm ? <EntryAddForm {...addForm} valueLabel={t('shares.share')} withNetwork={type === 'network'} /> : null}
    />
  );
}
