import { defineFeature } from '../../lib/feature';

/** Permission groups, and the developers' permissions and services pages. */
export const accessFeature = defineFeature({
  name: 'access',
  routes: [
    {
      path: 'credentials/groups',
      screen: () => import('./GroupsPage').then((m) => m.GroupsPage),
      permission: 'access.view_group',
      crumb: 'access.groups',
    },
    // Permissions and services say 'Developer only access' themselves (docs/product-rules.md).
    {
      path: 'credentials/permissions',
      screen: () => import('./PermissionsPage').then((m) => m.PermissionsPage),
      crumb: 'access.permissions',
    },
    { path: 'credentials/services', screen: () => import('./ServicesPage').then((m) => m.ServicesPage), crumb: 'access.services' },
  ],
  menu: [
    { label: 'access.groups', to: '/credentials/groups', section: 'credentials', order: 10, adminOnly: true },
    // The developers' pages (docs/product-rules.md); everyone else would read 'Developer only access'.
    { label: 'access.permissions', to: '/credentials/permissions', section: 'credentials', order: 40, roles: ['developer'] },
    { label: 'access.services', to: '/credentials/services', section: 'credentials', order: 50, roles: ['developer'] },
  ],
});
