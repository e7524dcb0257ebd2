import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { RowActions } from '../../components/RowActions';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { t } from '@pubdesk/ui/i18n';
import { groupsPageSize, useGroupList } from './access.api';
import { groupPath, groupsPath } from './paths';

interface GroupListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Name, code, how many permissions, and an Edit button per group; 10 a page. */
export function GroupList({ page, onPageChange, selectedId }: GroupListProps) {
  const { data, isPending, error } = useGroupList(page);
  const groups = data?.results ?? [];
  return (
    <ListPanel
      title={t('access.groups')}
      actions={<NewEntryButton to={groupsPath} label={t('access.newGroup')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={groupsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={360}
        loading={isPending}
        emptyText={t('access.groupsEmpty')}
        rows={groups}
        selectedId={selectedId}
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
    </ListPanel>
  );
}
