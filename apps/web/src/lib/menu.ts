import { createContext, useContext } from 'react';
import type { Role } from '@pubdesk/contract';
import type { MessageKey } from '@pubdesk/ui/i18n';
import type { MenuAudience, MenuIcon } from './feature';

/** One item of the built sidebar: a link, or a section with its links. */
export interface NavItem extends MenuAudience {
  label: MessageKey;
  /** Path it opens; for a parent with children, the prefix its children share. */
  to: string;
  icon?: MenuIcon;
  children?: NavItem[];
}

/**
 * The items a role sees: admin-only items and children are dropped for everyone else, items of a
 * permission for who does not hold it (or while the permissions load), and emptied submenus.
 */
export function visibleNavigation(items: readonly NavItem[], role: Role, permissions: readonly string[] = []): NavItem[] {
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

/** The sub-pages of the section at `path` (/credentials, /settings) that `role` (holding `permissions`) sees in the sidebar. */
export function sectionChildren(path: string, role: Role, items: readonly NavItem[], permissions: readonly string[] = []): NavItem[] {
  const section = visibleNavigation(items, role, permissions).find((item) => item.to.toLowerCase() === path.toLowerCase());
  return section?.children ?? [];
}

/**
 * The console's sidebar, as the app built it from the features (app/navigation.ts); the frame
 * provides it, so a screen that lists a section's pages needs no import of the app.
 */
export const MenuContext = createContext<readonly NavItem[]>([]);

export function useMenu(): readonly NavItem[] {
  return useContext(MenuContext);
}
