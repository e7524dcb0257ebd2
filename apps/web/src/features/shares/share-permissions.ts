import { fillRateEndpoints, shareEndpoints, type Permission, type ShareType } from '@pubdesk/contract';

/** The codenames that list, add and delete an entry of a share panel (docs/permissions.md). */
export interface EntryPermissions {
  view: Permission;
  add: Permission;
  delete: Permission;
}

interface EntryEndpoints {
  list: { access: { permission: Permission } };
  create: { access: { permission: Permission } };
  remove: { access: { permission: Permission } };
}

/** What the API checks for the panel's list, add and delete, read from the endpoint declarations. */
const permissionsOf = ({ list, create, remove }: EntryEndpoints): EntryPermissions => ({
  view: list.access.permission,
  add: create.access.permission,
  delete: remove.access.permission,
});

/** PMP shares have their own (admins' by default); the platform and network shares share one set. */
export const sharePermissions: Record<ShareType, EntryPermissions> = {
  platform: permissionsOf(shareEndpoints.platform),
  network: permissionsOf(shareEndpoints.network),
  pmp: permissionsOf(shareEndpoints.pmp),
};

export const fillRatePermissions: EntryPermissions = permissionsOf(fillRateEndpoints);
