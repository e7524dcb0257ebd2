import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MenuContext, type NavItem } from '../../lib/menu';
import { signInAs } from '../../test/fixtures';
import { credentialsSection, dashboardItem, groupsItem, permissionsItem } from '../../test/nav-items';
import { renderUi } from '../../test/render';
import { CredentialsSectionPage, SettingsSectionPage } from './SectionPage';

/** A sidebar as the frame provides it (app/navigation.ts builds the console's from the features). */
const menu: NavItem[] = [
  dashboardItem,
  credentialsSection(
    groupsItem,
    { label: 'assignments.title', to: '/credentials/assignments' },
    { label: 'nav.credentialsApiKeys', to: '/credentials/api-keys', adminOnly: true },
    permissionsItem,
  ),
  {
    label: 'nav.settings',
    to: '/settings',
    children: [
      { label: 'metrics.title', to: '/settings/metrics' },
      { label: 'externalApis.title', to: '/settings/api' },
      { label: 'fxRates.title', to: '/settings/fx-rates', adminOnly: true },
      { label: 'twoFactor.settings.title', to: '/settings/security', permission: 'settings.view_securitysetting' },
    ],
  },
];

const inFrame = (page: ReactElement) => <MenuContext.Provider value={menu}>{page}</MenuContext.Provider>;

const links = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SectionPage', () => {
  it("lists the Credentials pages an admin's menu shows", () => {
    signInAs('admin');
    renderUi(inFrame(<CredentialsSectionPage />), { path: '/credentials' });
    expect(screen.getByRole('heading', { name: 'Credentials', level: 1 })).toBeTruthy();
    expect(links()).toEqual([
      ['Groups', '/credentials/groups'],
      ['Assignments', '/credentials/assignments'],
      ["API's", '/credentials/api-keys'],
    ]);
  });

  it("lists an account manager's Credentials and Settings pages", () => {
    signInAs('account_manager');
    const { unmount } = renderUi(inFrame(<CredentialsSectionPage />), { path: '/credentials' });
    expect(links()).toEqual([['Assignments', '/credentials/assignments']]);
    unmount();
    renderUi(inFrame(<SettingsSectionPage />), { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(links()).toEqual([
      ['Metrics', '/settings/metrics'],
      ["External API's", '/settings/api'],
    ]);
  });

  it('lists a page of a permission for who holds it, as the sidebar does', async () => {
    signInAs('developer', 1, ['settings.view_securitysetting']);
    renderUi(inFrame(<SettingsSectionPage />), { path: '/settings' });
    expect(await screen.findByRole('link', { name: 'Security' })).toBeTruthy();
    expect(links()).toEqual([
      ['Metrics', '/settings/metrics'],
      ["External API's", '/settings/api'],
      ['Security', '/settings/security'],
    ]);
  });
});
