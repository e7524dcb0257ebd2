import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Group, PermissionRecord } from '@pubdesk/contract';
import { NotificationsHost, opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderRoute } from '../../test/render';
import { listOf, signInAs } from '../../test/fixtures';
import { GroupsPage } from './GroupsPage';

/** Who may list, add and change groups, and give the permissions the tests tick. */
const groupWriter = [
  'access.view_group',
  'access.add_group',
  'access.change_group',
  'websites.view_website',
  'websites.change_website',
  'demand.view_supplier',
];

beforeEach(() => signInAs('admin', 1, groupWriter));
afterEach(() => notifications.clean(opsNotifications));

const permissions: PermissionRecord[] = [
  { id: 1, name: 'Can view website', codename: 'websites.view_website', service: 'websites' },
  { id: 2, name: 'Can change website', codename: 'websites.change_website', service: 'websites' },
  { id: 7, name: 'Can view supplier', codename: 'demand.view_supplier', service: 'demand' },
];
const editors: Group = { id: 4, name: 'Inventory editors', code: 'inventory-editors', permissions: ['2', '7'] };

/** The page, with the notices where a test looks at them too. */
function renderPage(path: string, { notices = false } = {}) {
  renderRoute(
    '/credentials/groups',
    <>
      <GroupsPage />
      {notices ? <NotificationsHost /> : null}
    </>,
    path,
  );
}

describe('GroupsPage', () => {
  it('disables the permissions the editor does not hold; their service box leaves them out', async () => {
    signInAs('organization', 1, [
      'access.view_group',
      'access.add_group',
      'websites.view_website',
      'websites.change_website',
      'demand.view_suppliershare',
    ]);
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => ({ status: 200, body: url.includes('/permissions/') ? listOf(permissions) : listOf([]) })).fn,
    );
    renderPage('/credentials/groups');

    const supplier = await screen.findByLabelText('Can view supplier');
    await vi.waitFor(() => expect((supplier as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByLabelText('Can view website') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('All of Demand'));
    expect((supplier as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('All of Websites'));
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('lists groups with their permission count and creates one from searched permissions', async () => {
    const fetch = fakeFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (url.includes('/permissions/')) return { status: 200, body: listOf(permissions) };
      if (method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string; code: string; permissions: number[] };
        return { status: 201, body: { id: 9, name: body.name, code: body.code, permissions: body.permissions.map(String) } };
      }
      if (url.includes('/groups/9/'))
        return { status: 200, body: { id: 9, name: 'Reporting', code: 'reporting', permissions: ['1', '2'] } };
      return { status: 200, body: listOf([editors]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/credentials/groups');

    const row = (await screen.findByText('Inventory editors')).closest('tr');
    expect(row?.textContent).toContain('inventory-editors');
    expect(row?.textContent).toContain('2');
    expect(screen.getByRole('link', { name: 'Edit Inventory editors' }).getAttribute('href')).toBe('/credentials/groups?id=4');

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Reporting' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'reporting' } });
    expect(await screen.findByText('Can view supplier')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search permissions'), { target: { value: 'website' } });
    expect(screen.queryByText('Can view supplier')).toBeNull();
    fireEvent.click(screen.getByLabelText('Can view website'));
    fireEvent.click(screen.getByLabelText('Can change website'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect((screen.getByLabelText('All of Websites') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/credentials/groups?id=9'));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ name: 'Reporting', code: 'reporting', permissions: [1, 2] });
    expect(await screen.findByText('Edit Group')).toBeTruthy();
  });

  it('edits the group named in the query and shows the server errors on the fields', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.includes('/permissions/')) return { status: 200, body: listOf(permissions) };
      if (init.method === 'PUT') return { status: 400, body: { code: ['A group with this code already exists.'] } };
      if (url.includes('/groups/4/')) return { status: 200, body: editors };
      return { status: 200, body: listOf([editors]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/credentials/groups?id=4', { notices: true });

    const code = await screen.findByLabelText(/^Code/);
    expect((code as HTMLInputElement).value).toBe('inventory-editors');
    expect(await screen.findByText('2 selected')).toBeTruthy();
    expect((screen.getByLabelText('Can change website') as HTMLInputElement).checked).toBe(true);
    // Clearing the whole demand service leaves one permission.
    fireEvent.click(screen.getByLabelText('All of Demand'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'reporting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Beside the Code field, and only there: the one notice says the save failed.
    expect(await screen.findByText('A group with this code already exists.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save, please try agian.');
    expect(screen.getAllByText('A group with this code already exists.')).toHaveLength(1);
    const put = fetch.calls.find((call) => call.init.method === 'PUT');
    expect(put?.url).toContain('/api/groups/4/');
    expect(JSON.parse(String(put?.init.body))).toEqual({ name: 'Inventory editors', code: 'reporting', permissions: [2] });
  });

  it('notifies a refusal that names no field once, not again under the form', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.includes('/permissions/')) return { status: 200, body: listOf(permissions) };
      if (init.method === 'POST') return { status: 403, body: { detail: 'You do not have permission to perform this action.' } };
      return { status: 200, body: listOf([]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/credentials/groups', { notices: true });

    expect(await screen.findByText('No groups yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Reporting' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'reporting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to save, please try agian.');
    expect(alert.textContent).toContain('You do not have permission to perform this action.');
    expect(screen.getAllByText('You do not have permission to perform this action.')).toHaveLength(1);
    expect(screen.getByLabelText('location').textContent).toBe('/credentials/groups');
  });
});

describe('GroupsPage for who may only view groups', () => {
  it('lists the groups with no Add form or plus button, and opens a group read-only', async () => {
    signInAs('account_manager', 1, ['access.view_group']);
    const fetch = fakeFetch((url) => {
      if (url.includes('/permissions/')) return { status: 200, body: listOf(permissions) };
      if (url.includes('/groups/4/')) return { status: 200, body: editors };
      return { status: 200, body: listOf([editors]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/credentials/groups');

    expect(await screen.findByText('Inventory editors')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add Group' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Edit Inventory editors' }));
    const view = await screen.findByRole('region', { name: 'Edit Group' });
    expect(await within(view).findByText('You can view this record but not change it.')).toBeTruthy();
    expect(within(view).getByLabelText(/^Name/).matches(':disabled')).toBe(true);
    expect(within(view).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(fetch.calls.some((call) => call.init.method && call.init.method !== 'GET')).toBe(false);
  });

  it("shows the no-access notice, not 'No groups yet', when the server refuses the list", async () => {
    signInAs('account_manager', 1, ['access.view_group']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 403, body: { detail: 'You do not have permission to perform this action.' } })).fn);
    renderPage('/credentials/groups');

    const list = await screen.findByRole('region', { name: 'Groups' });
    expect(await within(list).findByText('No access')).toBeTruthy();
    expect(within(list).getByText('You do not have permission to perform this action.')).toBeTruthy();
    expect(within(list).queryByText('No groups yet')).toBeNull();
  });
});
