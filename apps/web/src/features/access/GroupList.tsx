import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import type { ListPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { groupsPageSize, useGroupList } from './access.api';
import { groupPath, groupsPath } from './paths';

/** Name, code, how many permissions, and an Edit button per group; 10 a page. */
export function GroupList(paging: ListPaging) {
  const query = useGroupList(paging.page);
  return (
    <PagedTablePanel
      {...paging}
      title={t('access.groups')}
      add={{ to: groupsPath, label: t('access.newGroup') }}
      query={query}
      limit={groupsPageSize}
      minWidth={360}
      emptyText={t('access.groupsEmpty')}
      columns={[
        {
          key: 'name',
          header: t('common.name'),
          render: (group) => (
            <Anchor component={Link} to={groupPath(group.id)} size="sm">
              {group.name}
            </Anchor>
          ),
        },
        { key: 'code', header: t('common.code'), render: (group) => group.code },
        { key: 'permissions', header: t('access.permissions'), render: (group) => group.permissions.length },
        {
          key: 'actions',
          header: t('common.actions'),
          headerHidden: true,
          render: (group) => <RowActions edit={{ to: groupPath(group.id), label: t('common.editLabel', { name: group.name }) }} />,
        },
      ]}
    />
  );
}
