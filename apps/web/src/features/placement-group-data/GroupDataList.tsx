import { Anchor, Box, Text } from '@mantine/core';
import { IconChartBar, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PlacementGroupData } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { dataStatisticsPath, newStatisticsPath } from '../statistics';
import { dataTypeText, dfpIdOf } from './group-data-form';
import { groupDataPath } from './paths';
import { groupDataPageSize, useGroupDataList } from './placement-group-data.api';

interface GroupDataListProps extends SearchPaging {
  placementGroupId: number;
}

/** The placement group's data items with search, Edit, report and add-statistics links; 10 a page. */
export function GroupDataList({ placementGroupId, ...paging }: GroupDataListProps) {
  const query = useGroupDataList(placementGroupId, paging.page, paging.search);
  const editPath = (item: PlacementGroupData) => groupDataPath(placementGroupId, item.id);

  return (
    <PagedTablePanel
      {...paging}
      title={t('placementGroupData.listTitle')}
      add={{ to: groupDataPath(placementGroupId), label: t('placementGroupData.newEntry') }}
      query={query}
      limit={groupDataPageSize}
      minWidth={520}
      emptyText={t('placementGroupData.empty')}
      columns={[
        {
          key: 'name',
          header: t('common.name'),
          render: (item) => (
            <Anchor component={Link} to={editPath(item)} size="sm">
              {item.name}
            </Anchor>
          ),
        },
        {
          key: 'type',
          header: t('common.type'),
          render: (item) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {dataTypeText(item.type)}
            </Text>
          ),
        },
        { key: 'supplier', header: t('placementGroupData.supplier'), render: (item) => item.supplier_name },
        {
          key: 'dfp',
          header: t('placementGroupData.dfpId'),
          // Ad unit paths have no spaces: let them break anywhere rather than widen the table.
          render: (item) => (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {dfpIdOf(item)}
            </Text>
          ),
        },
        {
          key: 'status',
          header: t('common.status'),
          // The badge keeps its full width; the other columns wrap.
          render: (item) => (
            <Box w="max-content">
              <StatusBadge status={item.status} />
            </Box>
          ),
        },
        {
          key: 'actions',
          header: t('common.actions'),
          headerHidden: true,
          render: (item) => (
            <RowActions
              gap={2}
              justify="flex-end"
              edit={{ to: editPath(item), tip: t('common.edit'), label: t('common.editLabel', { name: item.name }) }}
              links={[
                {
                  to: dataStatisticsPath(item.id),
                  tip: t('placementGroupData.reportTip'),
                  label: t('placementGroupData.reportLabel', { name: item.name }),
                  icon: IconChartBar,
                },
                {
                  to: newStatisticsPath(item.id),
                  tip: t('placementGroupData.addStatisticsTip'),
                  label: t('placementGroupData.addStatisticsLabel', { name: item.name }),
                  icon: IconCalendarPlus,
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
