import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import { setAudience } from '../auth/audience';
import { authStore } from '../auth/auth-store';
import { checkSession } from '../auth/session';
import { myPermissionsKey } from '../auth/use-can';
import { fakeJwt } from '../testing';
import { prefetchShell } from './prefetch-shell';

const admin = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  role: 'admin',
  is_verified: true,
  profile_image: null,
};
const inFifteenMinutes = Math.floor(Date.now() / 1000) + 900;
const fresh = fakeJwt({ user: admin, exp: inFifteenMinutes, jti: 'fresh' });
const expired = fakeJwt({ user: admin, exp: Math.floor(Date.now() / 1000) - 60, jti: 'old' });

/**
 * A server that answers only when told to: `sent` lists what went out, `answerAll` answers what
 * is waiting (a refresh with a new pair, anything else 200).
 */
function heldServer() {
  const sent: { url: string; token: string | null }[] = [];
  const waiting: Array<() => void> = [];
  const fn = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, token: new Headers(init.headers).get('Authorization') });
    const body = url.includes('/token/refresh/')
      ? { access: fresh, refresh: 'refresh-2' }
      : url.includes('/permissions/')
        ? { role: 'admin', permissions: [] }
        : {};
    return new Promise<Response>((resolve) =>
      waiting.push(() => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }))),
    );
  };
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  return { fn, sent, answerAll };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const paths = (sent: { url: string }[]) => sent.map((call) => new URL(call.url, 'http://x').pathname);

describe('prefetchShell', () => {
  afterEach(() => {
    queryClient.clear();
    setAudience(() => false);
  });

  it('sends the permissions and the branding check beside the token check, before it answers', async () => {
    setAudience((role) => role === 'admin');
    authStore.signIn({ access: fresh, refresh: 'refresh-1' });
    const server = heldServer();
    vi.stubGlobal('fetch', server.fn);

    const check = checkSession();
    void prefetchShell();
    await settle();
    expect(paths(server.sent).sort()).toEqual(['/api/auth/permissions/', '/api/auth/token/verify/', '/api/whitelist/check/']);
    expect(server.sent.find((call) => call.url.includes('/permissions/'))?.token).toBe(`Bearer ${fresh}`);

    server.answerAll();
    await expect(check).resolves.toBe('ok');
    await vi.waitFor(() => expect(queryClient.getQueryData(myPermissionsKey(1))).toEqual({ role: 'admin', permissions: [] }));
  });

  it('refreshes an expired token once, shared with the token check, and sends the permissions with the new one', async () => {
    setAudience((role) => role === 'admin');
    authStore.signIn({ access: expired, refresh: 'refresh-1' });
    const server = heldServer();
    vi.stubGlobal('fetch', server.fn);

    const check = checkSession();
    void prefetchShell();
    await settle();
    // Only the refresh (and the public branding check) while the token is expired.
    expect(paths(server.sent).sort()).toEqual(['/api/auth/token/refresh/', '/api/whitelist/check/']);

    server.answerAll();
    await vi.waitFor(() => expect(paths(server.sent)).toContain('/api/auth/permissions/'));
    server.answerAll();
    await expect(check).resolves.toBe('ok');
    expect(paths(server.sent).filter((path) => path.endsWith('/token/refresh/'))).toHaveLength(1);
    expect(server.sent.find((call) => call.url.includes('/permissions/'))?.token).toBe(`Bearer ${fresh}`);
  });

  it('sends no permissions read without a session the app serves', async () => {
    const server = heldServer();
    vi.stubGlobal('fetch', server.fn);
    await prefetchShell();
    expect(paths(server.sent)).toEqual(['/api/whitelist/check/']);

    setAudience((role) => role === 'publisher');
    authStore.signIn({ access: fresh, refresh: 'refresh-1' });
    await prefetchShell();
    expect(paths(server.sent)).not.toContain('/api/auth/permissions/');
  });
});

describe('the query cache holds one session', () => {
  afterEach(() => queryClient.clear());

  it('drops every answer but the branding when another session takes over, and keeps them across a refresh', () => {
    authStore.signIn({ access: fresh, refresh: 'refresh-1' });
    queryClient.setQueryData(['websites', 'list'], ['mine']);
    queryClient.setQueryData(['branding', 'check', 'http://x'], { company_name: 'Label' });

    authStore.replaceTokens({ access: fakeJwt({ user: admin, exp: inFifteenMinutes, jti: 'next' }), refresh: 'refresh-2' });
    expect(queryClient.getQueryData(['websites', 'list'])).toEqual(['mine']);

    authStore.signIn({ access: fakeJwt({ user: { ...admin, id: 2 }, exp: inFifteenMinutes }), refresh: 'refresh-3' });
    expect(queryClient.getQueryData(['websites', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['branding', 'check', 'http://x'])).toEqual({ company_name: 'Label' });

    queryClient.setQueryData(['websites', 'list'], ['theirs']);
    authStore.signOut();
    expect(queryClient.getQueryData(['websites', 'list'])).toBeUndefined();
  });
});
