import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PermissionRecord } from '@pubdesk/contract';
import { fakeFetch, renderUi } from '../../test/render';
import { listOf, signInAs } from '../../test/fixtures';
import { PermissionsPage } from './PermissionsPage';
import { ServicesPage } from './ServicesPage';

const permissions: PermissionRecord[] = [
  { id: 1, name: 'Can view website', codename: 'websites.view_website', service: 'websites' },
  { id: 7, name: 'Can view supplier', codename: 'demand.view_supplier', service: 'demand' },
];

/** A developer's permissions as far as these pages go. */
const developer = ['access.view_permission', 'access.change_permission', 'access.view_service', 'access.change_service'];

describe('PermissionsPage', () => {
  it("shows others (who may not change permissions) only 'Developer only access' and asks the server nothing", async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: listOf(permissions) }));
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('admin', 3, ['access.view_permission']);
    renderUi(<PermissionsPage />);
    expect(await screen.findByText('Developer only access')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });

  it('lets a developer rename a permission, grouped by service', async () => {
    let current = permissions;
    const fetch = fakeFetch((url, init) => {
      if (init.method === 'PATCH') {
        const { name } = JSON.parse(String(init.body)) as { name: string };
        current = current.map((p) => (p.id === 1 ? { ...p, name } : p));
        return { status: 200, body: current[0] };
      }
      return { status: 200, body: listOf(current) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('developer', 3, developer);
    renderUi(<PermissionsPage />);

    const input = await screen.findByLabelText('Name of websites.view_website');
    expect(screen.getByRole('region', { name: 'Websites' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Demand' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save websites.view_website' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: ' See websites ' } });
    fireEvent.click(save);

    await vi.waitFor(() => expect((screen.getByLabelText('Name of websites.view_website') as HTMLInputElement).value).toBe('See websites'));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toContain('/api/permissions/1/');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ name: 'See websites' });
  });

  it('shows the server message under the name when a rename is refused', async () => {
    const fetch = fakeFetch((_url, init) =>
      init.method === 'PATCH'
        ? { status: 400, body: { name: ['This field may not be blank.'] } }
        : { status: 200, body: listOf(permissions) },
    );
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('developer', 3, developer);
    renderUi(<PermissionsPage />);
    fireEvent.change(await screen.findByLabelText('Name of demand.view_supplier'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save demand.view_supplier' }));
    expect(await screen.findByText('This field may not be blank.')).toBeTruthy();
  });
});

describe('ServicesPage', () => {
  it("shows others only 'Developer only access'", async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([]) })).fn);
    signInAs('organization', 3, ['access.view_service']);
    renderUi(<ServicesPage />);
    expect(await screen.findByText('Developer only access')).toBeTruthy();
  });

  it('lets a developer describe a service', async () => {
    const fetch = fakeFetch((_url, init) =>
      init.method === 'PATCH'
        ? { status: 200, body: { id: 2, name: 'websites', description: 'Inventory' } }
        : { status: 200, body: listOf([{ id: 2, name: 'websites', description: '' }]) },
    );
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('developer', 3, developer);
    renderUi(<ServicesPage />);
    fireEvent.change(await screen.findByLabelText('Description of Websites'), { target: { value: 'Inventory' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Websites' }));
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toContain('/api/services/2/');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ description: 'Inventory' });
  });
});
