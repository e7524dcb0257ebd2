import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@pubdesk/ui/api';
import { signInAs } from '@pubdesk/ui/testing';
import type { FeatureRoute, ScreenPrefetch } from '../lib/feature';
import { fakeFetch } from '../test/render';
import { prefetchLoader } from './screen-prefetch';

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;

/** A route whose prefetch records what it was started with. */
function routeWith(permission?: FeatureRoute['permission']) {
  const started = vi.fn<ScreenPrefetch>();
  const load = vi.fn(async () => started);
  const route: FeatureRoute = { path: 'things/:id?', screen: async () => () => null, permission, prefetch: load };
  return { route, load, started };
}

describe('prefetchLoader', () => {
  afterEach(() => queryClient.clear());

  it('returns at once and starts the screen’s reads with its params and query string', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: {} })).fn);
    signInAs('admin');
    const { route, started } = routeWith();
    expect(prefetchLoader(route)(args('http://x/things/7?page=2', { id: '7' }))).toBeNull();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
    const [{ params, search, client }] = started.mock.calls[0]!;
    expect(params).toEqual({ id: '7' });
    expect(search.get('page')).toBe('2');
    expect(client).toBe(queryClient);
  });

  it('starts nothing signed out (the session loader sends the user to the sign-in page)', async () => {
    const { route, load } = routeWith();
    prefetchLoader(route)(args('http://x/things'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for the permissions of a guarded screen, and starts nothing for who may not see it', async () => {
    const { calls, fn } = fakeFetch(() => ({ status: 200, body: {} }));
    vi.stubGlobal('fetch', fn);
    signInAs('admin', 1, ['websites.view_website']);
    const allowed = routeWith('websites.view_website');
    prefetchLoader(allowed.route)(args('http://x/things'));
    await vi.waitFor(() => expect(allowed.started).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.url.includes('/auth/permissions/'))).toHaveLength(1);

    const refused = routeWith('users.view_user');
    prefetchLoader(refused.route)(args('http://x/things'));
    await vi.waitFor(() => expect(refused.load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused.started).not.toHaveBeenCalled();
  });
});
