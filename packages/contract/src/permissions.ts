type CrudAction = 'view' | 'add' | 'change' | 'delete';

/** A model's four actions in the catalogue's order: crudActions('tag') is view_tag, add_tag, change_tag, delete_tag. */
const crudActions = <const M extends string>(model: M) =>
  [`view_${model}`, `add_${model}`, `change_${model}`, `delete_${model}`] as const satisfies readonly `${CrudAction}_${M}`[];

/**
 * Permission codenames, `<service>.<action>_<model>` as in Django, grouped by service. They live
 * in the contract so that endpoint declarations and the console's `useCan` are typed by them;
 * docs/permissions.md is the table of who holds which.
 */
export const permissionCatalogue = {
  auth: ['view_status', 'impersonate_user'],
  users: [...crudActions('user'), 'view_profile', 'change_profile', 'view_bankaccount', 'change_bankaccount'],
  whitelist: crudActions('whitelist'),
  mail: ['view_outbox'],
  websites: [
    ...crudActions('website'),
    ...crudActions('grouptype'),
    ...crudActions('placementgroup'),
    ...crudActions('tag'),
    ...crudActions('placementgroupdata'),
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
  demand: [...crudActions('supplier'), 'view_suppliershare', 'add_suppliershare', 'delete_suppliershare', 'view_ad', 'add_ad', 'delete_ad'],
  players: [
    'view_player',
    'add_player',
    'change_player',
    ...crudActions('adtag'),
    ...crudActions('adscript'),
    'view_category',
    'add_category',
    'change_category',
    ...crudActions('video'),
    ...crudActions('playlist'),
  ],
  statistics: ['view_statistic', 'add_statistic', 'change_statistic', 'delete_statistic'],
  wallets: ['view_wallet', 'view_invoice', 'add_invoice', 'change_invoice'],
  /** The support queue: view_ticket sees others' tickets, change_ticket answers them (anyone opens their own). */
  tickets: ['view_ticket', 'change_ticket'],
  settings: [
    'view_metric',
    'add_metric',
    'change_metric',
    'view_externalapi',
    'add_externalapi',
    'change_externalapi',
    ...crudActions('fxrate'),
    /** Security: which roles must use two-factor sign-in. */
    'view_securitysetting',
    'change_securitysetting',
  ],
  access: [
    'view_permission',
    'change_permission',
    'view_service',
    'change_service',
    ...crudActions('group'),
    'view_exception',
    'add_exception',
    'delete_exception',
    'view_log',
    ...crudActions('assignment'),
    ...crudActions('apikey'),
  ],
} as const;

type Catalogue = typeof permissionCatalogue;
export type Permission = {
  [S in keyof Catalogue]: `${S}.${Catalogue[S][number]}`;
}[keyof Catalogue];

/** A model's four codenames in the catalogue's order: crudPermissions('websites', 'tag') is websites.view_tag ... websites.delete_tag. */
export const crudPermissions = <const S extends string, const M extends string>(service: S, model: M) =>
  (['view', 'add', 'change', 'delete'] as const).map((action) => `${service}.${action}_${model}` as `${S}.${CrudAction}_${M}`);

export const allPermissions: Permission[] = Object.entries(permissionCatalogue).flatMap(([service, actions]) =>
  actions.map((action) => `${service}.${action}` as Permission),
);
