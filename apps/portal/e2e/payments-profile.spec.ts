import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, checkIn, network1, publisher1, signInPortal } from './fixtures';

interface Listed<T> {
  count: number;
  results: T[];
}
interface Invoice {
  id: number;
  date: string;
  amount: string;
  deduction: string;
  final: string;
  description: string;
  status: string;
}
interface BreakdownRow {
  id: number;
  name: string;
  revenue: string;
}

/** The API's 2-decimal money with thousands commas ('1234.50' -> '1,234.50'), as the invoices show it. */
const money = (value: string): string => value.replace(/\B(?=(\d{3})+\.)/g, ',');
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Revenue (6 decimals in the API) as the reports show it, to the cent: '$1,234.50'. */
const revenue = (value: string): string => `$${cents.format(Number(value))}`;
const capitalized = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** The access token of the portal session signInPortal stored (one sign-in per test: the API throttles bursts). */
async function accessOf(page: Page): Promise<string> {
  const access = await page.evaluate(() => window.localStorage.getItem('pubdesk.portal.accessToken'));
  if (!access) throw new Error('The portal holds no session.');
  return access;
}

/** The user id in an access token's `user` claim. */
function userIdOf(access: string): number {
  const payload = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8')) as { user: { id: number } };
  return payload.user.id;
}

test('publisher1 reads its invoices, downloads one as CSV, and changes its first name', async ({ page }) => {
  // Three screens, each checked by axe, in one sign-in.
  test.setTimeout(90_000);
  await signInPortal(page, publisher1, '/portal/payments');
  const access = await accessOf(page);
  const invoices = await apiAs<Listed<Invoice>>(page.request, access, '/api/wallets/invoices/', { o: '-date', page: 1, limit: 15 });
  expect(invoices.results.length, 'the demo invoices of publisher1').toBeGreaterThan(0);

  // Each row as the API answers it: id, date, amount, deducted, final, description, status, View.
  const [first] = invoices.results;
  const table = page.getByRole('region', { name: 'Invoices' });
  await expect(table.getByRole('link', { name: `View invoice ${first!.id}` })).toBeVisible();
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(invoices.results.length);
  for (const [index, invoice] of invoices.results.entries()) {
    await expect(rows.nth(index).getByRole('cell')).toHaveText([
      String(invoice.id),
      invoice.date,
      money(invoice.amount),
      money(invoice.deduction),
      money(invoice.final),
      invoice.description,
      capitalized(invoice.status),
      'View',
    ]);
  }
  // Read only: nothing to edit.
  await expect(table.getByRole('button', { name: /^Edit invoice/ })).toHaveCount(0);
  await checkIn(page, 'the portal payments');

  await table.getByRole('link', { name: `View invoice ${first!.id}` }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${first!.id}` })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('definition')).toHaveText([money(first!.amount), money(first!.deduction), money(first!.final)]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${first!.id}.csv`);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toBe('ID,Website,Date,Month,Line,Amount,Deducted,Final,Description,Status');
  expect(lines.at(-1)).toContain(`,Total,${first!.amount},${first!.deduction},${first!.final},`);
  await checkIn(page, 'the portal invoice');

  // Profile: the name saves, and the user menu follows it; the demo's name comes back afterwards.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  const firstName = page.getByLabel('First name');
  await expect(firstName).not.toHaveValue('');
  // The pointer leaves the navigation: its hover colours are not the page's.
  await page.mouse.move(0, 0);
  await checkIn(page, 'the portal profile');
  try {
    await firstName.fill('Paulina');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfuly saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paulina Reyes' })).toBeVisible();
  } finally {
    // Other tests name publisher1 as the demo does.
    const response = await page.request.patch(`/api/profiles/${userIdOf(access)}/`, {
      data: { first_name: 'Paula' },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(response.ok(), 'the demo name restored').toBe(true);
  }
});

test("network1 reads its publishers' websites and this month's revenue", async ({ page }) => {
  await signInPortal(page, network1, '/portal/publishers');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Publishers' })).toBeVisible();
  const range = await page.getByText(/^Revenue from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d$/).textContent();
  const [, start, end] = /from (\S+) to (\S+)/.exec(range ?? '') ?? [];
  const access = await accessOf(page);
  const breakdown = await apiAs<Listed<BreakdownRow>>(page.request, access, '/api/statistics/breakdown/', {
    by: 'publisher',
    start_date: start!,
    end_date: end!,
    limit: 1000,
  });
  const assigned = await apiAs<Listed<{ publisher: number | null; names: { publisher: string | null } }>>(
    page.request,
    access,
    '/api/assigned/',
    { role: 'publisher', limit: 1000 },
  );
  const paula = assigned.results.find((a) => a.names.publisher === publisher1.name);
  if (!paula?.publisher) throw new Error('network1 has no publisher1 assigned.');
  const websites = await apiAs<Listed<{ name: string }>>(page.request, access, '/api/websites/', { publisher: paula.publisher });
  const figures = breakdown.results.find((row) => row.id === paula.publisher);

  const row = page.getByRole('region', { name: 'Publishers' }).getByRole('row').filter({ hasText: publisher1.name });
  await expect(row.getByRole('cell').nth(0)).toHaveText(publisher1.name);
  await expect(row.getByRole('cell').nth(1)).toContainText(`${websites.count} websites`);
  await expect(row.getByRole('cell').nth(3)).toHaveText(revenue(figures?.revenue ?? '0.00'));
  await checkIn(page, 'the portal publishers');
});
