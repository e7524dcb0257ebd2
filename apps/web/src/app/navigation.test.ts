import { describe, expect, it } from 'vitest';
import { IconKey } from '@tabler/icons-react';
import { defineFeature } from '../lib/feature';
import { sectionChildren, visibleNavigation } from '../lib/menu';
import { buildNavigation, navigation } from './navigation';

const paths = (items: { to: string }[]) => items.map((item) => item.to);

describe('the sidebar built from the features', () => {
  it('keeps the console menu: its entries, sections and order', () => {
    expect(paths(navigation)).toEqual([
      '/',
      '/search',
      '/reports',
      '/websites',
      '/players',
      '/users',
      '/demand_sources',
      '/whitelabel',
      '/payments',
      '/tickets',
      '/profile',
      '/credentials',
      '/settings',
    ]);
    const children = (to: string) => paths(navigation.find((item) => item.to === to)?.children ?? []);
    expect(children('/websites')).toEqual(['/websites', '/groups_types']);
    expect(children('/credentials')).toEqual([
      '/credentials/groups',
      '/credentials/assignments',
      '/credentials/api-keys',
      '/credentials/permissions',
      '/credentials/services',
    ]);
    expect(children('/settings')).toEqual(['/settings/metrics', '/settings/api', '/settings/fx-rates', '/settings/security']);
    expect(navigation.find((item) => item.to === '/settings')?.children?.at(-1)?.permission).toBe('settings.view_securitysetting');
  });

  it('has Payments in the menu after Whitelabel, for who may view wallets', () => {
    const order = paths(navigation);
    expect(order.indexOf('/payments')).toBe(order.indexOf('/whitelabel') + 1);
    expect(navigation.find((item) => item.to === '/payments')?.permission).toBe('wallets.view_wallet');
  });

  it('has Support in the menu after Payments, for who sees the ticket queue', () => {
    const order = paths(navigation);
    expect(order.indexOf('/tickets')).toBe(order.indexOf('/payments') + 1);
    expect(navigation.find((item) => item.to === '/tickets')?.permission).toBe('tickets.view_ticket');
  });

  it('shows each role what it saw before: players to admins, the developers their pages', () => {
    expect(paths(visibleNavigation(navigation, 'account_manager'))).not.toContain('/players');
    expect(paths(visibleNavigation(navigation, 'admin'))).toContain('/players');
    expect(paths(sectionChildren('/credentials', 'developer', navigation))).toEqual([
      '/credentials/assignments',
      '/credentials/permissions',
      '/credentials/services',
    ]);
  });

  it("lists a section's pages as the role's sidebar shows them", () => {
    expect(paths(sectionChildren('/settings', 'account_manager', navigation))).toEqual(['/settings/metrics', '/settings/api']);
    expect(paths(sectionChildren('/credentials', 'account_manager', navigation))).toEqual(['/credentials/assignments']);
  });

  it('sorts entries by their order whichever feature declares them, and refuses an unknown section', () => {
    const built = buildNavigation([
      defineFeature({ name: 'b', menu: [{ label: 'nav.reports', to: '/b', order: 20, section: 's' }] }),
      defineFeature({
        name: 'a',
        sections: [{ id: 's', label: 'nav.credentials', to: '/s', order: 5, icon: IconKey }],
        menu: [
          { label: 'nav.payments', to: '/a', order: 10, section: 's' },
          { label: 'dashboard.title', to: '/', order: 1 },
        ],
      }),
    ]);
    expect(paths(built)).toEqual(['/', '/s']);
    expect(paths(built[1]?.children ?? [])).toEqual(['/a', '/b']);
    expect(() =>
      buildNavigation([defineFeature({ name: 'c', menu: [{ label: 'nav.reports', to: '/c', order: 1, section: 'nowhere' }] })]),
    ).toThrow(/nowhere/);
  });
});
