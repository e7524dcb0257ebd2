import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { listOf, signInAs } from '../test/fixtures';
import { fakeFetch, renderUi } from '../test/render';
import { routes } from './routes';

/** The screen the router shows at `path`, loaded as the router loads it. */
async function screenAt(path: string): Promise<ComponentType> {
  const lazy = matchRoutes(routes, path)?.at(-1)?.route.lazy;
  if (!lazy || typeof lazy === 'function' || !lazy.Component) throw new Error(`No lazy screen at ${path}`);
  return (await lazy.Component()) as ComponentType;
}

describe('screens opened by URL without their permission', () => {
  it("shows an account manager 'No access' on the API keys screen, not 'No API keys yet', and asks nothing else", async () => {
    signInAs('account_manager', 1, ['access.view_assignment']);
    const fetch = fakeFetch(() => ({ status: 200, body: listOf([]) }));
    vi.stubGlobal('fetch', fetch.fn);
    const Screen = await screenAt('/credentials/api-keys');
    renderUi(<Screen />, { path: '/credentials/api-keys' });

    expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeTruthy();
    expect(screen.queryByText('No API keys yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/');
    // The list itself is never asked for.
    expect(fetch.calls.some((call) => call.url.includes('/api-keys/'))).toBe(false);
  });

  it('shows the screen to who holds the permission', async () => {
    signInAs('admin', 1, ['access.view_apikey']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([]) })).fn);
    const Screen = await screenAt('/credentials/api-keys');
    renderUi(<Screen />, { path: '/credentials/api-keys' });

    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.queryByText('No access')).toBeNull();
  });

  it('guards the other screens the same way', async () => {
    // A staff member holding none of the view permissions (a staff role: the console keeps only
    // staff sessions, so a non-staff user could be signed out while the loop runs).
    signInAs('ad_operation', 1, []);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: listOf([]) })).fn);
    const paths = [
      '/websites',
      '/groups_types',
      '/users',
      '/users/new',
      '/credentials/groups',
      '/demand_sources',
      '/settings/metrics',
      '/settings/api',
      '/whitelabel',
      '/payments',
      '/payments/1',
    ];
    for (const path of paths) {
      const Screen = await screenAt(path);
      const { unmount } = renderUi(<Screen />, { path });
      // Eleven screens in one test: on a loaded CI machine one may take more than the default second.
      expect(await screen.findByRole('heading', { name: 'No access', level: 1 }, { timeout: 10_000 })).toBeTruthy();
      unmount();
    }
  }, 90_000);
});
