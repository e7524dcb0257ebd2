/** Texts of the group types screen (/groups_types) and of the group type select on other screens. */
export const groupTypesMessages = {
  title: 'Groups Types',
  listTitle: 'Group types',
  empty: 'No group types yet',
  systemDefault: 'System Default',
  systemDefaultTip: 'system default will be available for network accounts to see',
  newEntry: 'New group type',
  // The select of a group type (ad format) on placement groups, shares and fill rates
  group: 'Group',
  groupPlaceholder: 'Select a group',
  noGroup: 'No group types',
} as const;
