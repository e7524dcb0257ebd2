import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, signInAsAdmin, type Listed } from './fixtures';

/** A demo data item with statistics (the demo has at least 91 days of every one), and its website. */
async function demoItem(request: APIRequestContext) {
  const items = await apiGet<Listed<{ id: number; name: string; website_id: number; status: string; supplier_name: string }>>(
    request,
    '/api/placements_groups_data/data/',
    {
      limit: 50,
    },
  );
  const item = items.results.find((d) => d.status === 'active');
  if (!item) throw new Error('The demo world has no active data item.');
  const site = await apiGet<{ id: number; name: string }>(request, `/api/websites/${item.website_id}/`);
  return { item, site };
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

test("the search finds a website's statistics for a preset range and shows their Total", async ({ page, request }) => {
  const { site } = await demoItem(request);
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Statistics Search' })).toBeVisible();
  // Search says what it waits for while it cannot run.
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeDisabled();
  await expect(search).toHaveAccessibleDescription('Choose a demand source to search.');
  await page.getByText('Website', { exact: true }).click();
  await expect(search).toHaveAccessibleDescription('Choose a website to search.');
  await page.getByRole('combobox', { name: 'Websites' }).fill(site.name);
  await page.getByRole('option', { name: site.name, exact: true }).click();
  await page.getByRole('button', { name: 'Date range' }).click();
  await page.getByRole('button', { name: 'Last 7 Days' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = table(page, 'Statistics Search');
  await expect(results.getByRole('row', { name: /^Total/ })).toBeVisible();
  for (const column of ['Date', 'Supplier', 'Data Name', 'Revenue', 'Status', 'Complete', 'Action']) {
    await expect(results.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // Narrower than the table, the card folds the website searched (the same on every row) and
  // the secondary columns into each row's details.
  const first = results.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Details of / }).click();
  const details = results.getByRole('row').nth(2);
  await expect(details).toContainText(site.name);
  await expect(details).toContainText('Updated at');
  // A row sums a data item's days; its link opens the item's statistics, a row a day.
  await first.getByRole('link', { name: /^Open the statistics of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /- Data Statistics$/ })).toBeVisible();
});

test('searching by demand source offers only the websites and placement groups it has data on', async ({ page, request }) => {
  const { item, site } = await demoItem(request);
  await signInAsAdmin(page, '/search');
  await page.getByRole('combobox', { name: 'Suppliers' }).fill(item.supplier_name);
  await page.getByRole('option', { name: item.supplier_name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Websites' }).fill(site.name);
  await page.getByRole('option', { name: site.name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Groups' }).click();
  // Whichever group is offered, the search finds its statistics: no group without the source's data.
  await page.getByRole('option').first().click();
  await page.getByRole('radiogroup', { name: 'Statistics' }).getByText('All', { exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = table(page, 'Statistics Search');
  await expect(results.getByRole('row', { name: /^Total/ })).toBeVisible();
  // The demand source searched is the same on every row: it is in the row's details.
  await results
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Details of / })
    .click();
  await expect(results.getByRole('row').nth(2)).toContainText(item.supplier_name);
});

test('a website report expands revenue by the ticked share, and its CSV holds the rows of the table', async ({ page, request }) => {
  const { site } = await demoItem(request);
  await signInAsAdmin(page, `/statistics/website/${site.id}`);
  const report = table(page, 'Website Report');
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible();
  // The days of the range are drawn above the table.
  await expect(page.getByRole('img', { name: 'Impressions and revenue of the Website Report by day' })).toBeVisible();
  await expect(report.getByRole('columnheader', { name: 'Pubdesk Revenue After' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Share columns' }).click();
  await page.getByRole('checkbox', { name: 'Pubdesk' }).check();
  await expect(report.getByRole('columnheader', { name: 'Pubdesk Revenue Before' })).toBeVisible();
  await expect(report.getByRole('columnheader', { name: 'Pubdesk Revenue After' })).toBeVisible();
  await page.keyboard.press('Escape');

  const firstDay = (await report.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`website-${site.id}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toMatch(/^Date \(.+\),Requests,Impressions/);
  expect(lines[1]!.split(',')[0]).toBe(firstDay);
  expect(lines.at(-1)!.startsWith('Total,')).toBe(true);
});

test('a statistic is edited in its modal and the list shows the new revenue; a refresh request shows its token', async ({
  page,
  request,
}) => {
  const { item } = await demoItem(request);
  await signInAsAdmin(page, `/statistics/data/${item.id}`);
  await expect(page.getByRole('heading', { name: `${item.name} - Data Statistics` })).toBeVisible();
  const rows = table(page, 'Data Statistics');
  const first = rows.getByRole('row').nth(1);
  const day = (await first.getByRole('cell').first().textContent()) ?? '';

  await page.getByRole('button', { name: `Edit the statistics of ${day}` }).click();
  const modal = page.getByRole('dialog', { name: `${item.name} - Data Statistics` });
  await modal.getByLabel('Base Revenue').fill('1234.56');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Statistics updated successfuly')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rows.getByRole('row').nth(1)).toContainText('$1,234.56');

  await page.getByRole('button', { name: `Request data refresh for ${day}` }).click();
  await expect(page.getByText('Track token')).toBeVisible();
});

test('new statistics are added for a data item, and a day it already has is refused', async ({ page, request }) => {
  const { item } = await demoItem(request);
  await signInAsAdmin(page, `/statistics/new?data=${item.id}`);
  // A week ago has statistics in the demo data (the form's default, today, has none once a run
  // crosses midnight after the server seeded the demo).
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Date' }).fill(weekAgo);
  await page.getByRole('textbox', { name: 'Date' }).press('Tab');
  await page.getByLabel('Base Revenue').fill('10');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Failed to create statistics')).toBeVisible();
  await expect(page.getByText('This data item already has statistics for this date.')).toBeVisible();
});

test("a placement group's report shows below the list when the group is chosen, and its Reports link opens the card", async ({
  page,
  request,
}) => {
  const groups = await apiGet<Listed<{ id: number; name: string; website_id: number }>>(request, '/api/placements_groups/', { limit: 1 });
  const group = groups.results[0]!;
  await signInAsAdmin(page, `/placements_groups/${group.id}?website=${group.website_id}`);
  const report = page.getByRole('region', { name: 'Placement Group Report', exact: true });
  await expect(report.getByRole('table', { name: 'Placement Group Report' }).getByRole('row', { name: /^Total/ })).toBeVisible();
  await page.goto(`/statistics/group/${group.id}`);
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Placement Group Report', exact: true })).toBeVisible();
});

test("the reports page shows a website as its publisher is paid: the user-website card, and its groups' user-group cards", async ({
  page,
  request,
}) => {
  const { site } = await demoItem(request);
  const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const paid = await apiGet<{ statistics_sum: { revenue: string } }>(request, `/api/statistics/user_websites/${site.id}/`, {
    start_date: start,
  });
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('combobox', { name: 'Websites' }).fill(site.name);
  await page.getByRole('option', { name: site.name, exact: true }).click();
  await expect(table(page, 'Website Report').getByRole('row', { name: /^Total/ })).toBeVisible();

  await page.getByRole('switch', { name: "Publisher's view" }).check();
  const card = table(page, 'Publisher Website Report');
  const revenue = Number(paid.statistics_sum.revenue).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(card.getByRole('row', { name: /^Total/ })).toContainText(`$${revenue}`);
  await expect(card.getByRole('row').nth(1).getByText('Complete').or(card.getByRole('row').nth(1).getByText('Uncomplete'))).toBeVisible();

  await page.getByRole('region', { name: 'Publisher Website Report', exact: true }).getByText('Groups', { exact: true }).click();
  await expect(table(page, 'Publisher Report').getByRole('row', { name: /^Total/ })).toBeVisible();
});

test("a data item's statistics print on A4 portrait: every column on the page, no buttons", async ({ page, request }) => {
  const { item } = await demoItem(request);
  // A4's printable width at 96 dpi: 210 mm less two 10 mm margins.
  const printable = 718;
  await page.setViewportSize({ width: printable, height: 1000 });
  await signInAsAdmin(page, `/statistics/data/${item.id}`);
  const report = table(page, 'Data Statistics');
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const column of ['Revenue', 'Status', 'Complete']) {
    const box = await report.getByRole('columnheader', { name: column, exact: true }).boundingBox();
    expect(box, column).not.toBeNull();
    expect(box!.x + box!.width, column).toBeLessThanOrEqual(printable);
  }
  await expect(page.getByRole('link', { name: 'Add statistics' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  // In place of the form: the range shown, and the zone its days are cut in.
  await expect(page.getByText(/^From \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(page.getByText('Days in the UTC time zone')).toBeVisible();
});
