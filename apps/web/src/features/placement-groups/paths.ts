/** A website's placement groups: the Add form, or (with an id) the group's Edit form and report. */
export const placementGroupPath = (websiteId: number, id?: number) =>
  `/placements_groups${id === undefined ? '' : `/${id}`}?website=${websiteId}`;
