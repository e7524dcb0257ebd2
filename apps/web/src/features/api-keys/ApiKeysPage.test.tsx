import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, renderRoute } from '../../test/render';
import { ApiKeysPage } from './ApiKeysPage';
import { sampleKey, samplePermissions, sampleUser } from './api-keys.fixture';
import { listOf, signInAs } from '../../test/fixtures';

// An admin: holds every API-key permission (the Add controls depend on them).
beforeEach(() => signInAs('admin', 1, ['access.view_apikey', 'access.add_apikey', 'access.change_apikey', 'access.delete_apikey']));

function renderPage(path: string) {
  renderRoute('/credentials/api-keys/:id?', <ApiKeysPage />, path);
}

const suspended = { ...sampleKey, id: 6, name: 'Old export', status: 'suspended' as const };

describe('ApiKeysPage', () => {
  it('lists keys and adds one for the user of the query, then opens it with its masked key', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.includes('/permissions/')) return { status: 200, body: listOf(samplePermissions) };
      if (url.includes('/users/')) return { status: 200, body: listOf([sampleUser]) };
      if (init.method === 'POST') return { status: 201, body: { ...sampleKey, ...(JSON.parse(String(init.body)) as object), id: 9 } };
      if (url.includes('/api-keys/9/')) return { status: 200, body: { ...sampleKey, id: 9 } };
      return { status: 200, body: listOf([sampleKey, suspended]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/credentials/api-keys?user=12');

    const keys = await screen.findByRole('region', { name: 'API Keys' });
    const row = (await within(keys).findByText('Old export')).closest('tr');
    expect(row?.textContent).toContain('Paula');
    expect(row?.textContent).toContain('Suspended');
    expect(within(keys).getByRole('link', { name: 'Edit Old export' }).getAttribute('href')).toBe('/credentials/api-keys/6');

    const form = screen.getByRole('region', { name: 'Add API Key' });
    // No key before Save, and no reveal at all.
    expect(within(form).queryByLabelText('KEY')).toBeNull();
    await vi.waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('combobox', { name: /^User/ }).value).toBe('Paula Reyes (Publisher)'),
    );
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Nightly export' } });
    fireEvent.click(await within(form).findByLabelText('Can view supplier'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/credentials/api-keys/9'));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'Nightly export',
      user: 12,
      status: 'active',
      permissions: ['demand.view_supplier'],
    });

    const edit = await screen.findByRole('region', { name: 'Edit API Key' });
    expect(within(edit).getByLabelText<HTMLInputElement>('KEY').value).toBe('pdk_••••••••abcd');
    expect(within(edit).getByRole<HTMLInputElement>('combobox', { name: /^User/ }).disabled).toBe(true);
    expect(fetch.calls.some((call) => call.url.includes('/reveal/'))).toBe(false);
  });

  it('edits a key without its user and lists a refusal with the server messages', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.includes('/permissions/')) return { status: 200, body: listOf(samplePermissions) };
      if (url.includes('/users/')) return { status: 200, body: listOf([sampleUser]) };
      if (init.method === 'PATCH') return { status: 400, body: { non_field_errors: ['You may not make a key for another staff user.'] } };
      if (url.includes('/api-keys/5/')) return { status: 200, body: sampleKey };
      return { status: 200, body: listOf([sampleKey]) };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/credentials/api-keys/5');

    const edit = await screen.findByRole('region', { name: 'Edit API Key' });
    expect(within(edit).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Reporting export');
    expect((await within(edit).findByLabelText<HTMLInputElement>('Can view website')).checked).toBe(true);
    fireEvent.click(within(edit).getByLabelText('Suspended'));
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await within(edit).findByText('You may not make a key for another staff user.')).toBeTruthy();
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(patch?.url).toContain('/api/auth/api-keys/5/');
    expect(JSON.parse(String(patch?.init.body))).toEqual({
      name: 'Reporting export',
      status: 'suspended',
      permissions: ['websites.view_website'],
    });
  });
});
