import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { checkIn, checkInBothSchemes, seriousViolations, settled } from '../../web/e2e/axe';
export { adminToken, signInAsAdmin } from '../../web/e2e/fixtures';

/** Demo accounts of the portal (apps/api/src/modules/users/users.seed.ts). */
export const publisher1 = { username: 'publisher1', password: 'demo-pass-123', name: 'Paula Reyes' };
export const network1 = { username: 'network1', password: 'demo-pass-123', name: 'Northwind Media' };
export type PortalUser = typeof publisher1;

/** A fresh token pair of the user, straight from the API (refresh tokens rotate: one pair per page). */
export async function tokensOf(request: APIRequestContext, user: PortalUser): Promise<{ access: string; refresh: string }> {
  const response = await request.post('/api/auth/token/', { data: { username: user.username, password: user.password } });
  expect(response.ok(), `sign-in of ${user.username}`).toBe(true);
  return (await response.json()) as { access: string; refresh: string };
}

/** The `user` claim of an access token, as the portal stores it. */
function userOf(access: string): unknown {
  const payload = access.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user: unknown }).user;
}

/**
 * Signs the user in to the portal without its sign-in page (which auth.spec tests): the session is
 * written where the portal keeps it (`pubdesk.portal.*`) before the page loads, then `path` opens.
 * `origin` picks the label: the main one (the test's base URL) or a white label's (localhost).
 */
export async function signInPortal(page: Page, user: PortalUser, path = '/portal/overview', origin?: string): Promise<void> {
  const { access, refresh } = await tokensOf(page.request, user);
  const user_ = JSON.stringify(userOf(access));
  await page.addInitScript(
    ([a, r, u]) => {
      if (window.localStorage.getItem('pubdesk.portal.refreshToken')) return;
      window.localStorage.setItem('pubdesk.portal.accessToken', a);
      window.localStorage.setItem('pubdesk.portal.refreshToken', r);
      window.localStorage.setItem('pubdesk.portal.user', u);
    },
    [access, refresh, user_] as const,
  );
  await page.goto(origin ? new URL(path, origin).href : path);
}

/**
 * A GET of the API with the user's access token (from tokensOf: their own scope and revenue stage),
 * for what a screen must show. Sign in once per test: the API answers a burst of sign-ins with 429.
 */
export async function apiAs<T>(
  request: APIRequestContext,
  access: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const response = await request.get(path, { params, headers: { Authorization: `Bearer ${access}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The white label of the demo (Northwind Media) is served on localhost, at the test server's port. */
export function whiteLabelOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:8181');
  url.hostname = 'localhost';
  return url.origin;
}
