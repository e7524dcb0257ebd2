import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { RowActions } from '../../components/RowActions';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusBadge } from '../../components/StatusBadge';
import { stripScheme } from '../../lib/format';
import { t } from '@pubdesk/ui/i18n';
import { useWhitelistList, whitelabelPageSize } from './whitelabel.api';

interface WhitelabelListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Domain, Network, Status and an edit link per entry; a plus button opens an empty editor. */
export function WhitelabelList({ page, onPageChange, selectedId }: WhitelabelListProps) {
  const { data, isPending, error } = useWhitelistList(page);
  const entries = data?.results ?? [];

  return (
    <ListPanel
      title={t('whitelabel.listTitle')}
      actions={<NewEntryButton to="/whitelabel" label={t('whitelabel.newEntry')} />}
      error={error}
      footer={<Pager page={page} count={data?.count ?? 0} limit={whitelabelPageSize} onChange={onPageChange} />}
    >
      <DataTable
        minWidth={420}
        loading={isPending}
        emptyText={t('whitelabel.empty')}
        rows={entries}
        selectedId={selectedId}
        columns={[
          {
            key: 'domain',
            header: t('whitelabel.domain'),
            render: (entry) => (
              <Anchor component={Link} to={`/whitelabel/${entry.id}`} size="sm">
                {stripScheme(entry.domain)}
              </Anchor>
            ),
          },
          { key: 'network', header: t('common.roles.network'), render: (entry) => entry.network_name ?? '–' },
          { key: 'status', header: t('common.status'), render: (entry) => <StatusBadge status={entry.status} /> },
          {
            key: 'actions',
            header: t('common.actions'),
            headerHidden: true,
            render: (entry) => (
              <RowActions edit={{ to: `/whitelabel/${entry.id}`, label: t('whitelabel.editLabel', { domain: entry.domain }) }} />
            ),
          },
        ]}
      />
    </ListPanel>
  );
}
