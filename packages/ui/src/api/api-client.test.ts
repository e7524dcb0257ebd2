import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fakeJwt } from '../testing';
import { api, ApiError } from './api-client';
import { authStore } from '../auth/auth-store';

const user = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  role: 'admin',
  is_verified: true,
  profile_image: null,
};
const future = Math.floor(Date.now() / 1000) + 900;
const oldAccess = fakeJwt({ user, exp: future, jti: 'old' });
const newAccess = fakeJwt({ user, exp: future, jti: 'new' });

beforeEach(() => {
  authStore.signIn({ access: oldAccess, refresh: 'refresh-1' });
});

describe('api client', () => {
  it('sends the bearer token', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    vi.stubGlobal('fetch', fetch.fn);
    await expect(api.get('/api/thing/', { query: { page: 2, search: '' } })).resolves.toEqual({ ok: true });
    expect(fetch.calls[0]?.url).toBe('/api/thing/?page=2');
    expect(new Headers(fetch.calls[0]?.init.headers).get('Authorization')).toBe(`Bearer ${oldAccess}`);
  });

  it('refreshes once on 401, stores the rotated pair and retries', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.endsWith('/token/refresh/')) return { status: 200, body: { access: newAccess, refresh: 'refresh-2' } };
      const auth = new Headers(init.headers).get('Authorization');
      return auth === `Bearer ${newAccess}` ? { status: 200, body: { ok: true } } : { status: 401, body: { detail: 'expired' } };
    });
    vi.stubGlobal('fetch', fetch.fn);
    await expect(api.get('/api/thing/')).resolves.toEqual({ ok: true });
    expect(JSON.parse(String(fetch.calls[1]?.init.body))).toEqual({ refresh: 'refresh-1' });
    expect(authStore.get().access).toBe(newAccess);
    expect(authStore.get().refresh).toBe('refresh-2');
    expect(localStorage.getItem('pubdesk.refreshToken')).toBe('refresh-2');
  });

  it('signs out when the refresh is refused', async () => {
    const fetch = fakeFetch(() => ({ status: 401, body: { detail: 'Token is invalid or expired' } }));
    vi.stubGlobal('fetch', fetch.fn);
    const failure = await api.get('/api/thing/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(authStore.get().user).toBeNull();
    expect(authStore.get().status).toBe('expired');
  });

  it('sends public calls without a token and keeps the body of errors', async () => {
    const fetch = fakeFetch(() => ({ status: 400, body: { email: ['Enter a valid email address.'] } }));
    vi.stubGlobal('fetch', fetch.fn);
    const failure = await api.post('/api/auth/forgot/', { email: 'x' }, { auth: false }).catch((error: unknown) => error);
    expect(new Headers(fetch.calls[0]?.init.headers).has('Authorization')).toBe(false);
    expect((failure as ApiError).body).toEqual({ email: ['Enter a valid email address.'] });
    expect(authStore.get().user).not.toBeNull();
  });
});
