import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Invoice, List, RevenueSummary, StatisticBreakdown, StatisticReport } from '@pubdesk/contract';
import { apiAs, checkIn, network1, publisher1, signInPortal } from './fixtures';

/** Money as the screens show it: the dollar sign, thousands commas, to the cent. */
const money = (value: string) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (value: number) => value.toLocaleString('en-US');

/** A day `back` days before today, as YYYY-MM-DD (the demo has at least 91 days of statistics through today). */
function daysAgo(back: number): string {
  const day = new Date();
  day.setDate(day.getDate() - back);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The access token the portal keeps for its session: the API's figures are read as the same user. */
async function accessOf(page: Page): Promise<string> {
  const access = await page.evaluate(() => window.localStorage.getItem('pubdesk.portal.accessToken'));
  expect(access, 'the portal session').toBeTruthy();
  return access!;
}

/** The text of a row's cell under a column heading (the Total row's first cell is its heading). */
async function cellOf(table: Locator, row: Locator, heading: string): Promise<string> {
  const headings = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headings.indexOf(heading);
  expect(index, `column ${heading}`).toBeGreaterThanOrEqual(0);
  return ((await row.locator('th, td').nth(index).textContent()) ?? '').trim();
}

// A past month of complete days: the same figures however long the test takes.
const start = daysAgo(40);
const end = daysAgo(12);

test('publisher1 signs in and finds their money on the Overview: the tiles equal the summary to the cent', async ({ page }) => {
  await page.goto('/portal/login');
  await page.getByLabel('Username').fill(publisher1.username);
  await page.getByLabel('Password', { exact: true }).fill(publisher1.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/portal\/overview$/);
  const access = await accessOf(page);

  const summary = await apiAs<RevenueSummary>(page.request, access, '/api/statistics/summary/');
  const tiles: Array<[keyof RevenueSummary, string]> = [
    ['today', 'Today'],
    ['yesterday', 'Yesterday'],
    ['seven_days', '7 days'],
    ['month', 'Month'],
  ];
  for (const [period, title] of tiles) {
    const tile = page.getByRole('region', { name: title, exact: true });
    await expect(tile.getByText(money(summary[period].revenue), { exact: true })).toBeVisible();
    await expect(tile.getByText(count(summary[period].impressions), { exact: true })).toBeVisible();
  }

  // The month's best website, the last paid invoice, and what blocks revenue, as the API has them.
  const monthStart = `${daysAgo(0).slice(0, 8)}01`;
  const top = await apiAs<StatisticBreakdown>(page.request, access, '/api/statistics/breakdown/', {
    by: 'website',
    start_date: monthStart,
    end_date: daysAgo(0),
    status: 'active',
    limit: 5,
  });
  if (top.results[0]) {
    const topTable = page.getByRole('region', { name: 'Top websites this month' }).getByRole('row').nth(1);
    await expect(topTable).toContainText(top.results[0].name);
    await expect(topTable).toContainText(money(top.results[0].revenue));
  }
  const paid = await apiAs<List<Invoice>>(page.request, access, '/api/wallets/invoices/', { status: 'paid', o: '-date', limit: 1 });
  if (paid.results[0]) await expect(page.getByRole('region', { name: 'Payouts' })).toContainText(money(paid.results[0].final));
  const pending = await apiAs<List<unknown>>(page.request, access, '/api/websites/', { status: 'pending', limit: 1 });
  const notices = page.getByRole('region', { name: 'Notices' });
  if (pending.count > 0) await expect(notices.getByRole('link', { name: 'See your websites' })).toHaveAttribute('href', '/portal/websites');
  await expect(page.getByRole('img', { name: 'Impressions and revenue of the Last 30 days by day' })).toBeVisible();
  await checkIn(page, 'the portal Overview');
});

test("publisher1's report of a deep-linked range totals the days endpoint to the cent and downloads as CSV", async ({ page }) => {
  await signInPortal(page, publisher1, `/portal/reports?start=${start}&end=${end}`);
  const access = await accessOf(page);
  const days = await apiAs<StatisticReport>(page.request, access, '/api/statistics/days/', {
    start_date: start,
    end_date: end,
    status: 'active',
  });

  const report = page.getByRole('table', { name: 'Daily report' });
  const total = report.getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();
  expect(await cellOf(report, total, 'Revenue')).toBe(money(days.statistics_sum.revenue));
  // Their own stage only: no other stage's columns, and a publisher has no publishers to break down.
  await expect(report.getByRole('columnheader', { name: /Revenue (Before|After)/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Revenue by publisher' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Revenue by website' }).getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.getByText(/^Days in the .+ time zone$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`report-${start}-${end}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toMatch(/^Date \(.+\),Requests,Impressions,.*Revenue/);
  expect(lines[0]).not.toMatch(/Supplier|PMP|Pubdesk|Network/);
  expect(lines.at(-1)!.startsWith('Total,')).toBe(true);
  await checkIn(page, 'the portal Reports');
});

test("network1's report breaks its revenue down by publisher as the breakdown endpoint does", async ({ page }) => {
  await signInPortal(page, network1, `/portal/reports?start=${start}&end=${end}`);
  const access = await accessOf(page);
  const publishers = await apiAs<StatisticBreakdown>(page.request, access, '/api/statistics/breakdown/', {
    by: 'publisher',
    start_date: start,
    end_date: end,
    status: 'active',
    limit: 10,
  });
  expect(publishers.results.length).toBeGreaterThan(0);

  const table = page.getByRole('table', { name: 'Revenue by publisher' });
  const total = table.getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();
  expect(await cellOf(table, total, 'Revenue')).toBe(money(publishers.statistics_sum.revenue));
  for (const [index, publisher] of publishers.results.entries()) {
    const row = table.getByRole('row').nth(index + 1);
    await expect(row).toContainText(publisher.name);
    expect(await cellOf(table, row, 'Revenue')).toBe(money(publisher.revenue));
  }
});
