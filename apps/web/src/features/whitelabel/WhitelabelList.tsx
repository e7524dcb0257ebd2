import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import type { ListPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { stripScheme } from '@pubdesk/ui/format';
import { useWhitelistList, whitelabelPageSize } from './whitelabel.api';

/** Domain, Network, Status and an edit link per entry; a plus button opens an empty editor. */
export function WhitelabelList(paging: ListPaging) {
  const query = useWhitelistList(paging.page);
  return (
    <PagedTablePanel
      {...paging}
      title={t('whitelabel.listTitle')}
      add={{ to: '/whitelabel', label: t('whitelabel.newEntry') }}
      query={query}
      limit={whitelabelPageSize}
      minWidth={420}
      emptyText={t('whitelabel.empty')}
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
  );
}
