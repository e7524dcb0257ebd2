import type { ComponentType } from 'react';
import {
  IconAdjustments,
  IconBuildingStore,
  IconGauge,
  IconKey,
  IconPlayerPlay,
  IconReportAnalytics,
  IconSearch,
  IconUserCircle,
  IconUsers,
  IconWallet,
  IconWorld,
  IconWorldWww,
} from '@tabler/icons-react';
import type { Permission, Role } from '@pubdesk/contract';
import type { MessageKey } from '../lib/i18n';

/** One sidebar entry. Screens add themselves here in one line each. */
export interface NavItem {
  label: MessageKey;
  /** Path it opens; for a parent with children, the prefix its children share. */
  to: string;
  icon?: ComponentType<{ size?: number; stroke?: number }>;
  /** Only admins see it. */
  adminOnly?: boolean;
  /** Only these roles see it. */
  roles?: Role[];
  /** Only who holds this permission sees it (as GET /auth/permissions/ answers). */
  permission?: Permission;
  children?: NavItem[];
}

export const navigation: NavItem[] = [
  { label: 'dashboard.title', to: '/', icon: IconGauge },
  // The statistics search and the report cards.
  { label: 'common.search', to: '/search', icon: IconSearch },
  { label: 'nav.reports', to: '/reports', icon: IconReportAnalytics },
  {
    label: 'websites.title',
    to: '/websites',
    icon: IconWorld,
    children: [
      { label: 'nav.websitesList', to: '/websites' },
      { label: 'groupTypes.title', to: '/groups_types' },
    ],
  },
  // Admin only in the sidebar (spec section 6); networks and publishers reach their players from their websites.
  { label: 'nav.players', to: '/players', icon: IconPlayerPlay, adminOnly: true },
  { label: 'users.title', to: '/users', icon: IconUsers },
  { label: 'suppliers.title', to: '/demand_sources', icon: IconBuildingStore },
  { label: 'whitelabel.title', to: '/whitelabel', icon: IconWorldWww },
  { label: 'nav.payments', to: '/payments', icon: IconWallet, permission: 'wallets.view_wallet' },
  { label: 'users.profile.title', to: '/profile', icon: IconUserCircle },
  {
    label: 'nav.credentials',
    to: '/credentials',
    icon: IconKey,
    children: [
      { label: 'access.groups', to: '/credentials/groups', adminOnly: true },
      { label: 'assignments.title', to: '/credentials/assignments' },
      { label: 'nav.credentialsApiKeys', to: '/credentials/api-keys', adminOnly: true },
      // The developers' pages (docs/product-rules.md); everyone else would read 'Developer only access'.
      { label: 'access.permissions', to: '/credentials/permissions', roles: ['developer'] },
      { label: 'access.services', to: '/credentials/services', roles: ['developer'] },
    ],
  },
  {
    label: 'nav.settings',
    to: '/settings',
    icon: IconAdjustments,
    children: [
      { label: 'metrics.title', to: '/settings/metrics' },
      { label: 'externalApis.title', to: '/settings/api' },
      // Admin only in the sidebar, like Groups and API's (organizations and developers hold the permission too).
      { label: 'fxRates.title', to: '/settings/fx-rates', adminOnly: true },
    ],
  },
];

/**
 * The items a role sees: admin-only items and children are dropped for everyone else, items of a
 * permission for who does not hold it (or while the permissions load), and emptied submenus.
 */
export function visibleNavigation(items: NavItem[], role: Role, permissions: readonly string[] = []): NavItem[] {
  return (
    items
      .filter((item) => (!item.adminOnly || role === 'admin') && (!item.roles || item.roles.includes(role)))
      .filter((item) => !item.permission || permissions.includes(item.permission))
      .map((item) => (item.children ? { ...item, children: visibleNavigation(item.children, role, permissions) } : item))
      // A submenu whose children are all hidden is hidden too.
      .filter((item) => !item.children || item.children.length > 0)
  );
}

/** Whether `pathname` is the item's page or one of its sub-pages ('/' only matches itself). */
export function isActivePath(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const to = item.to.toLowerCase();
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

/** The label of the item whose path is exactly `path`, searching children too. */
export function navLabelFor(path: string, items: NavItem[] = navigation): MessageKey | null {
  for (const item of items) {
    if (item.to.toLowerCase() === path.toLowerCase()) return item.label;
    const child = item.children ? navLabelFor(path, item.children) : null;
    if (child) return child;
  }
  return null;
}

/** The sub-pages of the section at `path` (/credentials, /settings) that `role` sees in the sidebar. */
export function sectionChildren(path: string, role: Role, items: NavItem[] = navigation): NavItem[] {
  const section = visibleNavigation(items, role).find((item) => item.to.toLowerCase() === path.toLowerCase());
  return section?.children ?? [];
}
