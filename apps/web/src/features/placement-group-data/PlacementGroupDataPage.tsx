import { Grid, Stack, Title } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { AddPermission } from '../../components/NewEntryButton';
import { parseId } from '../../components/parse-id';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { usePlacementGroup } from '../placement-groups/placement-groups.api';
import { GroupDataEditor } from './GroupDataEditor';
import { GroupDataList } from './GroupDataList';
import { PlacementGroupCaption } from './PlacementGroupCaption';
import { useGroupData } from './placement-group-data.api';
import { usePlacementGroupParam } from './placement-group-param';
import { usePagedSearch } from '../../components/use-paged-search';

/**
 * /placements_groups_data/:id?placement_group=PG: the group's data items on the left, the Add or
 * Edit form on the right. The Add form and plus buttons need the add permission; without the change
 * permission an item opens read-only.
 */
export function PlacementGroupDataPage() {
  const placementGroupId = usePlacementGroupParam();
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const group = usePlacementGroup(placementGroupId);
  // Nothing is loaded on the way to the redirect.
  const detail = useGroupData(placementGroupId === null ? null : id);
  const { key: visit } = useLocation();
  const canAdd = useCan('websites.add_placementgroupdata');
  const canChange = useCan('websites.change_placementgroupdata');

  if (placementGroupId === null) return <Navigate to="/websites" replace />;

  return (
    <AddPermission value={canAdd}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('placementGroupData.title')}
          </Title>
          <PlacementGroupCaption id={placementGroupId} group={group.data} />
        </Stack>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <GroupDataList
              placementGroupId={placementGroupId}
              page={page}
              onPageChange={setPage}
              search={search}
              onSearch={onSearch}
              selectedId={id}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {id === null ? (
              // A new item starts in the placement group's format, so the form waits for the group.
              canAdd ? (
                <DetailState query={group}>
                  {(loaded) => (
                    <GroupDataEditor key={`new-${visit}`} data={null} placementGroupId={placementGroupId} groupTypeId={loaded.group_id} />
                  )}
                </DetailState>
              ) : null
            ) : (
              <DetailState query={detail}>
                {(data) => (
                  <GroupDataEditor
                    key={data.id}
                    data={data}
                    placementGroupId={placementGroupId}
                    groupTypeId={data.group_id}
                    readOnly={!canChange}
                  />
                )}
              </DetailState>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </AddPermission>
  );
}
