import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, apiGet, signInAsAdmin, type Listed } from './fixtures';

interface Invoice {
  id: number;
  wallet: number;
  date: string;
  amount: string;
  deduction: string;
  status: 'deductible' | 'approved' | 'paid';
}
interface Wallet {
  id: number;
  website_name: string;
  total: string;
  unpaid_amount: string;
}

/** Money as whole cents, from the API's 2-decimal strings. */
const cents = (text: string): bigint => BigInt(text.replace('.', ''));
/** Cents as the API writes them ('1234.50') and, with thousands commas, as the screens show them ('1,234.50'). */
function plain(value: bigint, commas = false): string {
  const size = value < 0n ? -value : value;
  const whole = String(size / 100n);
  return `${value < 0n ? '-' : ''}${commas ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole}.${String(size % 100n).padStart(2, '0')}`;
}
const shown = (value: bigint): string => plain(value, true);

/** The month before this one, YYYY-MM: the demo has statistics for it. */
function previousMonth(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/**
 * The demo seeds invoices for the last three months. On a database without any, the admin's
 * monthly run makes the previous month's (idempotent; a month before the latest invoiced one
 * answers 400, and then there are invoices already).
 */
async function ensureInvoices(request: APIRequestContext): Promise<void> {
  const listed = await apiGet<{ count: number }>(request, '/api/wallets/invoices/', { limit: 1 });
  if (listed.count > 0) return;
  const response = await request.post('/api/wallets/invoices/generate/', {
    data: { month: previousMonth() },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect([200, 201, 400]).toContain(response.status());
}

/** A not-paid invoice with at least 2.00 to deduct from, and its wallet as the API sees it now. */
async function unpaidInvoice(request: APIRequestContext): Promise<{ invoice: Invoice; wallet: Wallet }> {
  await ensureInvoices(request);
  const invoices = await apiGet<Listed<Invoice>>(request, '/api/wallets/invoices/', { limit: 100, o: '-amount' });
  const invoice = invoices.results.find((i) => i.status !== 'paid' && cents(i.amount) >= 200n);
  if (!invoice) throw new Error('The demo world has no unpaid invoice to deduct from.');
  const wallet = await apiGet<Wallet>(request, `/api/wallets/wallets/${invoice.wallet}/`);
  return { invoice, wallet };
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const invoiceTable = (page: Page) => page.getByRole('region', { name: 'Invoices' }).getByRole('table');
/** The row of an invoice, by the id in its first cell. */
const invoiceRow = (page: Page, id: number) =>
  invoiceTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
/** A figure of a side card: the value beside its label. */
const figure = (card: Locator, label: string) =>
  card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/** Opens a wallet's invoices from Payments in the sidebar: search its website, then its View link. */
async function openWallet(page: Page, wallet: Wallet): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const wallets = page.getByRole('region', { name: 'Wallets', exact: true });
  await expect(wallets.getByRole('link', { name: /^View the invoices of / }).first()).toBeVisible();
  await wallets.getByRole('searchbox', { name: 'Search' }).fill(wallet.website_name);
  await wallets.getByRole('link', { name: `View the invoices of ${wallet.website_name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${wallet.id}$`));
  await expect(figure(page.getByRole('region', { name: 'Wallet', exact: true }), 'Wallet ID')).toHaveText(String(wallet.id));
}

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

test("an invoice's deduction is edited: the final changes in the dialog, the table and the wallet's due and total amounts", async ({
  page,
  request,
}) => {
  const { invoice, wallet } = await unpaidInvoice(request);
  // One more whole unit deducted, or none when that would pass the amount.
  const before = cents(invoice.deduction);
  const after = before + 100n <= cents(invoice.amount) ? before + 100n : 0n;
  const final = cents(invoice.amount) - after;
  const change = after - before;

  await signInAsAdmin(page);
  await openWallet(page, wallet);
  const card = page.getByRole('region', { name: 'Wallet', exact: true });
  await expect(figure(card, 'Due amount')).toHaveText(shown(cents(wallet.unpaid_amount)));

  await invoiceRow(page, invoice.id)
    .getByRole('button', { name: `Edit invoice ${invoice.id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoice.id} of ${invoice.date}` });
  await expect(dialog.getByLabel('Amount')).toHaveValue(invoice.amount);
  await dialog.getByLabel('Deduction').fill(plain(after));
  await expect(dialog.getByLabel('Final')).toHaveValue(plain(final));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`Successfully updated ID: ${invoice.id}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const cells = invoiceRow(page, invoice.id).getByRole('cell');
  await expect(cells.nth(3)).toHaveText(shown(after));
  await expect(cells.nth(4)).toHaveText(shown(final));
  await expect(figure(card, 'Due amount')).toHaveText(shown(cents(wallet.unpaid_amount) - change));
  await expect(figure(card, 'Total amount')).toHaveText(shown(cents(wallet.total) - change));
});

test("a wallet's invoices print without the console around them, and their CSV holds the rows of the table", async ({ page, request }) => {
  const { wallet } = await unpaidInvoice(request);
  await signInAsAdmin(page);
  await openWallet(page, wallet);
  const rows = invoiceTable(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(mainNavigation(page)).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Limit' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
  await expect(invoiceTable(page)).toBeVisible();
  await expect(figure(page.getByRole('region', { name: 'Wallet', exact: true }), 'Wallet ID')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(mainNavigation(page)).toBeVisible();

  // The table's cells as the file writes them: money without thousands commas, statuses as stored.
  const table: string[][] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allTextContents();
    if (cells.length === 0) continue;
    const [id, date, amount, deducted, final, description, status] = cells;
    const money = (text = '') => text.replace(/,/g, '');
    table.push([id!, date!, money(amount), money(deducted), money(final), description!, status!.toLowerCase()]);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoices-wallet-${wallet.id}.csv`);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toBe('ID,Date,Amount,Deducted,Final,Description,Status');
  expect(lines.map(csvCells)).toEqual(table);
});

test("the users list's Wallet link opens a publisher's wallets with the account's totals", async ({ page, request }) => {
  await ensureInvoices(request);
  const users = await apiGet<Listed<{ id: number; username: string }>>(request, '/api/users/', { search: 'publisher1' });
  const publisher = users.results.find((user) => user.username === 'publisher1');
  if (!publisher) throw new Error('The demo world has no publisher1.');
  const totals = await apiGet<{ wallets: number; total: string }>(request, `/api/wallets/accounts/${publisher.id}/`);

  await signInAsAdmin(page);
  await mainNavigation(page).getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('publisher1');
  await page.getByRole('link', { name: 'Wallet of publisher1', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments\\?account=${publisher.id}$`));

  const card = page.getByRole('region', { name: 'Account totals' });
  await expect(figure(card, 'Wallets')).toHaveText(String(totals.wallets));
  await expect(figure(card, 'Total amount')).toHaveText(shown(cents(totals.total)));
  await expect(
    page.getByRole('region', { name: 'Wallets', exact: true }).getByRole('link', { name: /^View the invoices of / }),
  ).toHaveCount(Math.min(totals.wallets, 10));
});
