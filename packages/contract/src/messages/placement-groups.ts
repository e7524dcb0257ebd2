/** Texts of a website's placement groups screen, its row menu and toolbar. */
export const placementGroupsMessages = {
  title: 'Placement groups',
  empty: 'No placement groups for this website',
  newEntry: 'New placement group',
  siteReport: 'Site Report',
  toolbar: 'Placement group tools',
} as const;
