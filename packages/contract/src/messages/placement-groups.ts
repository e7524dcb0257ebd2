/** Texts of a website's placement groups screen, its row menu and toolbar. */
export const placementGroupsMessages = {
  title: 'Placement groups',
  empty: 'No placement groups for this website',
  newEntry: 'New placement group',
  siteReport: 'Site Report',
  toolbar: 'Placement group tools',
  /** A network moving a placement group that has data items (staff's, with their demand sources) to another website. */
  moveByStaff: 'Only the platform team can move a placement group that has data items to another website.',
} as const;
