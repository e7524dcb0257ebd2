import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import type { ListPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { groupTypesPageSize, useGroupTypeList } from './group-types.api';

/** Name, status and an Edit button per group type; 10 a page. */
export function GroupTypeList(paging: ListPaging) {
  const query = useGroupTypeList(paging.page);
  return (
    <PagedTablePanel
      {...paging}
      title={t('groupTypes.listTitle')}
      add={{ to: '/groups_types', label: t('groupTypes.newEntry') }}
      query={query}
      limit={groupTypesPageSize}
      minWidth={320}
      emptyText={t('groupTypes.empty')}
      columns={[
        {
          key: 'name',
          header: t('common.name'),
          render: (entry) => (
            <Anchor component={Link} to={`/groups_types/${entry.id}`} size="sm">
              {entry.name}
            </Anchor>
          ),
        },
        { key: 'status', header: t('common.status'), render: (entry) => <StatusBadge status={entry.status} /> },
        {
          key: 'actions',
          header: t('common.actions'),
          headerHidden: true,
          render: (entry) => <RowActions edit={{ to: `/groups_types/${entry.id}`, label: t('common.editLabel', { name: entry.name }) }} />,
        },
      ]}
    />
  );
}
