import { Anchor } from '@mantine/core';
import { IconDatabase, IconPencil, IconReportAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PlacementGroup } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import type { ListPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowMenu, type RowMenuLink } from '../../components/RowMenu';
import { StatusBadge } from '@pubdesk/ui/table';
import { groupReportPath } from '../statistics';
import { placementGroupPath } from './paths';
import { placementGroupsPageSize, usePlacementGroupList } from './placement-groups.api';

interface PlacementGroupListProps extends ListPaging {
  websiteId: number;
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
export function PlacementGroupList({ websiteId, ...paging }: PlacementGroupListProps) {
  const query = usePlacementGroupList(websiteId, paging.page);
  const withData = useCan('websites.view_placementgroupdata');
  return (
    <PagedTablePanel
      {...paging}
      title={t('placementGroups.title')}
      add={{ to: placementGroupPath(websiteId), label: t('placementGroups.newEntry') }}
      query={query}
      limit={placementGroupsPageSize}
      minWidth={420}
      emptyText={t('placementGroups.empty')}
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
  );
}
