import { allPermissions, type Permission, type Role } from '@pubdesk/contract';

export { permissionCatalogue, allPermissions, type Permission } from '@pubdesk/contract';

const staffReadOnly: Permission[] = [
  'auth.view_status',
  'auth.impersonate_user',
  'users.view_user',
  'users.view_profile',
  'whitelist.view_whitelist',
  'access.view_permission',
  'access.view_group',
  'access.view_exception',
  'access.view_log',
  'access.view_assignment',
];
/** The permissions and services pages are the developers' (docs/product-rules.md). */
const developerOnly = (p: Permission) => p === 'access.change_permission' || p === 'access.change_service';

const inventoryRead: Permission[] = [
  'websites.view_website',
  'websites.view_grouptype',
  'websites.view_placementgroup',
  'websites.view_tag',
  'shares.view_fillrate',
  'shares.view_share',
];
const tagWrite: Permission[] = ['websites.add_tag', 'websites.change_tag', 'websites.delete_tag'];
/** Websites, their placement groups and tags: what networks run for their own websites too. */
const websiteWrite: Permission[] = [
  'websites.add_website',
  'websites.change_website',
  'websites.add_placementgroup',
  'websites.change_placementgroup',
  ...tagWrite,
];
/** Players on the caller's websites: their parts, and the websites' ad tags and scripts. */
const playerRead: Permission[] = [
  'players.view_player',
  'players.view_adtag',
  'players.view_adscript',
  'players.view_category',
  'players.view_video',
  'players.view_playlist',
];
const playerOperate: Permission[] = [
  ...playerRead,
  'players.add_player',
  'players.change_player',
  'players.add_adtag',
  'players.change_adtag',
  'players.delete_adtag',
  'players.add_adscript',
  'players.change_adscript',
  'players.delete_adscript',
  'players.add_video',
  'players.change_video',
  'players.delete_video',
  'players.add_playlist',
  'players.change_playlist',
  'players.delete_playlist',
];
const inventoryOperate: Permission[] = [
  ...inventoryRead,
  ...websiteWrite,
  'shares.add_fillrate',
  'shares.delete_fillrate',
  'shares.add_share',
  'shares.delete_share',
];
const pmp = (p: Permission) => p.endsWith('_pmpshare');

const dataRead: Permission[] = ['websites.view_placementgroupdata', 'settings.view_metric', 'statistics.view_statistic'];
const dataOperate: Permission[] = [
  ...dataRead,
  'websites.add_placementgroupdata',
  'websites.change_placementgroupdata',
  'websites.delete_placementgroupdata',
  'statistics.add_statistic',
  'statistics.change_statistic',
  'statistics.delete_statistic',
];
const demandRead: Permission[] = ['demand.view_supplier', 'demand.view_suppliershare', 'demand.view_ad', 'settings.view_externalapi'];
/** Ad operations run the demand side day to day; credentials and metrics stay with admins. */
const demandOperate: Permission[] = [
  ...demandRead,
  'demand.add_supplier',
  'demand.change_supplier',
  'demand.add_suppliershare',
  'demand.delete_suppliershare',
  'demand.add_ad',
  'demand.delete_ad',
];

/**
 * What anyone may do to their own user row, profile and bank account, as codenames. A session
 * needs none of them for its own records; an API key limited to some codenames needs them on its
 * list, and may carry them although its user lacks them, since they then reach only that user's
 * own records. Changing a bank account is not among them: payout details are never changed
 * through a key (docs/decisions.md).
 */
export const ownRecordPermissions: readonly Permission[] = [
  'users.view_user',
  'users.view_profile',
  'users.change_profile',
  'users.view_bankaccount',
];

/**
 * What each role may do before groups and exceptions. What anyone may touch of their own
 * (profile, bank account, password) is decided by ownership in the service, not by a codename.
 */
export const roleDefaults: Record<Role, readonly Permission[]> = {
  admin: allPermissions.filter((p) => !developerOnly(p)),
  // PMP shares are the admin's alone (docs/product-rules.md).
  organization: allPermissions.filter((p) => p !== 'mail.view_outbox' && !pmp(p) && !developerOnly(p)),
  developer: allPermissions.filter((p) => !pmp(p)),
  account_manager: [...staffReadOnly, ...inventoryOperate, ...playerOperate, ...dataOperate, ...demandRead],
  ad_operation: [...staffReadOnly, ...inventoryOperate, ...playerOperate, ...dataOperate, ...demandOperate],
  // Networks and publishers see their own inventory (row scope in each service); networks
  // also run their websites' placement groups and tags, and see their data items. Demand
  // sources and settings are staff-only.
  // Both reach their own websites' players (the Players menu item stays the admin's on screen):
  // networks run them; publishers see them (status and serving are the network's and staff's).
  network: [
    ...inventoryRead,
    'access.view_assignment',
    'websites.view_placementgroupdata',
    'statistics.view_statistic',
    ...websiteWrite,
    ...playerOperate,
  ],
  publisher: [...inventoryRead, 'access.view_assignment', 'statistics.view_statistic', ...tagWrite, ...playerRead],
  pre_activation: [],
};

/** The role's defaults alone; `resolver.ts` adds groups and exceptions. */
export function effectivePermissions(role: Role): ReadonlySet<Permission> {
  return roleSets[role];
}

const isPermission = (codename: string): codename is Permission => (allPermissions as string[]).includes(codename);

/**
 * docs/product-rules.md: the role's defaults, plus the groups' permissions, then the exceptions: grant
 * adds, deny removes, and deny wins over every other source.
 */
export function combinePermissions(
  role: Role,
  fromGroups: Iterable<string>,
  grants: Iterable<string>,
  denies: Iterable<string>,
): Set<Permission> {
  const result = new Set<Permission>(roleDefaults[role]);
  for (const codename of [...fromGroups, ...grants]) if (isPermission(codename)) result.add(codename);
  for (const codename of denies) if (isPermission(codename)) result.delete(codename);
  return result;
}

const roleSets = Object.fromEntries(Object.entries(roleDefaults).map(([role, perms]) => [role, new Set(perms)])) as unknown as Record<
  Role,
  ReadonlySet<Permission>
>;
