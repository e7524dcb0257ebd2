import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, signInAsAdmin, type Listed } from './fixtures';

// A common laptop screen, with the sidebar open (it is from the 'sm' breakpoint up).
test.use({ viewport: { width: 1366, height: 768 } });

const statusTexts = /^(Active|Pending|Suspended|In-active|Draft|Complete|Uncomplete)$/;

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * The control lies wholly inside the list's card and the viewport, left to right: a table wider
 * than its card scrolls inside it, which clips the last column at the card's edge.
 */
async function expectWithinCard(control: Locator, card: Locator): Promise<void> {
  const box = await control.boundingBox();
  const cardBox = await card.boundingBox();
  const viewport = control.page().viewportSize();
  if (!box || !cardBox || !viewport) throw new Error('The control or its card is not rendered');
  expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** Every status badge of the list shows its whole text (Mantine cuts a squeezed badge to 'AC…'). */
async function expectFullBadges(card: Locator): Promise<void> {
  const badges = card.getByRole('table').getByText(statusTexts);
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
    expect(cut, `badge '${await badge.textContent()}' is cut`).toBe(false);
  }
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the websites table fits beside the wizard: full badges, every row menu in reach', async ({ page }) => {
  await page.goto('/websites');
  const card = page.getByRole('region', { name: 'Websites', exact: true });
  const menus = card.getByRole('button', { name: /^Actions for / });
  await expect(menus.first()).toBeVisible();
  // The demo data holds a suspended website: the longest badge.
  await expect(card.getByRole('table').getByText('Suspended', { exact: true }).first()).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectFullBadges(card);
  for (const menu of await menus.all()) await expectWithinCard(menu, card);

  await menus.last().click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
});

test('the demand sources table fits beside its form: full badges, Edit and Shares in reach', async ({ page }) => {
  await page.goto('/demand_sources');
  const card = page.getByRole('region', { name: 'Demand sources', exact: true });
  const shares = card.getByRole('button', { name: /^Shares of / });
  await expect(shares.first()).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectFullBadges(card);
  for (const button of await shares.all()) await expectWithinCard(button, card);
  for (const link of await card.getByRole('link', { name: /^Edit / }).all()) await expectWithinCard(link, card);

  await shares.last().click();
  await expect(page.getByRole('dialog', { name: 'Demand Source Shares' })).toBeVisible();
});

test('the users table shows every column, the Edit and Wallet links included', async ({ page }) => {
  await page.goto('/users');
  const card = page.getByRole('region', { name: 'Users', exact: true });
  const wallets = card.getByRole('link', { name: /^Wallet of / });
  await expect(wallets.first()).toBeVisible();
  await expect(card.getByRole('columnheader', { name: 'Action' })).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectFullBadges(card);
  await expectWithinCard(card.getByRole('columnheader', { name: 'Action' }), card);
  for (const link of await wallets.all()) await expectWithinCard(link, card);
  for (const link of await card.getByRole('link', { name: /^Edit / }).all()) await expectWithinCard(link, card);

  await wallets.first().click();
  await expect(page).toHaveURL(/\/payments\?account=\d+$/);
});

test("a data item's statistics show money, status, Complete and the day's actions; the rest is in the day's details", async ({
  page,
  request,
}) => {
  const items = await apiGet<Listed<{ id: number; status: string }>>(request, '/api/placements_groups_data/data/', { limit: 50 });
  const item = items.results.find((d) => d.status === 'active')!;
  await page.goto(`/statistics/data/${item.id}`);
  const card = page.getByRole('region', { name: 'Data Statistics', exact: true });
  const table = card.getByRole('table', { name: 'Data Statistics' });
  const first = table.getByRole('row').nth(1);
  const day = (await first.getByRole('cell').first().textContent())?.trim() ?? '';
  const edit = table.getByRole('button', { name: `Edit the statistics of ${day}` });
  await expect(edit).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectFullBadges(card);
  for (const column of ['Revenue', 'Status', 'Complete', 'Action']) {
    await expectWithinCard(table.getByRole('columnheader', { name: column, exact: true }), card);
  }
  await expectWithinCard(edit, card);
  await expectWithinCard(table.getByRole('button', { name: `Delete the statistics of ${day}` }), card);

  // The folded columns are one click away, in the day's details.
  await expect(table.getByRole('columnheader', { name: 'Viewable Impressions' })).toHaveCount(0);
  await table.getByRole('button', { name: `Details of ${day}` }).click();
  await expect(table.getByText('Viewable Impressions', { exact: true })).toBeVisible();
  await expect(table.getByText('Updated at', { exact: true })).toBeVisible();
});

test('a website search shows Status, Complete and the link to each item inside the card', async ({ page }) => {
  await page.goto('/search');
  await page.getByText('Website', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Websites' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('region', { name: 'Statistics Search', exact: true });
  const links = card.getByRole('link', { name: /^Open the statistics of / });
  await expect(links.first()).toBeVisible();

  await expectNoSidewaysScroll(page);
  await expectFullBadges(card);
  for (const column of ['Data Name', 'Revenue', 'Status', 'Complete', 'Action']) {
    await expectWithinCard(card.getByRole('columnheader', { name: column, exact: true }), card);
  }
  for (const link of await links.all()) await expectWithinCard(link, card);
});

test('a report with every share ticked scrolls in a region reached by Tab, its date and action columns pinned', async ({
  page,
  request,
}) => {
  const sites = await apiGet<Listed<{ id: number }>>(request, '/api/websites/', { limit: 1 });
  await page.goto(`/statistics/website/${sites.results[0]!.id}`);
  const card = page.getByRole('region', { name: 'Website Report', exact: true });
  const table = card.getByRole('table', { name: 'Website Report' });
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  await page.getByRole('button', { name: 'Share columns' }).click();
  for (const share of await page.getByRole('checkbox').all()) await share.check();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Network Revenue After' })).toBeVisible();

  const scroller = card.getByRole('region', { name: 'Website Report, scrolls sideways' });
  await scroller.focus();
  await expect(scroller).toBeFocused();
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
  // Scrolled to its end, the table keeps its first and last columns in the card.
  await expectWithinCard(table.getByRole('columnheader', { name: 'Date', exact: true }), card);
  await expectWithinCard(table.getByRole('columnheader', { name: 'Action', exact: true }), card);
});

test('every other list and report shows its last column and whole badges without a sideways scroll', async ({ page, request }) => {
  // Fourteen screens in one sign-in: cheaper than a test each, and longer than one screen's time.
  test.setTimeout(120_000);
  // A website with placement groups and tags: the one of a demo data item.
  const items = await apiGet<Listed<{ website_id: number }>>(request, '/api/placements_groups_data/data/', { limit: 1 });
  const site = items.results[0]!.website_id;
  const group = (await apiGet<Listed<{ id: number }>>(request, '/api/placements_groups/', { website: site })).results[0]!.id;
  const screens = [
    `/placements_groups?website=${site}`,
    `/tags?website=${site}`,
    '/players',
    '/payments',
    `/statistics/user/group/${group}`,
    '/credentials/groups',
    '/credentials/api-keys',
    '/credentials/assignments',
    '/settings/api',
    '/settings/fx-rates',
    '/settings/metrics',
    '/groups_types',
    '/shares/platform',
    '/Whitelabel',
  ];
  for (const path of screens) {
    await page.goto(path);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1), path).toBeVisible();
    await expectNoSidewaysScroll(page);
    const last = table.getByRole('columnheader').last();
    const box = await last.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.x + box!.width, `${path}: its last column`).toBeLessThanOrEqual(1366);
    for (const badge of await table.getByText(statusTexts).all()) {
      const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
      expect(cut, `${path}: badge '${await badge.textContent()}' is cut`).toBe(false);
    }
  }
});
