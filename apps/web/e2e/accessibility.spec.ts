import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './fixtures';

/** The first record of an API list, for screens that need an id. */
async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: { id: number }[] };
  const first = body.results[0];
  if (!first) throw new Error(`${path} is empty`);
  return first.id;
}

/**
 * Serious and critical axe violations on the page as it is now, one line each. axe runs in the
 * page itself (axe.run: the builder's legacy mode). The default runs it per frame and then merges
 * the results in a second, blank page: the same rules and results at twice the time per check.
 * What only it covers, cross-origin frames, does not arise: no screen checked here has a frame.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits for the screen's data, then checks it. */
async function expectAccessible(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("the first Tab offers 'Skip to main content', which leads straight to the screen's controls", async ({ page }) => {
  await signInAsAdmin(page, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the page, past the top bar and the sidebar.
  expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);
});

test('the sidebar sections are reached by Tab and opened with Enter or Space', async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const websites = nav.getByRole('button', { name: 'Websites' });
  const credentials = nav.getByRole('button', { name: 'Credentials' });
  const settings = nav.getByRole('button', { name: 'Settings' });

  await tabTo(page, websites);
  await expect(websites).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, settings);
  await expect(settings).toBeFocused();
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Metrics' })).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Metrics' })).toBeVisible();
  await expect(nav.getByRole('link', { name: "External API's" })).toBeVisible();
  // The links inside come next in the Tab order and open their screens.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Metrics' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/metrics$/);

  await credentials.focus();
  await page.keyboard.press('Space');
  await expect(credentials).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Groups', exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(credentials).toHaveAttribute('aria-expanded', 'false');
});

test('modal close buttons are named, and the open modals pass the check', async ({ page, request }) => {
  await signInAsAdmin(page, '/demand_sources');
  await page
    .getByRole('button', { name: /^Shares of / })
    .first()
    .click();
  const supplierShares = page.getByRole('dialog', { name: 'Demand Source Shares' });
  await expect(supplierShares).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await supplierShares.getByRole('button', { name: 'Close' }).click();
  await expect(supplierShares).toBeHidden();

  await page.goto(`/placements_groups?website=${await firstId(request, '/api/websites/?limit=1')}`);
  const tools = page.getByRole('toolbar', { name: 'Placement group tools' });
  await tools.getByRole('button', { name: 'Fill Rate' }).click();
  const fillRate = page.getByRole('dialog', { name: 'Fill Rate' });
  await expect(fillRate).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await fillRate.getByRole('button', { name: 'Close' }).click();
  await expect(fillRate).toBeHidden();

  await tools.getByRole('button', { name: 'Shares' }).click();
  await page.getByRole('menuitem', { name: 'Pubdesk' }).click();
  const shares = page.getByRole('dialog', { name: 'Pubdesk Shares' });
  await expect(shares).toBeVisible();
  await shares.getByRole('button', { name: 'Close' }).click();
  await expect(shares).toBeHidden();

  await page.goto(`/payments/${await firstId(request, '/api/wallets/wallets/?limit=1')}`);
  await page
    .getByRole('button', { name: /^Edit invoice / })
    .first()
    .click();
  const invoice = page.getByRole('dialog', { name: /^Invoice \d+ of / });
  await expect(invoice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await invoice.getByRole('button', { name: 'Close' }).click();
  await expect(invoice).toBeHidden();
});

test('the dashboard in the dark colour scheme has no serious accessibility violations', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The yesterday tables' up and down figures are the dark scheme's weakest contrast.
  await expect(page.getByRole('img', { name: /^(up|down) [\d.]+%$/ }).first()).toBeVisible();
  await expectAccessible(page, /.+/);
});

test('a notification passes the check in both colour schemes', async ({ page }) => {
  await signInAsAdmin(page, '/groups_types');
  const form = page.getByRole('region', { name: 'Add', exact: true });
  await form.getByLabel('Name').fill(`Axe Format ${Date.now()}`);
  await form.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: /Successfully added with ID: \d+/ });
  await expect(notice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('region', { name: 'Edit', exact: true }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed-in screens have no serious accessibility violations', () => {
  const screens: { name: string; path: string | ((request: APIRequestContext) => Promise<string>); heading: string | RegExp }[] = [
    { name: 'dashboard', path: '/', heading: /.+/ },
    { name: 'websites', path: '/websites', heading: 'Websites' },
    {
      name: "a website's placement groups",
      path: async (request) => `/placements_groups?website=${await firstId(request, '/api/websites/?limit=1')}`,
      heading: 'Placement groups',
    },
    { name: 'tags', path: async (request) => `/tags?website=${await firstId(request, '/api/websites/?limit=1')}`, heading: /Tags/ },
    {
      name: "a player's options",
      path: async (request) => `/players/${await firstId(request, '/api/players/players/?limit=1')}`,
      heading: 'Players',
    },
    {
      name: "a website's video library",
      path: async (request) => {
        const video = await request.get('/api/players/videos/?limit=1', {
          headers: { Authorization: `Bearer ${await adminToken(request)}` },
        });
        return `/videos?website=${((await video.json()) as { results: Array<{ website_id: number }> }).results[0]!.website_id}`;
      },
      heading: 'Content',
    },
    { name: 'demand sources', path: '/demand_sources', heading: 'Demand Sources' },
    { name: 'users', path: '/users', heading: 'Users' },
    { name: 'a user screen', path: async (request) => `/users/${await firstId(request, '/api/users/?search=publisher1')}`, heading: /.+/ },
    { name: 'credentials groups', path: '/credentials/groups', heading: /Groups/ },
    { name: 'settings metrics', path: '/settings/metrics', heading: 'Metrics' },
    { name: 'whitelabel', path: '/Whitelabel', heading: /Whitelabel/ },
    { name: 'profile', path: '/profile', heading: /Profile/ },
    { name: 'payments', path: '/payments', heading: 'Payments' },
    {
      name: "a wallet's invoices",
      path: async (request) => `/payments/${await firstId(request, '/api/wallets/wallets/?limit=1')}`,
      heading: 'Payments',
    },
  ];

  for (const screen of screens) {
    test(screen.name, async ({ page, request }) => {
      // Signed in straight onto the screen (the dashboard's own entry signs in onto it).
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(request);
      await signInAsAdmin(page, path === '/' ? undefined : path);
      await expectAccessible(page, screen.heading);
    });
  }
});
