import { ActionIcon, Anchor, Table, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '../../lib/i18n';
import { groupTypesPageSize, useGroupTypeList } from './group-types.api';

interface GroupTypeListProps {
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Name, status and an Edit button per group type; 10 a page. */
export function GroupTypeList({ page, onPageChange, selectedId }: GroupTypeListProps) {
  const { data, isPending } = useGroupTypeList(page);
  const entries = data?.results ?? [];
  return (
    <ListPanel
      title={t('groupTypes.listTitle')}
      loading={isPending}
      empty={entries.length === 0}
      emptyText={t('groupTypes.empty')}
      actions={<NewEntryButton to="/groups_types" label={t('groupTypes.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={groupTypesPageSize} onChange={onPageChange} />}
    >
      <Table.ScrollContainer minWidth={320}>
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('groupTypes.name')}</Table.Th>
              <Table.Th>{t('groupTypes.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('inventory.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} bg={entry.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                <Table.Td>
                  <Anchor component={Link} to={`/groups_types/${entry.id}`} size="sm">
                    {entry.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={entry.status} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    component={Link}
                    to={`/groups_types/${entry.id}`}
                    variant="subtle"
                    aria-label={t('groupTypes.editLabel', { name: entry.name })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListPanel>
  );
}
