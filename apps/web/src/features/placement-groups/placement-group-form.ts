import type { BodyIn, PlacementGroup, placementGroupEndpoints } from '@pubdesk/contract';

export type PlacementGroupStatus = PlacementGroup['status'];

/** The form's values: the group type select holds its id as text ('' for none). */
export interface PlacementGroupFormValues {
  name: string;
  group_id: string;
  status: PlacementGroupStatus;
}

/** The body of a create or update: a group id of null (none chosen) is sent for the server to name the field. */
export type PlacementGroupInput = Required<BodyIn<typeof placementGroupEndpoints.create>>;

export const emptyPlacementGroupForm: PlacementGroupFormValues = { name: '', group_id: '', status: 'active' };

export function formFromPlacementGroup(group: PlacementGroup): PlacementGroupFormValues {
  return { name: group.name, group_id: String(group.group_id), status: group.status };
}

export function payloadFromForm(values: PlacementGroupFormValues, websiteId: number): PlacementGroupInput {
  return {
    name: values.name.trim(),
    group_id: values.group_id ? Number(values.group_id) : null,
    website_id: websiteId,
    status: values.status,
  };
}
