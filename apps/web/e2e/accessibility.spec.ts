import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { checkIn, checkInBothSchemes, colourRules, seriousViolations, settled, toggleScheme } from './axe';
import { adminToken, signInAsAdmin, type Listed } from './fixtures';

/**
 * The demo records the screens below open, read with one API sign-in (the API answers a burst of
 * sign-ins with 429).
 */
async function demoRecords(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const first = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers });
    expect(response.ok(), path).toBe(true);
    const row = ((await response.json()) as Listed<T>).results[0];
    if (!row) throw new Error(`${path} is empty`);
    return row;
  };
  const [website, dataItem, placementGroup, publisher, player, supplier, wallet, video] = await Promise.all([
    first<{ id: number }>('/api/websites/?limit=1'),
    first<{ id: number; placement_group_id: number }>('/api/placements_groups_data/data/?limit=1'),
    first<{ id: number }>('/api/placements_groups/?limit=1'),
    first<{ id: number }>('/api/users/?search=publisher1'),
    first<{ id: number }>('/api/players/players/?limit=1'),
    first<{ id: number }>('/api/suppliers/?limit=1'),
    first<{ id: number }>('/api/wallets/wallets/?limit=1'),
    first<{ website_id: number }>('/api/players/videos/?limit=1'),
  ]);
  return { website, dataItem, placementGroup, publisher, player, supplier, wallet, videoWebsite: video.website_id };
}

type DemoRecords = Awaited<ReturnType<typeof demoRecords>>;

/** A signed-in screen: where it is, its level-1 heading, and what else to wait for before checking. */
interface Screen {
  path: string;
  heading: string | RegExp;
  ready?: (page: Page) => Promise<void>;
}

/**
 * Signs in once onto the first screen, then opens each of the others (a page.goto, about a second,
 * against a sign-in each when every screen was its own test) and checks each in both schemes.
 */
async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  for (const [index, screen] of screens.entries()) {
    if (index === 0) await signInAsAdmin(page, screen.path === '/' ? undefined : screen.path);
    else await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await screen.ready?.(page);
    await checkInBothSchemes(page, screen.path);
  }
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

/**
 * Opens a modal, checks it, and closes it by its named close button, once in each colour scheme:
 * the scheme button sits under the modal's overlay (a click there closes the modal), so the
 * scheme is switched between the two openings.
 */
async function checkModalInBothSchemes(page: Page, open: () => Promise<Locator>, where: string): Promise<void> {
  for (const pass of [0, 1]) {
    if (pass) await toggleScheme(page);
    const dialog = await open();
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkIn(page, where, pass ? colourRules : undefined);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
}

test('modal close buttons are named, and the open modals pass the check in both colour schemes', async ({ page, request }) => {
  // About 25 s on an idle 2-core machine; the room is for a loaded one.
  test.setTimeout(120_000);
  const records = await demoRecords(request);
  await signInAsAdmin(page, '/demand_sources');
  await checkModalInBothSchemes(
    page,
    async () => {
      await page
        .getByRole('button', { name: /^Shares of / })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Demand Source Shares' });
    },
    "a demand source's shares",
  );

  await page.goto(`/placements_groups?website=${records.website.id}`);
  const tools = page.getByRole('toolbar', { name: 'Placement group tools' });
  await checkModalInBothSchemes(
    page,
    async () => {
      await tools.getByRole('button', { name: 'Fill Rate' }).click();
      return page.getByRole('dialog', { name: 'Fill Rate' });
    },
    "a website's fill rates",
  );
  await checkModalInBothSchemes(
    page,
    async () => {
      await tools.getByRole('button', { name: 'Shares' }).click();
      await page.getByRole('menuitem', { name: 'Pubdesk' }).click();
      return page.getByRole('dialog', { name: 'Pubdesk Shares' });
    },
    "a website's Pubdesk shares",
  );

  await page.goto(`/payments/${records.wallet.id}`);
  await checkModalInBothSchemes(
    page,
    async () => {
      await page
        .getByRole('button', { name: /^Edit invoice / })
        .first()
        .click();
      return page.getByRole('dialog', { name: /^Invoice \d+ of / });
    },
    'an invoice',
  );
});

test('a success and a failure notice and field errors pass the check in both colour schemes, and a repeated failure shows once', async ({
  page,
  request,
}) => {
  // About 15 s on an idle 2-core machine; the room is for a loaded one.
  test.setTimeout(90_000);
  const records = await demoRecords(request);
  await signInAsAdmin(page, '/groups_types');
  const form = page.getByRole('region', { name: 'Add', exact: true });
  await form.getByLabel('Name').fill(`Axe Format ${Date.now()}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Successfully added with ID: \d+/ })).toBeVisible();
  await checkIn(page, 'a success notice');

  await toggleScheme(page);
  await page.getByRole('region', { name: 'Edit', exact: true }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Successfully updated' })).toBeVisible();
  await checkIn(page, 'a success notice');

  // An empty tag is refused: the red notice lists the server's answer, and each field shows its
  // own message in red (the dark scheme is still on).
  await page.goto(`/tags?website=${records.website.id}`);
  const tag = page.getByRole('region', { name: 'Add', exact: true });
  const refused = page.getByRole('alert').filter({ hasText: 'Operation failed' });
  await tag.getByRole('button', { name: 'Save' }).click();
  await expect(refused).toContainText('Name: This field may not be blank.');
  await expect(tag.getByLabel(/^Name/)).toHaveAccessibleDescription('This field may not be blank.');
  await checkIn(page, 'a failure notice and field errors');

  // The same refusal again replaces the notice instead of stacking a copy.
  // Counted once the answer is in and the old notice has slid out: until the answer, the first
  // notice is alone; while the new one replaces it, both are on screen for a moment.
  await toggleScheme(page);
  const answered = page.waitForResponse((response) => response.url().includes('/api/tags/') && response.request().method() === 'POST');
  await tag.getByRole('button', { name: 'Save' }).click();
  await answered;
  await expect(refused.last()).toContainText('Name: This field may not be blank.');
  await settled(page);
  await expect(refused).toHaveCount(1);
  await checkIn(page, 'a failure notice and field errors');
});

test('the login screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * Every signed-in screen, each in both colour schemes, in four walks of about ten screens: one
 * sign-in each. A screen with a record open is listed where its editor differs from the Add form.
 */
const walks: { name: string; screens: (records: DemoRecords) => Screen[] }[] = [
  {
    name: 'the dashboard, the search and the reports',
    screens: ({ website, dataItem, placementGroup, publisher }) => [
      {
        path: '/',
        heading: /.+/,
        // The yesterday tables' up and down figures are the dark scheme's weakest contrast.
        ready: (page) => expect(page.getByRole('img', { name: /^(up|down) [\d.]+%$/ }).first()).toBeVisible(),
      },
      { path: '/search', heading: 'Statistics Search' },
      { path: '/reports', heading: 'Reports' },
      { path: `/statistics/data/${dataItem.id}`, heading: / - Data Statistics$/ },
      { path: `/statistics/new?data=${dataItem.id}`, heading: / - New Statistics$/ },
      { path: `/statistics/website/${website.id}`, heading: 'Reports' },
      { path: `/statistics/group/${placementGroup.id}`, heading: 'Reports' },
      { path: `/statistics/user/group/${publisher.id}`, heading: 'Reports' },
      { path: `/statistics/user/website/${publisher.id}`, heading: 'Reports' },
    ],
  },
  {
    name: 'websites, their placement groups, data, tags and shares, and demand sources',
    screens: ({ website, dataItem, supplier }) => [
      { path: '/websites', heading: 'Websites' },
      { path: `/websites/${website.id}`, heading: 'Websites' },
      { path: `/placements_groups?website=${website.id}`, heading: 'Placement groups' },
      { path: `/placements_groups_data?placement_group=${dataItem.placement_group_id}`, heading: 'Placement Group Data' },
      { path: `/tags?website=${website.id}`, heading: 'Tags' },
      { path: `/shares/platform?website=${website.id}`, heading: 'Pubdesk Shares' },
      { path: `/shares/pmp?website=${website.id}`, heading: 'PMP Shares' },
      { path: `/shares/network?website=${website.id}`, heading: 'Network Shares' },
      { path: '/demand_sources', heading: 'Demand Sources' },
      { path: `/demand_sources/${supplier.id}`, heading: 'Demand Sources' },
      { path: `/shares/demand_sources/${supplier.id}`, heading: 'Demand Source Shares' },
    ],
  },
  {
    name: 'users, credentials and the profile',
    screens: ({ publisher }) => [
      { path: '/users', heading: 'Users' },
      { path: '/users/new', heading: 'New user' },
      { path: `/users/${publisher.id}`, heading: /.+/ },
      { path: '/credentials', heading: 'Credentials' },
      { path: '/credentials/groups', heading: 'Groups' },
      { path: '/credentials/permissions', heading: 'Permissions' },
      { path: '/credentials/services', heading: 'Services' },
      { path: '/credentials/api-keys', heading: 'API Keys' },
      { path: '/credentials/assignments', heading: 'Assignments' },
      { path: '/profile', heading: 'Profile' },
    ],
  },
  {
    name: 'players, content, settings, group types, whitelabel and payments',
    screens: ({ player, videoWebsite, wallet }) => [
      { path: '/players', heading: 'Players' },
      { path: `/players/${player.id}`, heading: 'Players' },
      { path: `/videos?website=${videoWebsite}`, heading: 'Content' },
      { path: '/settings', heading: 'Settings' },
      { path: '/settings/metrics', heading: 'Metrics' },
      { path: '/settings/api', heading: "External API's" },
      { path: '/settings/fx-rates', heading: 'Exchange rates' },
      { path: '/settings/security', heading: 'Security' },
      { path: '/groups_types', heading: 'Groups Types' },
      { path: '/Whitelabel', heading: 'Whitelabel' },
      { path: '/payments', heading: 'Payments' },
      { path: `/payments/${wallet.id}`, heading: 'Payments' },
    ],
  },
];

test.describe('signed-in screens have no serious accessibility violations in either colour scheme', () => {
  for (const walk of walks) {
    test(walk.name, async ({ page, request }) => {
      // About 5 s a screen (a load and two checks), 50 s a walk, on an idle 2-core machine; the
      // room is for a loaded one.
      test.setTimeout(180_000);
      await checkScreens(page, walk.screens(await demoRecords(request)));
    });
  }
});
