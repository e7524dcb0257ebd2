import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { IconDatabase, IconPencil, IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PlacementGroup } from '@pubdesk/contract';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { Pager } from '../../components/Pager';
import { RowMenu, type RowMenuLink } from '../../components/RowMenu';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '../../lib/i18n';
import { placementGroupsPageSize, usePlacementGroupList } from './placement-groups.api';

interface PlacementGroupListProps {
  websiteId: number;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Edit, Data (its data items) and Reports (its statistics) of one placement group. */
function groupLinks(group: PlacementGroup): RowMenuLink[] {
  return [
    { label: t('placementGroups.menuEdit'), to: `/placements_groups/${group.id}?website=${group.website_id}`, icon: IconPencil },
    { label: t('placementGroups.menuData'), to: `/placements_groups_data?placement_group=${group.id}`, icon: IconDatabase },
    { label: t('placementGroups.menuReports'), to: `/statistics/group/${group.id}`, icon: IconReportAnalytics },
  ];
}

/** Name, group type, status and actions of the website's placement groups; 10 a page. */
export function PlacementGroupList({ websiteId, page, onPageChange, selectedId }: PlacementGroupListProps) {
  const { data, isPending } = usePlacementGroupList(websiteId, page);
  const groups = data?.results ?? [];
  return (
    <ListPanel
      title={t('placementGroups.listTitle')}
      loading={isPending}
      empty={groups.length === 0}
      emptyText={t('placementGroups.empty')}
      actions={<NewEntryButton to={`/placements_groups?website=${websiteId}`} label={t('placementGroups.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={placementGroupsPageSize} onChange={onPageChange} />}
    >
      <Table.ScrollContainer minWidth={420}>
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('placementGroups.name')}</Table.Th>
              <Table.Th>{t('placementGroups.group')}</Table.Th>
              <Table.Th>{t('placementGroups.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('inventory.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.id} bg={group.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}>
                <Table.Td>
                  <Anchor component={Link} to={`/placements_groups/${group.id}?website=${group.website_id}`} size="sm">
                    {group.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{group.group_name}</Table.Td>
                <Table.Td>
                  <StatusBadge status={group.status} />
                </Table.Td>
                <Table.Td>
                  <RowMenu label={t('inventory.actionsFor', { name: group.name })} links={groupLinks(group)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListPanel>
  );
}
