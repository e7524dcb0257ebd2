/** A placement group's data items: the Add form, or (with an id) the item's Edit form. */
export const groupDataPath = (placementGroupId: number, id?: number) =>
  `/placements_groups_data${id === undefined ? '' : `/${id}`}?placement_group=${placementGroupId}`;
