import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { listOf, person, signInAs } from '../../test/fixtures';
import { fakeFetch, renderRoute } from '../../test/render';
import { TicketsPage } from './TicketsPage';
import { ticket } from './tickets.fixture';

// An open select scrolls its chosen option into view; jsdom has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => signInAs('account_manager', 7, ['tickets.view_ticket', 'tickets.change_ticket', 'users.view_user']));

const staff = [person(3, 'oscar', 'Oscar', 'Lindqvist', 'ad_operation'), person(7, 'amelia', 'Amelia', 'Stone', 'account_manager')];

/** Answers the queue (two tickets) and the staff lookup; records every request. */
function serve() {
  const fetch = fakeFetch((url) => {
    if (url.includes('/api/users/')) return { status: 200, body: listOf(staff) };
    if (url.includes('/api/tickets/'))
      return {
        status: 200,
        body: listOf([
          ticket(1, { subject: 'Payment missing', status: 'pending', priority: 'high', assignee: { id: 3, name: 'Oscar Lindqvist' } }),
          ticket(2, { subject: 'ads.txt lines', website_name: null }),
        ]),
      };
    return { status: 404, body: { detail: 'Not found.' } };
  });
  vi.stubGlobal('fetch', fetch.fn);
  return fetch;
}

/** The query of the last GET /tickets/. */
function lastQuery(fetch: ReturnType<typeof serve>): Record<string, string> {
  const call = fetch.calls.filter((c) => new URL(c.url, 'http://x').pathname === '/api/tickets/').at(-1);
  return Object.fromEntries(new URL(call?.url ?? '/', 'http://x').searchParams);
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the ticket queue', () => {
  it('opens filtered by the address, lists the tickets and links each to its page with the filters kept', async () => {
    const fetch = serve();
    renderRoute('/tickets/:id?', <TicketsPage />, '/tickets?status=pending');

    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Payment missing' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#10001', 'Payment missing', 'Pia Publisher', 'Northwind News', 'Pending', 'High', 'Oscar Lindqvist', expect.any(String)]);
    expect(within(row).getByRole('link', { name: 'Payment missing' }).getAttribute('href')).toBe('/tickets/1?status=pending');
    const other = screen.getByRole('link', { name: 'ads.txt lines' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Unassigned')).toBeTruthy();
    expect(within(other).getByText('-')).toBeTruthy();

    expect(lastQuery(fetch)).toEqual({ status: 'pending', page: '1', limit: '10' });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Pending');
  });

  it('writes each filter into the address and asks for it, page 1 again; Me is the signed-in user', async () => {
    const fetch = serve();
    renderRoute('/tickets/:id?', <TicketsPage />, '/tickets?status=open&page=3');
    await screen.findByRole('link', { name: 'Payment missing' });
    expect(lastQuery(fetch)).toMatchObject({ status: 'open', page: '3' });

    await choose('Assignee', 'Me');
    expect(location()).toBe('/tickets?status=open&assignee=me');
    await vi.waitFor(() => expect(lastQuery(fetch)).toEqual({ status: 'open', assignee: '7', page: '1', limit: '10' }));

    await choose('Assignee', 'Oscar Lindqvist (oscar)');
    expect(location()).toBe('/tickets?status=open&assignee=3');
    await choose('Category', 'ads.txt');
    expect(location()).toBe('/tickets?status=open&assignee=3&category=ads_txt');
    await vi.waitFor(() => expect(lastQuery(fetch)).toMatchObject({ assignee: '3', category: 'ads_txt' }));

    await choose('Assignee', 'Unassigned');
    await vi.waitFor(() => expect(lastQuery(fetch)).toMatchObject({ assignee: 'none' }));
    await choose('Status', 'On hold');
    expect(location()).toBe('/tickets?status=on_hold&assignee=none&category=ads_txt');
  });

  it('searches as you type, once typing pauses, and keeps the search in the address', async () => {
    const fetch = serve();
    renderRoute('/tickets/:id?', <TicketsPage />, '/tickets?search=late');
    await screen.findByRole('link', { name: 'Payment missing' });
    const box = screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement;
    expect(box.value).toBe('late');
    expect(lastQuery(fetch)).toMatchObject({ search: 'late' });

    fireEvent.change(box, { target: { value: '#10001' } });
    expect(location()).toBe('/tickets?search=late');
    await vi.waitFor(() => expect(location()).toBe('/tickets?search=%2310001'));
    await vi.waitFor(() => expect(lastQuery(fetch)).toMatchObject({ search: '#10001' }));
  });
});
