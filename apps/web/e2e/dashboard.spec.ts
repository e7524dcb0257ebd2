import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test('the dashboard shows the revenue tiles, the statistics chart and the yesterday tables from the demo statistics', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The networks tile: network accounts, their publishers and the websites networks run.
  const networks = page.getByRole('region', { name: 'Networks', exact: true });
  await expect(networks.getByText('Websites', { exact: true })).toBeVisible();

  const yesterdayTile = page.getByRole('region', { name: 'Yesterday', exact: true }).first();
  await expect(page.getByRole('region', { name: 'Today', exact: true })).toContainText('Revenue');
  const adminRevenue =
    (await yesterdayTile
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first()
      .textContent()) ?? '';
  expect(adminRevenue).not.toBe('$0.00');

  const card = page.getByRole('region', { name: 'Statistics', exact: true });
  await expect(card.getByRole('img', { name: 'Impressions and revenue over the last 30 days' })).toBeVisible();
  const summary = card.getByRole('region', { name: 'Yesterday' });
  const gross =
    (await summary
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first()
      .textContent()) ?? '';
  await card.getByText('User', { exact: true }).click();
  // What publishers are paid is less than the gross the demand sources reported.
  await expect(summary.getByText(/^\$[\d,]+\.\d\d$/).first()).not.toHaveText(gross);

  const websites = page.getByRole('region', { name: 'Websites Yesterday' });
  const rows = websites.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('1');
  const shown = await rows.count();
  await websites.getByRole('button', { name: 'View More' }).click();
  if (shown - 1 < 10) {
    await expect(websites.getByRole('status')).toHaveText('No More Views');
  } else {
    await expect(rows).not.toHaveCount(shown);
  }
  await websites.getByRole('button', { name: 'Show Less' }).click();
  await expect(page.getByRole('region', { name: 'Ad Format Yesterday' }).getByRole('row').nth(1)).toBeVisible();
});
