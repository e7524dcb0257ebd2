import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api-client';
import { fakeFetch, fakeJwt } from '../testing/fake-fetch';
import { setAudience } from './audience';
import { authStore, isSignedIn } from './auth-store';
import { checkSession, configureSession } from './session';
import { tokenStorage } from './token-storage';

const publisher = {
  id: 7,
  username: 'publisher1',
  first_name: 'Paula',
  last_name: 'Reyes',
  email: 'p@example.com',
  role: 'publisher',
  is_verified: true,
  profile_image: null,
};
const impersonationToken = (exp: number) => fakeJwt({ user: publisher, act: { sub: '1' }, exp });
const far = 2_000_000_000;

describe('a session namespace of its own, and an impersonated session per tab', () => {
  afterEach(() => {
    authStore.signOut();
    configureSession({ namespace: 'pubdesk' });
    setAudience(() => false);
    window.sessionStorage.clear();
  });

  it("keeps the portal's session under its own keys, leaving the console's alone", () => {
    window.localStorage.setItem('pubdesk.accessToken', 'console-access');
    configureSession({ namespace: 'pubdesk.portal' });
    authStore.signIn({ access: fakeJwt({ user: publisher, exp: far }), refresh: 'r' });
    expect(window.localStorage.getItem('pubdesk.portal.refreshToken')).toBe('r');
    authStore.signOut();
    expect(window.localStorage.getItem('pubdesk.portal.refreshToken')).toBeNull();
    expect(window.localStorage.getItem('pubdesk.accessToken')).toBe('console-access');
  });

  it('holds an impersonation in sessionStorage, signed in without a refresh token, and ends it without touching the stored session', () => {
    setAudience((role) => role === 'publisher');
    configureSession({ namespace: 'pubdesk.portal' });
    authStore.signIn({ access: fakeJwt({ user: { ...publisher, id: 9 }, exp: far }), refresh: 'own' });
    expect(authStore.signInImpersonated(impersonationToken(far))?.first_name).toBe('Paula');
    const state = authStore.get();
    expect(state.actorId).toBe('1');
    expect(state.refresh).toBeNull();
    expect(isSignedIn(state)).toBe(true);
    expect(tokenStorage.readImpersonation()?.actorId).toBe('1');
    // The browser's own session stays stored and untouched.
    expect(window.localStorage.getItem('pubdesk.portal.refreshToken')).toBe('own');

    authStore.signOut();
    expect(authStore.get().status).toBe('ended');
    expect(tokenStorage.readImpersonation()).toBeNull();
    expect(window.localStorage.getItem('pubdesk.portal.refreshToken')).toBe('own');
  });

  it('refuses a token that names no actor as an impersonation', () => {
    expect(authStore.signInImpersonated(fakeJwt({ user: publisher, exp: far }))).toBeNull();
    expect(authStore.get().access).toBeNull();
  });

  it("says 'ended' once the impersonated token has expired, without trying to refresh", async () => {
    setAudience((role) => role === 'publisher');
    const { fn, calls } = fakeFetch(() => ({ status: 200, body: {} }));
    vi.stubGlobal('fetch', fn);
    authStore.signInImpersonated(impersonationToken(Math.floor(Date.now() / 1000) - 60));
    expect(await checkSession()).toBe('ended');
    expect(authStore.get().status).toBe('ended');
    expect(calls.some((call) => call.url.includes('/token/refresh/'))).toBe(false);
  });

  it('ends the impersonation when the server refuses its token (401)', async () => {
    const { fn, calls } = fakeFetch(() => ({ status: 401, body: { detail: 'Given token not valid' } }));
    vi.stubGlobal('fetch', fn);
    authStore.signInImpersonated(impersonationToken(far));
    await expect(api.get('/api/websites/')).rejects.toMatchObject({ status: 401 });
    expect(authStore.get().status).toBe('ended');
    expect(calls).toHaveLength(1);
  });
});
