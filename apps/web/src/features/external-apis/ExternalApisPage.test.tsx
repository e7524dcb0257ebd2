import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { credentialsMask, type ExternalApi } from '@pubdesk/contract';
import { fakeFetch, renderRoute } from '../../test/render';
import { listOf, signInAs } from '../../test/fixtures';
import { ExternalApisPage } from './ExternalApisPage';
import { storedApi } from './external-apis.fixture';

beforeEach(() => signInAs('admin', 1, ['settings.view_externalapi', 'settings.add_externalapi', 'settings.change_externalapi']));

// Mantine's autosizing Textarea listens for web fonts, which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

const types = listOf(['admanager', 'adsense', 'aniview', 'netlink', 'postquare'].map((shortname, i) => ({ id: i + 1, shortname })));

/** What POST /apis/aniview/4/test/ answers, in turn. */
let connectionTests: { status: number; body?: unknown }[] = [];

function serve(onPatch: (body: unknown) => { status: number; body?: unknown }, listed: ExternalApi[] = [storedApi]) {
  return fakeFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/apis/types/') return { status: 200, body: types };
    if (path === '/api/apis/aniview/' && (init.method ?? 'GET') === 'GET') return { status: 200, body: listOf(listed) };
    if (path === '/api/apis/aniview/4/test/' && init.method === 'POST') return connectionTests.shift() ?? { status: 500 };
    if (path === '/api/apis/aniview/4/' && init.method === 'PATCH') return onPatch(JSON.parse(String(init.body)));
    if (path === '/api/apis/aniview/4/') return { status: 200, body: storedApi };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

function renderPage(path: string) {
  return renderRoute('/settings/api/:id?', <ExternalApisPage />, path);
}

describe('ExternalApisPage', () => {
  it('lists the chosen type and edits an API without ever showing or resending its credentials', async () => {
    const fetch = serve((body) => ({ status: 200, body: { ...storedApi, ...(body as object) } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/api/4?type=aniview');

    expect(await screen.findByText('reports@example.com')).toBeTruthy();
    const code = (await screen.findByLabelText('Code')) as HTMLTextAreaElement;
    expect(code.value).toBe('');
    expect(screen.getByText('Credentials are stored.')).toBeTruthy();
    expect(screen.getByText('Leave empty to keep the stored credentials.')).toBeTruthy();
    expect(document.body.textContent).not.toContain(credentialsMask);

    fireEvent.click(screen.getByLabelText('Suspended'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
    expect(JSON.parse(String(patch?.init.body))).toEqual({
      name: 'AniView main',
      shortname: 'aniview-main',
      priority: 2,
      status: 'suspended',
    });
  });

  it('shows the server refusal in the error list', async () => {
    const fetch = serve(() => ({ status: 400, body: { shortname: ['Use lower-case letters, digits, - and _ only.'] } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/api/4?type=aniview');

    const shortname = await screen.findByLabelText('Shortname', { exact: false });
    fireEvent.change(shortname, { target: { value: 'Bad Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Shortname:');
    expect(alert.textContent).toContain('Use lower-case letters, digits, - and _ only.');
  });

  it("tests a saved API's connection: green with the account, red with the platform's reason", async () => {
    connectionTests = [
      { status: 200, body: { ok: false, detail: 'invalid_grant: account not found' } },
      { status: 200, body: { ok: true, detail: 'Northwind Media (network 2200001)' } },
    ];
    const fetch = serve(() => ({ status: 200 }));
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/api/4?type=aniview');

    const form = await screen.findByRole('region', { name: 'Edit' });
    fireEvent.click(await within(form).findByRole('button', { name: 'Test connection' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Connection failed: invalid_grant: account not found');
    fireEvent.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Connection works: Northwind Media (network 2200001)');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(fetch.calls.filter((call) => call.init.method === 'POST').map((call) => call.url)).toEqual([
      '/api/apis/aniview/4/test/',
      '/api/apis/aniview/4/test/',
    ]);
  });

  it("shows each API's last import, or a dash, and no connection test on the Add form", async () => {
    const other = { ...storedApi, id: 5, name: 'AniView spare', shortname: 'aniview-spare', accountEmail: 'spare@example.com' };
    const listed = [{ ...storedApi, last_import: { state: 'partial' as const, finished_at: '2025-03-04T06:01:00Z' } }, other];
    vi.stubGlobal('fetch', serve(() => ({ status: 200 }), listed).fn);
    renderPage('/settings/api?type=aniview');

    const list = await screen.findByRole('region', { name: "aniview API's" });
    const row = (await within(list).findByText('AniView main')).closest('tr') as HTMLElement;
    expect(within(list).getByRole('columnheader', { name: 'Last import' })).toBeTruthy();
    expect(within(row).getByText('Partial')).toBeTruthy();
    expect(row.textContent).toContain('2025-03-04');
    const spare = within(list).getByText('AniView spare').closest('tr') as HTMLElement;
    expect(
      within(spare)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('-');
    expect(within(screen.getByRole('region', { name: 'Add' })).queryByRole('button', { name: 'Test connection' })).toBeNull();
  });

  it('gives who may only view external APIs no Add form, and an API read-only', async () => {
    signInAs('account_manager', 1, ['settings.view_externalapi']);
    const fetch = serve(() => ({ status: 200 }));
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/settings/api?type=aniview');

    expect(await screen.findByText('reports@example.com')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add' })).toBeNull();
    expect(screen.queryByLabelText('Code')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Edit AniView main' }));
    const form = await screen.findByRole('region', { name: 'Edit' });
    expect(await within(form).findByText('You can view this record but not change it.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Test connection' })).toBeNull();
  });
});
