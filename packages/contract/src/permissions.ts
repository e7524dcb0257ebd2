/**
 * Permission codenames, `<service>.<action>_<model>` as in Django, grouped by service. They live
 * in the contract so that endpoint declarations and the console's `useCan` are typed by them;
 * docs/permissions.md is the table of who holds which.
 */
export const permissionCatalogue = {
  auth: ['view_status', 'impersonate_user'],
  users: [
    'view_user',
    'add_user',
    'change_user',
    'delete_user',
    'view_profile',
    'change_profile',
    'view_bankaccount',
    'change_bankaccount',
  ],
  whitelist: ['view_whitelist', 'add_whitelist', 'change_whitelist', 'delete_whitelist'],
  mail: ['view_outbox'],
  websites: [
    'view_website',
    'add_website',
    'change_website',
    'delete_website',
    'view_grouptype',
    'add_grouptype',
    'change_grouptype',
    'delete_grouptype',
    'view_placementgroup',
    'add_placementgroup',
    'change_placementgroup',
    'delete_placementgroup',
    'view_tag',
    'add_tag',
    'change_tag',
    'delete_tag',
    'view_placementgroupdata',
    'add_placementgroupdata',
    'change_placementgroupdata',
    'delete_placementgroupdata',
  ],
  shares: [
    'view_fillrate',
    'add_fillrate',
    'delete_fillrate',
    'view_share',
    'add_share',
    'delete_share',
    'view_pmpshare',
    'add_pmpshare',
    'delete_pmpshare',
  ],
  demand: [
    'view_supplier',
    'add_supplier',
    'change_supplier',
    'delete_supplier',
    'view_suppliershare',
    'add_suppliershare',
    'delete_suppliershare',
    'view_ad',
    'add_ad',
    'delete_ad',
  ],
  players: [
    'view_player',
    'add_player',
    'change_player',
    'view_adtag',
    'add_adtag',
    'change_adtag',
    'delete_adtag',
    'view_adscript',
    'add_adscript',
    'change_adscript',
    'delete_adscript',
    'view_category',
    'add_category',
    'change_category',
    'view_video',
    'add_video',
    'change_video',
    'delete_video',
    'view_playlist',
    'add_playlist',
    'change_playlist',
    'delete_playlist',
  ],
  statistics: ['view_statistic', 'add_statistic', 'change_statistic', 'delete_statistic'],
  wallets: ['view_wallet', 'view_invoice', 'add_invoice', 'change_invoice'],
  settings: [
    'view_metric',
    'add_metric',
    'change_metric',
    'view_externalapi',
    'add_externalapi',
    'change_externalapi',
    'view_fxrate',
    'add_fxrate',
    'change_fxrate',
    'delete_fxrate',
  ],
  access: [
    'view_permission',
    'change_permission',
    'view_service',
    'change_service',
    'view_group',
    'add_group',
    'change_group',
    'delete_group',
    'view_exception',
    'add_exception',
    'delete_exception',
    'view_log',
    'view_assignment',
    'add_assignment',
    'change_assignment',
    'delete_assignment',
    'view_apikey',
    'add_apikey',
    'change_apikey',
    'delete_apikey',
  ],
} as const;

type Catalogue = typeof permissionCatalogue;
export type Permission = {
  [S in keyof Catalogue]: `${S}.${Catalogue[S][number]}`;
}[keyof Catalogue];

type CrudAction = 'view' | 'add' | 'change' | 'delete';
/** A model's four codenames in the catalogue's order: crudPermissions('websites', 'tag') is websites.view_tag ... websites.delete_tag. */
export const crudPermissions = <const S extends string, const M extends string>(service: S, model: M) =>
  (['view', 'add', 'change', 'delete'] as const).map((action) => `${service}.${action}_${model}` as `${S}.${CrudAction}_${M}`);

export const allPermissions: Permission[] = Object.entries(permissionCatalogue).flatMap(([service, actions]) =>
  actions.map((action) => `${service}.${action}` as Permission),
);
