import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

// A common laptop screen, with the sidebar open (it is from the 'sm' breakpoint up).
test.use({ viewport: { width: 1366, height: 768 } });

const statusTexts = /^(Active|Pending|Suspended|In-active|Draft)$/;

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
