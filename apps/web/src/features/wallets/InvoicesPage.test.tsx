import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderRoute } from '../../test/render';
import { InvoicesPage } from './InvoicesPage';
import { invoice, wallet } from './wallets.fixture';

// An open select scrolls its chosen option into view; jsdom has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

const viewer = ['wallets.view_wallet', 'wallets.view_invoice'];
beforeEach(() => signInAs('admin', 1, [...viewer, 'wallets.change_invoice']));

const invoices = [
  invoice(12, { date: '2026-11-01', amount: '1500.00', deduction: '25.00', final: '1475.00', status: 'deductible' }),
  invoice(8, { date: '2026-10-01', amount: '80.10', final: '80.10', status: 'paid' }),
];

function serve() {
  return fakeFetch((url) => {
    if (url.startsWith('/api/wallets/wallets/3/'))
      return { status: 200, body: wallet(3, { website_name: 'Northwind News', unpaid_amount: '1475.00', total: '1555.10' }) };
    if (url.startsWith('/api/wallets/invoices/')) return { status: 200, body: listOf(invoices) };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

const invoiceUrls = (calls: { url: string }[]) => calls.map((call) => call.url).filter((url) => url.startsWith('/api/wallets/invoices/'));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function open() {
  const fetch = serve();
  vi.stubGlobal('fetch', fetch.fn);
  renderRoute('/payments/:id', <InvoicesPage />, '/payments/3');
  await screen.findByRole('cell', { name: '1,475.00' });
  return fetch;
}

describe('InvoicesPage', () => {
  it("shows the wallet's invoices, newest first, 30 a page, and the wallet's card", async () => {
    const fetch = await open();
    const table = within(screen.getByRole('region', { name: 'Invoices' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Date', 'Amount', 'Deducted', 'Final', 'Description', 'Status', 'Edit']);
    const [, first] = within(table).getAllByRole('row');
    expect(cells(first!).slice(0, 7)).toEqual([
      '12',
      '2026-11-01',
      '1,500.00',
      '25.00',
      '1,475.00',
      'Publisher revenue for 2026-09',
      'Deductible',
    ]);
    expect(within(first!).getByRole('button', { name: 'Edit invoice 12' })).toBeTruthy();
    expect(invoiceUrls(fetch.calls)).toEqual(['/api/wallets/invoices/?wallet=3&o=-date&page=1&limit=30']);

    const card = await screen.findByRole('region', { name: 'Wallet' });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    await vi.waitFor(() => expect(figure('Website')).toBe('Northwind News'));
    expect(figure('Wallet ID')).toBe('3');
    expect(figure('Pending invoices')).toBe('1');
    expect(figure('Due amount')).toBe('1,475.00');
    expect(figure('Paid invoices')).toBe('2');
    expect(figure('Total amount')).toBe('1,555.10');
  });

  it('asks again with the chosen limit, order and search, and Clear goes back to the defaults', async () => {
    const fetch = await open();
    fireEvent.click(screen.getByRole('combobox', { name: 'Limit' }));
    fireEvent.click(await screen.findByRole('option', { name: '60', hidden: true }));
    await vi.waitFor(() => expect(invoiceUrls(fetch.calls)).toContain('/api/wallets/invoices/?wallet=3&o=-date&page=1&limit=60'));

    const order = screen.getByRole('combobox', { name: 'Order' });
    fireEvent.click(order);
    const listbox = document.getElementById(order.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual([
      'ID, descending',
      'ID, ascending',
      'Date, descending',
      'Date, ascending',
      'Amount, descending',
      'Amount, ascending',
      'Deducted, descending',
      'Deducted, ascending',
      'Status, descending',
      'Status, ascending',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Deducted, ascending', hidden: true }));
    await vi.waitFor(() => expect(invoiceUrls(fetch.calls)).toContain('/api/wallets/invoices/?wallet=3&o=deduction&page=1&limit=60'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'september' } });
    await vi.waitFor(() =>
      expect(invoiceUrls(fetch.calls)).toContain('/api/wallets/invoices/?wallet=3&o=deduction&search=september&page=1&limit=60'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await vi.waitFor(() => expect(invoiceUrls(fetch.calls).at(-1)).toBe('/api/wallets/invoices/?wallet=3&o=-date&page=1&limit=30'));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('exports the whole filtered list as CSV, prints, and maximizes', async () => {
    const fetch = await open();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    // jsdom has no object URLs and does not follow a download link.
    Object.assign(URL, { createObjectURL: () => 'blob:invoices', revokeObjectURL: () => undefined });
    const files: string[] = [];
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(files).toEqual(['invoices-wallet-3.csv']));
    saved.mockRestore();
    expect(invoiceUrls(fetch.calls)).toContain('/api/wallets/invoices/?wallet=3&o=-date&format=csv');

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(screen.getByRole('button', { name: 'Restore size' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Invoices' }).style.position).toBe('fixed');
  });

  it('opens the edit dialog from a row', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit invoice 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 12 of 2026-11-01' });
    expect((within(dialog).getByLabelText('Final') as HTMLInputElement).value).toBe('1475.00');
  });

  it('offers no edit to who may not change invoices', async () => {
    signInAs('admin', 1, viewer);
    await open();
    expect(screen.queryByRole('button', { name: 'Edit invoice 12' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Edit' })).toBeNull();
  });
});
