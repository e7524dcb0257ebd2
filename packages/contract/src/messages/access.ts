/*
 * Texts of the access screens (/credentials: permission groups, permissions, services) and of
 * what a signed-in user may not do: screens, panels and forms they may only read.
 */
export const accessMessages = {
  developerOnly: 'Developer only access',
  // What a user may not do
  noAccessTitle: 'No access',
  noAccessText: 'Your account does not have permission to open this page. Ask an administrator if you need it.',
  noAccessPanel: 'Your account does not have permission to see this.',
  readOnly: 'You can view this record but not change it.',
  /** A section's own page (/credentials, /settings): the screens under it. */
  sectionIntro: 'Choose a page of this section.',
  sectionEmpty: 'There is nothing in this section for your account.',
  /** The status radio of a record whose status the radios cannot set (pending). */
  statusShownOnly: '{status} is set by the platform; choose Active or Suspended to change it.',
  // The permissions update (groups, a user's groups), worded as shipped
  updated: 'Successfuly updated.',
  updateFailed: 'Failed to updated.',
  // Groups (/credentials/groups)
  groups: 'Groups',
  groupsEmpty: 'No groups yet',
  addGroup: 'Add Group',
  editGroup: 'Edit Group',
  newGroup: 'New group',
  permissions: 'Permissions',
  permissionCount: '{count} permissions',
  searchPermissions: 'Search permissions',
  selectedCount: '{count} selected',
  noPermissions: 'No permissions found',
  selectService: 'All of {service}',
  cannotGive: 'you cannot give a permission you do not have',
  // Permissions (/credentials/permissions)
  codename: 'Codename',
  permissionNameLabel: 'Name of {codename}',
  saveLabel: 'Save {name}',
  // Services (/credentials/services)
  services: 'Services',
  servicesEmpty: 'No services',
  service: 'Service',
  description: 'Description',
  descriptionLabel: 'Description of {service}',
} as const;
