import { Grid, Stack, Title } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { DetailState } from '../../components/DetailState';
import { parseId } from '../../components/parse-id';
import { t } from '../../lib/i18n';
import { usePlacementGroup } from '../placement-groups/placement-groups.api';
import { GroupDataEditor } from './GroupDataEditor';
import { GroupDataList } from './GroupDataList';
import { PlacementGroupCaption } from './PlacementGroupCaption';
import { useGroupData } from './placement-group-data.api';
import { usePlacementGroupParam } from './placement-group-param';
import { usePagedSearch } from '../../components/use-paged-search';

/** /placements_groups_data/:id?placement_group=PG: the group's data items on the left, the Add or Edit form on the right. */
export function PlacementGroupDataPage() {
  const placementGroupId = usePlacementGroupParam();
  const id = parseId(useParams().id);
  const { page, setPage, search, onSearch } = usePagedSearch();
  const group = usePlacementGroup(placementGroupId);
  // Nothing is loaded on the way to the redirect.
  const detail = useGroupData(placementGroupId === null ? null : id);
  const { key: visit } = useLocation();

  if (placementGroupId === null) return <Navigate to="/websites" replace />;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('groupData.title')}
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
            <DetailState query={group}>
              {(loaded) => <GroupDataEditor key={`new-${visit}`} data={null} placementGroupId={placementGroupId} groupTypeId={loaded.group_id} />}
            </DetailState>
          ) : (
            <DetailState query={detail}>
              {(data) => <GroupDataEditor key={data.id} data={data} placementGroupId={placementGroupId} groupTypeId={data.group_id} />}
            </DetailState>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
