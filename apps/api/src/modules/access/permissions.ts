import type { Role } from '@pubdesk/contract';

/**
 * Permission codenames, `<service>.<action>_<model>` as in Django, grouped by service.
 * Each module lists the codenames its routes need here; docs/permissions.md is the table.
 */
export const permissionCatalogue = {
  auth: ['view_status'],
  users: ['view_user', 'add_user', 'change_user', 'delete_user', 'view_profile', 'change_profile', 'view_bankaccount', 'change_bankaccount'],
  whitelist: ['view_whitelist', 'add_whitelist', 'change_whitelist', 'delete_whitelist'],
  mail: ['view_outbox'],
} as const;

type Catalogue = typeof permissionCatalogue;
export type Permission = {
  [S in keyof Catalogue]: `${S}.${Catalogue[S][number]}`;
}[keyof Catalogue];

export const allPermissions: Permission[] = Object.entries(permissionCatalogue).flatMap(([service, actions]) =>
  actions.map((action) => `${service}.${action}` as Permission),
);

const staffReadOnly: Permission[] = ['auth.view_status', 'users.view_user', 'users.view_profile', 'whitelist.view_whitelist'];

/**
 * What each role may do before groups and exceptions. Networks, publishers and new sign-ups get
 * nothing here: what they may touch of their own (profile, bank account, password) is decided by
 * ownership in the service, not by a codename.
 */
export const roleDefaults: Record<Role, readonly Permission[]> = {
  admin: allPermissions,
  organization: allPermissions.filter((p) => p !== 'mail.view_outbox'),
  developer: allPermissions,
  account_manager: staffReadOnly,
  ad_operation: staffReadOnly,
  network: [],
  publisher: [],
  pre_activation: [],
};

export function effectivePermissions(role: Role): ReadonlySet<Permission> {
  return roleSets[role];
}

const roleSets = Object.fromEntries(
  Object.entries(roleDefaults).map(([role, perms]) => [role, new Set(perms)]),
) as unknown as Record<Role, ReadonlySet<Permission>>;
