import type { Share, ShareType } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { fullName } from '@pubdesk/ui/format';
import { useAssignableUsers } from '../../lib/lookups';
import { EntriesPanel } from '../../components/entries/EntriesPanel';
import { EntryAddForm } from '../../components/entries/EntryAddForm';
import { periodRow } from '../../components/entries/period-row';
import { useEntries } from '../../components/entries/use-entries';
import { useCreateShare, useDeleteShare, useShareHistory, useShares } from './shares.api';
import { sharePermissions } from './share-permissions';

interface ShareEntriesProps {
  type: ShareType;
  websiteId: number;
  selectedId?: number | null;
}

/**
 * One kind of share of a website: those in force ('group - share%'), the history of every period
 * (delete per period not started yet), and an add form with its start date (a past one warns of
 * the days it recomputes), as far as the user may.
 */
export function ShareEntries({ type, websiteId, selectedId }: ShareEntriesProps) {
  const list = useShares(type, websiteId);
  const history = useShareHistory(type, websiteId);
  const create = useCreateShare(type, websiteId);
  const remove = useDeleteShare(type, websiteId);
  const networks = useAssignableUsers('network');
  const withNetwork = type === 'network';
  const { panel, addForm } = useEntries({ list, history }, create, remove, {
    permissions: sharePermissions[type],
    deleted: t('shares.shareDeleted'),
    valueField: 'share',
    recomputes: true,
    toInput: (values) => ({
      website_id: websiteId,
      group_id: Number(values.group_id),
      share: values.value.trim(),
      ...(withNetwork ? { network_id: values.network_id ? Number(values.network_id) : null } : {}),
    }),
  });

  const networkName = (id: number | null) => {
    const user = networks.data?.results.find((candidate) => candidate.id === id);
    return user ? fullName(user) : t('common.noNetwork');
  };
  const rows = (shares: Share[] = []) =>
    shares.map((share) => periodRow(share, share.share, withNetwork ? networkName(share.network_id) : undefined));
  const valueLabel = t('shares.share');

  return (
    <EntriesPanel
      {...panel}
      entries={rows(list.data?.results)}
      history={rows(history.data?.results)}
      valueLabel={valueLabel}
      withNetwork={withNetwork}
      selectedId={selectedId}
      form={addForm ? <EntryAddForm {...addForm} valueLabel={valueLabel} withNetwork={withNetwork} /> : null}
    />
  );
}
