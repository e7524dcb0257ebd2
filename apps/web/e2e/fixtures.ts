import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const admin = { username: 'admin', password: 'admin-pass-123' };

/**
 * Opens a sidebar section (Credentials, Settings) and follows one of its links. The section
 * slides open, and a click during the slide can land beside the link, so the click is retried
 * until the URL changes.
 */
export async function openMenu(page: Page, section: string, link: string, url: RegExp): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText(section, { exact: true }).click();
  await expect(async () => {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url, { timeout: 1_000 });
  }).toPass();
}

/**
 * Signs in through the login page. With `next` (a path of the console, query included) the login
 * page goes on there instead of to the dashboard, as it does for a visitor it sent to sign in: a
 * test about another screen then skips drawing the dashboard (its charts and reports, seconds of
 * CPU) and loading the console a second time.
 */
export async function signIn(page: Page, username: string, password: string, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in as the admin and waits for the console: the dashboard, or the screen at `next`. */
export async function signInAsAdmin(page: Page, next?: string): Promise<void> {
  await signIn(page, admin.username, admin.password, next);
  await expect(page.getByRole('banner')).toContainText('admin');
}

/** An admin access token straight from the API, for reading the outbox. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/token/', { data: admin });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { access: string };
  return body.access;
}

/** A DRF list's page, as the API answers it. */
export interface Listed<T> {
  results: T[];
}

/** A GET of the API as the admin, for the ids and names a test works with. */
export async function apiGet<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const token = await adminToken(request);
  const response = await request.get(path, { params, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest mail sent to `to`, newer than `afterId`. */
export async function latestMail(request: APIRequestContext, to: string, afterId = 0): Promise<OutboxItem> {
  const token = await adminToken(request);
  let found: OutboxItem | undefined;
  await expect(async () => {
    const response = await request.get('/api/outbox/', { params: { to }, headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: OutboxItem[] };
    found = body.results.find((item) => item.id > afterId);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

/** Id of the newest mail sent to `to` (0 when there is none). */
export async function newestMailId(request: APIRequestContext, to: string): Promise<number> {
  const token = await adminToken(request);
  const response = await request.get('/api/outbox/', { params: { to }, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { results: OutboxItem[] };
  return body.results[0]?.id ?? 0;
}

/** The e2e server's port (playwright.config.ts): E2E_PORT lets a local run sit beside CI's. */
const e2ePort = Number(process.env.E2E_PORT ?? 8181);
/** An address on the e2e server under a given host name: the host decides the white label. */
export const onHost = (host: 'localhost' | '127.0.0.1', path: string) => `http://${host}:${e2ePort}${path}`;

/** The day `n` days after `day` (YYYY-MM-DD; before it when negative). */
export function shiftDay(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
