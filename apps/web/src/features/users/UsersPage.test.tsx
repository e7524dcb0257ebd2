import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@pubdesk/contract';
import { fakeFetch, renderUi } from '../../test/render';
import { signInAs } from '../../test/fixtures';
import { UsersPage } from './UsersPage';

beforeEach(() => signInAs('admin', 1, ['users.view_user', 'users.add_user', 'wallets.view_wallet']));

function user(id: number, fields: Partial<User> = {}): User {
  return {
    id,
    username: `publisher${id}`,
    first_name: 'Paula',
    last_name: 'Reyes',
    email: `publisher${id}@example.test`,
    role: 'publisher',
    is_active: true,
    is_verified: true,
    last_login: null,
    profile_image: null,
    display_language: 'en',
    date_joined: '2024-01-01T00:00:00Z',
    ...fields,
  };
}

const page = (count: number, results: User[]) => ({ count, next: null, previous: null, results });

describe('UsersPage', () => {
  it('shows each user with role, status, verification, last login and links', async () => {
    const fetch = fakeFetch(() => ({
      status: 200,
      body: page(2, [
        user(3, {
          role: 'account_manager',
          first_name: 'Amelia',
          last_name: 'Moreau',
          username: 'account_manager1',
          last_login: '2024-03-05T14:07:00',
        }),
        user(9, { is_active: false, is_verified: false }),
      ]),
    }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<UsersPage />, { path: '/users' });

    const manager = (await screen.findByRole('cell', { name: 'Amelia Moreau' })).closest('tr') as HTMLElement;
    expect(within(manager).getByRole('cell', { name: 'Account manager' })).toBeTruthy();
    expect(within(manager).getByText('Active')).toBeTruthy();
    expect(within(manager).getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(within(manager).getByRole('cell', { name: '2024-03-05 02:07 PM' })).toBeTruthy();
    expect(within(manager).getByRole('link', { name: 'Edit account_manager1' }).getAttribute('href')).toBe('/users/3');
    // Staff have no wallets: only networks and publishers get the Wallet link.
    expect(within(manager).queryByRole('link', { name: 'Wallet of account_manager1' })).toBeNull();

    const suspended = screen.getByRole('cell', { name: 'publisher9' }).closest('tr') as HTMLElement;
    expect(within(suspended).getByText('Suspended')).toBeTruthy();
    expect(within(suspended).getByRole('img', { name: 'Not Verified' })).toBeTruthy();
    expect(within(suspended).getByRole('cell', { name: '-' })).toBeTruthy();
    expect(within(suspended).getByRole('link', { name: 'Wallet of publisher9' }).getAttribute('href')).toBe('/payments?account=9');

    expect((await screen.findByRole('link', { name: 'Add user' })).getAttribute('href')).toBe('/users/new');
    expect(fetch.calls.find((call) => call.url.startsWith('/api/users/'))?.url).toBe('/api/users/?page=1&limit=10');
  });

  it('searches as you type and goes back to page 1', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: page(25, [user(1)]) }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<UsersPage />, { path: '/users' });
    await screen.findByRole('cell', { name: 'publisher1' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2 of 3')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' reyes ' } });
    expect(await screen.findByText('1 of 3')).toBeTruthy();
    expect(fetch.calls.map((call) => call.url)).toContain('/api/users/?page=1&search=reyes&limit=10');
  });

  it('says so when no user matches', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: page(0, []) })).fn);
    renderUi(<UsersPage />, { path: '/users' });
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('offers no Wallet link to who may not view wallets', async () => {
    signInAs('admin', 1, ['users.view_user']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: page(1, [user(1, { role: 'network' })]) })).fn);
    renderUi(<UsersPage />, { path: '/users' });

    expect(await screen.findByRole('link', { name: 'Edit publisher1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Wallet of publisher1' })).toBeNull();
  });

  it('offers no Add user to who may not add users', async () => {
    signInAs('account_manager', 1, ['users.view_user']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: page(1, [user(1)]) })).fn);
    renderUi(<UsersPage />, { path: '/users' });

    expect(await screen.findByRole('cell', { name: 'publisher1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add user' })).toBeNull();
  });
});
