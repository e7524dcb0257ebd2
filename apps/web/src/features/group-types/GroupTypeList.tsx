import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { RowActions } from '../../components/RowActions';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '@pubdesk/ui/i18n';
import { groupTypesPageSize, useGroupTypeList } from './group-types.api';

interface GroupTypeListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Name, status and an Edit button per group type; 10 a page. */
export function GroupTypeList({ page, onPageChange, selectedId }: GroupTypeListProps) {
  const { data, isPending, error } = useGroupTypeList(page);
  const entries = data?.results ?? [];
  return (
    <ListPanel
      title={t('groupTypes.listTitle')}
      actions={<NewEntryButton to="/groups_types" label={t('groupTypes.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={groupTypesPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={320}
        loading={isPending}
        emptyText={t('groupTypes.empty')}
        rows={entries}
        selectedId={selectedId}
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
            render: (entry) => (
              <RowActions edit={{ to: `/groups_types/${entry.id}`, label: t('common.editLabel', { name: entry.name }) }} />
            ),
          },
        ]}
      />
    </ListPanel>
  );
}
