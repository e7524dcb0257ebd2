import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderRoute } from '../../test/render';
import { WalletsPage } from './WalletsPage';
import { wallet } from './wallets.fixture';

beforeEach(() => signInAs('admin', 1, ['wallets.view_wallet', 'wallets.view_invoice']));

const wallets = [
  wallet(1, { website_name: 'Northwind News', total: '1234.50', unpaid_amount: '234.50', paid_amount: '1000.00' }),
  wallet(2, { website_name: 'Bluewave Blog', total: '0.25', unpaid_invoices: 0, unpaid_amount: '0.00', paid_amount: '0.25' }),
];
/** What the API sums over every wallet the search finds (more than the page shows). */
const listTotals = {
  wallets: 12,
  total: '5234.75',
  unpaid_invoices: 7,
  unpaid_amount: '1234.50',
  paid_invoices: 20,
  paid_amount: '4000.25',
};
const accountTotals = {
  account: 5,
  wallets: 3,
  total: '900.10',
  unpaid_invoices: 4,
  unpaid_amount: '300.05',
  paid_invoices: 6,
  paid_amount: '600.05',
};

function serve() {
  return fakeFetch((url) => {
    if (url.startsWith('/api/wallets/accounts/5/')) return { status: 200, body: accountTotals };
    if (url.startsWith('/api/wallets/wallets/'))
      return { status: 200, body: { ...listOf(wallets), total: listTotals.total, totals: listTotals } };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe('WalletsPage', () => {
  it('lists the wallets with their total, status and View link, and the totals the API sums over every wallet found', async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderRoute('/payments', <WalletsPage />, '/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'Northwind News' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '1' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '1,234.50' })).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const view = within(row).getByRole('link', { name: 'View the invoices of Northwind News' });
    expect(view.textContent).toBe('View');
    expect(view.getAttribute('href')).toBe('/payments/1');

    const card = screen.getByRole('region', { name: 'Totals' });
    await vi.waitFor(() => expect(figure(card, 'Total amount')).toBe('5,234.75'));
    expect(figure(card, 'Wallets')).toBe('12');
    expect(figure(card, 'Pending invoices')).toBe('7');
    expect(figure(card, 'Due amount')).toBe('1,234.50');
    expect(figure(card, 'Paid invoices')).toBe('20');
    expect(figure(card, 'Paid amount')).toBe('4,000.25');

    // One request: the card reads the list's totals.
    expect(fetch.calls.map((call) => call.url)).toEqual(['/api/wallets/wallets/?page=1&limit=10']);
  });

  it("shows one account's wallets and the account's totals from the API", async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderRoute('/payments', <WalletsPage />, '/payments?account=5');

    expect(await screen.findByText('Wallets of account #5')).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Account totals' });
    await vi.waitFor(() => expect(figure(card, 'Total amount')).toBe('900.10'));
    expect(figure(card, 'Wallets')).toBe('3');
    expect(figure(card, 'Due amount')).toBe('300.05');

    const urls = fetch.calls.map((call) => call.url);
    expect(urls).toContain('/api/wallets/wallets/?page=1&limit=10&account=5');
    expect(urls).toContain('/api/wallets/accounts/5/');
    expect(screen.getByRole('link', { name: 'All wallets' }).getAttribute('href')).toBe('/payments');
  });

  it('searches as you type (the list and its totals are one request)', async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderRoute('/payments', <WalletsPage />, '/payments');
    await screen.findByRole('cell', { name: 'Northwind News' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' north ' } });
    await vi.waitFor(() => expect(fetch.calls.map((call) => call.url)).toContain('/api/wallets/wallets/?page=1&search=north&limit=10'));
  });
});
