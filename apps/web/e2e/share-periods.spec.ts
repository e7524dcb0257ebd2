import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, shiftDay, signInAsAdmin, type Listed } from './fixtures';

/** '$1,234.56' -> 1234.56. */
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The website report with its Network columns ticked. */
async function openReportWithNetwork(page: Page, website: number): Promise<Locator> {
  await page.goto(`/statistics/website/${website}`);
  const report = page.getByRole('table', { name: 'Website Report' });
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible();
  await page.getByRole('button', { name: 'Share columns' }).click();
  await page.getByRole('checkbox', { name: 'Network' }).check();
  await page.keyboard.press('Escape');
  await expect(report.getByRole('columnheader', { name: 'Network Revenue After' })).toBeVisible();
  return report;
}

/** The Total row's Network Revenue After (the row heads itself: its cells start at the second column). */
async function networkRevenueTotal(report: Locator): Promise<number> {
  const column = (await report.getByRole('columnheader').allTextContents()).indexOf('Network Revenue After');
  const cell = report
    .getByRole('row', { name: /^Total/ })
    .getByRole('cell')
    .nth(column - 1);
  return money((await cell.textContent()) ?? '');
}

test('a network share from a past day warns of the days it recomputes, and the website report shows the recomputed revenue', async ({
  page,
  request,
}) => {
  // The recomputation is a background job over the website's days since the start.
  test.setTimeout(120_000);
  // A demo data item (the demo has statistics for every day of the last 90), its format, its
  // website and the website's network: a network share counts for the website's own network.
  const items = await apiGet<Listed<{ group_name: string; website_id: number; status: string }>>(
    request,
    '/api/placements_groups_data/data/',
    { limit: 50 },
  );
  const item = items.results.find((d) => d.status === 'active');
  if (!item) throw new Error('The demo world has no active data item.');
  const site = await apiGet<{ id: number; network: number | null }>(request, `/api/websites/${item.website_id}/`);
  if (site.network === null) throw new Error('The demo website has no network.');
  const network = await apiGet<{ username: string }>(request, `/api/users/${site.network}/`);

  await signInAsAdmin(page, `/statistics/website/${site.id}`);
  const before = await networkRevenueTotal(await openReportWithNetwork(page, site.id));
  expect(before).toBeGreaterThan(0);

  await page.goto(`/placements_groups?website=${site.id}`);
  await page.getByRole('toolbar', { name: 'Placement group tools' }).getByRole('button', { name: 'Shares' }).click();
  await page.getByRole('menuitem', { name: 'Network' }).click();
  const shares = page.getByRole('dialog', { name: 'Network Shares' });
  const form = shares.getByRole('form', { name: 'Add' });
  await form.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: item.group_name, exact: true }).click();
  // The demo's network shares are 75%: the network keeps less from now on.
  await form.getByLabel('Share').fill('40');
  await form.getByRole('combobox', { name: 'Network', exact: true }).fill(network.username);
  await page.getByRole('option', { name: new RegExp(`\\(${network.username}\\)$`) }).click();

  // Today (the report's time zone) by default, and nothing to recompute; 10 days back (one more
  // on a retry, whose first try took that day) recomputes up to yesterday.
  const start = form.getByRole('textbox', { name: 'Start date' });
  const today = await start.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(form.getByText(/will be recomputed/)).toHaveCount(0);
  const daysBack = 10 + test.info().retry;
  const from = shiftDay(today, -daysBack);
  await start.fill(from);
  await start.press('Tab');
  await expect(form.getByText(`${daysBack} days will be recomputed`)).toBeVisible();
  await form.getByRole('button', { name: 'Add' }).click();

  await expect(page.getByText(/^Successfully added with ID: \d+$/)).toBeVisible();
  await expect(page.getByText(`The statistics from ${from} to `, { exact: false })).toBeVisible();
  const history = shares.getByRole('table', { name: 'History' });
  const period = history.getByRole('row').filter({ hasText: from });
  await expect(period.getByRole('cell', { name: item.group_name, exact: true })).toBeVisible();
  await expect(period.getByRole('cell', { name: '40%', exact: true })).toBeVisible();
  // It has started: it stays in the history, with no delete button.
  await expect(period.getByRole('button')).toHaveCount(0);
  await expect(form.getByText(/will be recomputed/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(shares).toBeHidden();

  // The report's network revenue drops once the background job has rewritten those days.
  const report = await openReportWithNetwork(page, site.id);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    expect(await networkRevenueTotal(report)).toBeLessThan(before);
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 5_000] });
});
