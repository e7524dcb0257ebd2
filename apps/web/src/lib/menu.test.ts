import { describe, expect, it } from 'vitest';
import { credentialsSection, dashboardItem, groupsItem, permissionsItem } from '../test/nav-items';
import { isActivePath, sectionChildren, visibleNavigation, type NavItem } from './menu';

const items: NavItem[] = [
  dashboardItem,
  { label: 'nav.players', to: '/players', adminOnly: true },
  credentialsSection(groupsItem, { label: 'nav.credentialsApiKeys', to: '/credentials/api-keys' }),
];

describe('menu', () => {
  it('shows admin-only items and children to admins only', () => {
    expect(visibleNavigation(items, 'admin')).toEqual(items);
    const forManager = visibleNavigation(items, 'account_manager');
    expect(forManager.map((item) => item.to)).toEqual(['/', '/credentials']);
    expect(forManager[1]?.children?.map((item) => item.to)).toEqual(['/credentials/api-keys']);
  });

  it('shows role-limited items to those roles only, and hides a submenu left empty', () => {
    const menu: NavItem[] = [dashboardItem, credentialsSection(groupsItem, permissionsItem)];
    expect(visibleNavigation(menu, 'developer')[1]?.children?.map((item) => item.to)).toEqual(['/credentials/permissions']);
    expect(visibleNavigation(menu, 'admin')[1]?.children?.map((item) => item.to)).toEqual(['/credentials/groups']);
    expect(visibleNavigation(menu, 'account_manager').map((item) => item.to)).toEqual(['/']);
  });

  it('shows an item of a permission to who holds it, and nothing of it while the permissions are unknown', () => {
    const menu: NavItem[] = [dashboardItem, { label: 'nav.payments', to: '/payments', permission: 'wallets.view_wallet' }];
    expect(visibleNavigation(menu, 'admin', ['wallets.view_wallet']).map((item) => item.to)).toEqual(['/', '/payments']);
    expect(visibleNavigation(menu, 'admin', ['users.view_user']).map((item) => item.to)).toEqual(['/']);
    expect(visibleNavigation(menu, 'admin').map((item) => item.to)).toEqual(['/']);
  });

  it('marks an item active on its page and sub-pages; the dashboard only on /', () => {
    const whitelabel: NavItem = { label: 'whitelabel.title', to: '/whitelabel' };
    expect(isActivePath(whitelabel, '/whitelabel/4')).toBe(true);
    expect(isActivePath(whitelabel, '/Whitelabel')).toBe(true);
    expect(isActivePath(whitelabel, '/whitelabels')).toBe(false);
    expect(isActivePath(dashboardItem, '/profile')).toBe(false);
  });

  it("lists a section's pages as the role's sidebar shows them", () => {
    expect(sectionChildren('/credentials', 'admin', items).map((item) => item.to)).toEqual([
      '/credentials/groups',
      '/credentials/api-keys',
    ]);
    expect(sectionChildren('/credentials', 'account_manager', items).map((item) => item.to)).toEqual(['/credentials/api-keys']);
    expect(sectionChildren('/nowhere', 'admin', items)).toEqual([]);
  });
});
