import { Anchor } from '@mantine/core';
import { IconDatabase, IconPencil, IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PlacementGroup } from '@pubdesk/contract';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { RowMenu, type RowMenuLink } from '../../components/RowMenu';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { groupReportPath } from '../statistics';
import { placementGroupPath } from './paths';
import { placementGroupsPageSize, usePlacementGroupList } from './placement-groups.api';

interface PlacementGroupListProps {
  websiteId: number;
  page: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
}

/** Edit, Data (its data items, for those who may list them) and Reports (its statistics) of one placement group. */
function groupLinks(group: PlacementGroup, withData: boolean): RowMenuLink[] {
  return [
    { label: t('common.edit'), to: placementGroupPath(group.website_id, group.id), icon: IconPencil },
    ...(withData
      ? [{ label: t('placementGroupData.listTitle'), to: `/placements_groups_data?placement_group=${group.id}`, icon: IconDatabase }]
      : []),
    { label: t('nav.reports'), to: groupReportPath(group.id), icon: IconReportAnalytics },
  ];
}

/** Name, group type, status and actions of the website's placement groups; 10 a page. */
export function PlacementGroupList({ websiteId, page, onPageChange, selectedId }: PlacementGroupListProps) {
  const { data, isPending, error } = usePlacementGroupList(websiteId, page);
  const withData = useCan('websites.view_placementgroupdata');
  const groups = data?.results ?? [];
  return (
    <ListPanel
      title={t('placementGroups.title')}
      actions={<NewEntryButton to={placementGroupPath(websiteId)} label={t('placementGroups.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={placementGroupsPageSize} onChange={onPageChange} />}
      error={error}
    >
      <DataTable
        minWidth={420}
        loading={isPending}
        emptyText={t('placementGroups.empty')}
        rows={groups}
        selectedId={selectedId}
        columns={[
          {
            key: 'name',
            header: t('common.name'),
            render: (group) => (
              <Anchor component={Link} to={placementGroupPath(group.website_id, group.id)} size="sm">
                {group.name}
              </Anchor>
            ),
          },
          { key: 'group', header: t('groupTypes.group'), render: (group) => group.group_name },
          { key: 'status', header: t('common.status'), render: (group) => <StatusBadge status={group.status} /> },
          {
            key: 'actions',
            header: t('common.actions'),
            headerHidden: true,
            render: (group) => <RowMenu label={t('common.actionsFor', { name: group.name })} links={groupLinks(group, withData)} />,
          },
        ]}
      />
    </ListPanel>
  );
}
