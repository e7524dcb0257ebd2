import { Navigate } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { DetailState } from '@pubdesk/ui/forms';
import { ListEditorPage } from '../../components/ListEditorPage';
import { useListEditor } from '../../components/list-editor-state';
import { usePlacementGroup } from '../placement-groups';
import { GroupDataEditor } from './GroupDataEditor';
import { GroupDataList } from './GroupDataList';
import { PlacementGroupCaption } from './PlacementGroupCaption';
import { useGroupData } from './placement-group-data.api';
import { usePlacementGroupParam } from './placement-group-param';

/**
 * /placements_groups_data/:id?placement_group=PG: the group's data items on the left, the Add or
 * Edit form on the right. The Add form and plus buttons need the add permission; without the change
 * permission an item opens read-only.
 */
export function PlacementGroupDataPage() {
  const placementGroupId = usePlacementGroupParam();
  const { id, list } = useListEditor({ search: true });
  const group = usePlacementGroup(placementGroupId);
  // Nothing is loaded on the way to the redirect.
  const detail = useGroupData(placementGroupId === null ? null : id);

  if (placementGroupId === null) return <Navigate to="/websites" replace />;

  return (
    <ListEditorPage
      title={t('placementGroupData.title')}
      caption={<PlacementGroupCaption id={placementGroupId} group={group.data} />}
      add="websites.add_placementgroupdata"
      change="websites.change_placementgroupdata"
      list={<GroupDataList placementGroupId={placementGroupId} {...list} />}
      id={id}
      detail={detail}
      // A new item starts in the placement group's format, so the form waits for the group.
      renderNew={() => (
        <DetailState query={group}>
          {(loaded) => <GroupDataEditor data={null} placementGroupId={placementGroupId} groupTypeId={loaded.group_id} />}
        </DetailState>
      )}
      renderEdit={(data, readOnly) => (
        <GroupDataEditor data={data} placementGroupId={placementGroupId} groupTypeId={data.group_id} readOnly={readOnly} />
      )}
    />
  );
}
