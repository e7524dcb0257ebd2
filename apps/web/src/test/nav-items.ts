import type { NavItem } from '../lib/menu';

/** Sidebar entries that the menu's tests and the section pages' tests build their sidebars from. */

export const dashboardItem: NavItem = { label: 'dashboard.title', to: '/' };

/** Groups: an admin's page. */
export const groupsItem: NavItem = { label: 'access.groups', to: '/credentials/groups', adminOnly: true };

/** Permissions: a developer's page. */
export const permissionsItem: NavItem = { label: 'access.permissions', to: '/credentials/permissions', roles: ['developer'] };

/** The Credentials section with these pages. */
export function credentialsSection(...children: NavItem[]): NavItem {
  return { label: 'nav.credentials', to: '/credentials', children };
}
