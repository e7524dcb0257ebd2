import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import type { Profile, Role, User } from '@pubdesk/contract';
import { authStore } from '@pubdesk/ui/auth';
import { NotificationsHost, opsNotifications } from '@pubdesk/ui/notify';
import { listOf, person, signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { UserPage } from './UserPage';

afterEach(() => {
  authStore.signOut();
  notifications.clean(opsNotifications);
});

const profileOf = (user: User): Profile => ({
  id: user.id,
  user: user.id,
  user_role: user.role,
  groups: [],
  image: null,
  phone_number: '',
  address: '',
  city: 'Lyon',
  state: '',
  country: 'FR',
  is_verified: true,
  additional: {},
  created_at: '2025-01-01T00:00:00Z',
});

/** The user screen of a user of `role` (id 7), and every request it sent. */
function openUser(role: Role, patch: (url: string) => { status: number; body?: unknown } = () => ({ status: 200 })) {
  const user = person(7, `${role}7`, 'Alex', 'Martin', role);
  const fetch = fakeFetch((url, init) => {
    if (init.method === 'PATCH' || init.method === 'POST') return patch(url);
    if (url.includes('/users/7/2fa/')) return { status: 200, body: { enabled: true, enabled_at: '2026-01-02T10:00:00Z' } };
    if (url.includes('/users/7/')) return { status: 200, body: user };
    if (url.includes('/profiles/7/')) return { status: 200, body: profileOf(user) };
    return { status: 200, body: listOf([]) };
  });
  vi.stubGlobal('fetch', fetch.fn);
  renderUi(
    <>
      <Routes>
        <Route path="/users/:id" element={<UserPage />} />
      </Routes>
      <NotificationsHost />
    </>,
    { path: '/users/7' },
  );
  return fetch;
}

const actions = () => screen.findByRole('group', { name: 'User actions' });
const staffReadOnly = [
  'users.view_user',
  'users.view_profile',
  'auth.impersonate_user',
  'access.view_group',
  'access.view_exception',
  'access.view_log',
  'access.view_assignment',
];
const admin = [
  ...staffReadOnly,
  'users.change_user',
  'users.change_profile',
  'users.view_bankaccount',
  'users.change_bankaccount',
  'access.add_exception',
  'access.delete_exception',
  'access.view_apikey',
];

describe('UserPage header', () => {
  it("answers Impersonate on a staff user with 'Publishers and Networks only' and asks the server nothing", async () => {
    signInAs('admin', 1, admin);
    const fetch = openUser('account_manager');

    const impersonate = await within(await actions()).findByRole<HTMLButtonElement>('button', { name: 'Impersonate' });
    expect(impersonate.disabled).toBe(false);
    fireEvent.click(impersonate);

    expect(await screen.findByText('Publishers and Networks only')).toBeTruthy();
    expect(fetch.calls.some((call) => call.url.includes('/impersonation/'))).toBe(false);
  });

  it('shows an account manager no Suspend or Verify buttons, which the server would refuse', async () => {
    signInAs('account_manager', 1, staffReadOnly);
    openUser('publisher');

    const group = await actions();
    expect(await within(group).findByRole('button', { name: 'Impersonate' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Suspend User' })).toBeNull();
    expect(within(group).queryByRole('button', { name: 'Unverify User' })).toBeNull();
  });

  it("shows the server's reason when a Suspend is refused anyway", async () => {
    signInAs('organization', 1, admin);
    openUser('publisher', () => ({ status: 403, body: { detail: 'Only an admin can change an admin.' } }));

    fireEvent.click(await within(await actions()).findByRole('button', { name: 'Suspend User' }));
    expect(await screen.findByText('Only an admin can change an admin.')).toBeTruthy();
    expect(screen.getByText('Operation failed')).toBeTruthy();
  });
});

describe('UserPage tabs', () => {
  it('offers an account manager only the tabs it may open, and the user info read-only', async () => {
    signInAs('account_manager', 1, staffReadOnly);
    openUser('publisher');

    const tabs = await screen.findByRole('tablist', { name: 'User sections' });
    // The tabs follow the permissions once they have arrived.
    await vi.waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['User info', 'Permissions', 'Assignments', 'Logs', 'Additional']),
    );
    const info = screen.getByRole('region', { name: 'User info' });
    expect(within(info).getByText('You can view this record but not change it.')).toBeTruthy();
    expect(within(info).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).toBeNull();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Permissions' }));
    expect(await screen.findByRole('region', { name: 'Exceptions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add exception' })).toBeNull();
  });

  it('offers an admin every tab', async () => {
    signInAs('admin', 1, admin);
    openUser('publisher');

    const tabs = await screen.findByRole('tablist', { name: 'User sections' });
    await vi.waitFor(() => expect(within(tabs).getAllByRole('tab')).toHaveLength(8));
  });
});

describe('UserPage two-factor authentication', () => {
  const card = () => screen.findByRole('region', { name: 'Account summary' });

  it("resets someone else's after the confirmation and shows the server's answer", async () => {
    const done = 'Two-factor authentication was reset. The user signs in with their password alone until they set it up again.';
    signInAs('admin', 1, admin);
    const fetch = openUser('publisher', () => ({ status: 200, body: { detail: done } }));

    const userCard = await card();
    expect(await within(userCard).findByText('On')).toBeTruthy();
    fireEvent.click(within(userCard).getByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor authentication' });
    expect(within(dialog).getByText(/^Turn off two-factor authentication for Alex Martin\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));

    expect(await screen.findByText(done)).toBeTruthy();
    expect(fetch.calls.filter((call) => call.init.method === 'POST').map((call) => new URL(call.url, 'http://x').pathname)).toEqual([
      '/api/users/7/2fa/reset/',
    ]);
  });

  it('shows your own as On without Reset 2FA (you turn it off from your profile)', async () => {
    signInAs('admin', 7, admin);
    openUser('admin');

    const userCard = await card();
    expect(await within(userCard).findByText('On')).toBeTruthy();
    expect(within(userCard).queryByRole('button', { name: 'Reset 2FA' })).toBeNull();
  });
});
