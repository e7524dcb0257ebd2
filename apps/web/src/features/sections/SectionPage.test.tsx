import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../test/fixtures';
import { renderUi } from '../../test/render';
import { CredentialsSectionPage, SettingsSectionPage } from './SectionPage';

const links = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('SectionPage', () => {
  it("lists the Credentials pages an admin's menu shows", () => {
    signInAs('admin');
    renderUi(<CredentialsSectionPage />, { path: '/credentials' });
    expect(screen.getByRole('heading', { name: 'Credentials', level: 1 })).toBeTruthy();
    expect(links()).toEqual([
      ['Groups', '/credentials/groups'],
      ['Assignments', '/credentials/assignments'],
      ["API's", '/credentials/api-keys'],
    ]);
  });

  it("lists an account manager's Credentials and Settings pages", () => {
    signInAs('account_manager');
    const { unmount } = renderUi(<CredentialsSectionPage />, { path: '/credentials' });
    expect(links()).toEqual([['Assignments', '/credentials/assignments']]);
    unmount();
    renderUi(<SettingsSectionPage />, { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(links()).toEqual([
      ['Metrics', '/settings/metrics'],
      ["External API's", '/settings/api'],
    ]);
  });
});
