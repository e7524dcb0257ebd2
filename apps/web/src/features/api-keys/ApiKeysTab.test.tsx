import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, renderUi } from '../../test/render';
import { ApiKeysTab } from './ApiKeysTab';
import { sampleKey, sampleUser } from './api-keys.fixture';
import { listOf, signInAs } from '../../test/fixtures';

// An admin: holds every API-key permission (the Add controls depend on them).
beforeEach(() => signInAs('admin', 1, ['access.view_apikey', 'access.add_apikey', 'access.change_apikey', 'access.delete_apikey']));

describe('ApiKeysTab', () => {
  it("lists the user's keys, masked, with Edit links and 'Add API key' for this user", async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: listOf([sampleKey]) }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ApiKeysTab user={sampleUser} />);

    const row = (await screen.findByText('Reporting export')).closest('tr');
    expect(row?.textContent).toContain('Active');
    expect(screen.getByLabelText<HTMLInputElement>('KEY of Reporting export').value).toBe('pdk_••••••••abcd');
    expect(screen.getByRole('button', { name: 'Show key' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Reporting export' }).getAttribute('href')).toBe('/credentials/api-keys/5');
    expect(screen.getByRole('link', { name: 'Add API key' }).getAttribute('href')).toBe('/credentials/api-keys?user=12');
    expect(fetch.calls.some((call) => /\/api\/auth\/api-keys\/\?.*user=12/.test(call.url))).toBe(true);
  });

  it("offers no 'Add API key' to someone who may only view keys", async () => {
    signInAs('organization', 1, ['access.view_apikey']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([sampleKey]) })).fn);
    renderUi(<ApiKeysTab user={sampleUser} />);
    await screen.findByText('Reporting export');
    expect(screen.queryByRole('link', { name: 'Add API key' })).toBeNull();
  });
});
