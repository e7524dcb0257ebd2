import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { TicketDetail } from '@pubdesk/contract';
import { NotificationsHost, opsNotifications } from '@pubdesk/ui/notify';
import { listOf, person, signInAs } from '../../test/fixtures';
import { fakeFetch, renderRoute } from '../../test/render';
import { TicketsPage } from './TicketsPage';
import { ticketDetail } from './tickets.fixture';

// An open select scrolls its chosen option into view; jsdom has no scrolling.
Element.prototype.scrollIntoView = () => undefined;
afterEach(() => notifications.clean(opsNotifications));

const answerer = ['tickets.view_ticket', 'tickets.change_ticket', 'users.view_user'];
const staff = [person(3, 'oscar', 'Oscar', 'Lindqvist', 'ad_operation'), person(1, 'admin', 'Ada', 'Admin', 'admin')];

/** Answers ticket 5 (as it is after each PATCH) and the staff lookup; a PATCH of `refused` fields is 400. */
function serve(refused?: string) {
  let current: TicketDetail = ticketDetail(5, { assignee: { id: 3, name: 'Oscar Lindqvist' } });
  const fetch = fakeFetch((url, init) => {
    if (url.includes('/api/users/')) return { status: 200, body: listOf(staff) };
    if (url.includes('/api/tickets/5/') && init.method === 'PATCH') {
      const patch = JSON.parse(String(init.body)) as Partial<TicketDetail> & { assignee?: number | null };
      if (refused && refused in patch) return { status: 400, body: { [refused]: ['Select a staff user who answers tickets.'] } };
      const assignee =
        patch.assignee === undefined ? current.assignee : patch.assignee === null ? null : { id: patch.assignee, name: 'Ada Admin' };
      current = { ...current, ...patch, assignee, updated_at: '2026-03-03T10:00:00Z' };
      return { status: 200, body: current };
    }
    if (url.includes('/api/tickets/5/')) return { status: 200, body: current };
    return { status: 404, body: { detail: 'Not found.' } };
  });
  vi.stubGlobal('fetch', fetch.fn);
  return fetch;
}

const patches = (fetch: ReturnType<typeof serve>) =>
  fetch.calls.filter((call) => call.init.method === 'PATCH').map((call) => JSON.parse(String(call.init.body)) as unknown);

function renderTicket(path = '/tickets/5?status=open') {
  renderRoute(
    '/tickets/:id?',
    <>
      <TicketsPage />
      <NotificationsHost />
    </>,
    path,
  );
}

async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLInputElement;
  await vi.waitFor(() => expect(select.disabled).toBe(false));
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('a ticket in the console', () => {
  it('shows the subject, number, thread and details, and the way back to the queue with its filters', async () => {
    signInAs('admin', 1, answerer);
    serve();
    renderTicket();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 5' })).toBeTruthy();
    expect(screen.getAllByText('#10005').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to the tickets' }).getAttribute('href')).toBe('/tickets?status=open');
    const thread = screen.getByRole('region', { name: 'Messages' });
    expect(within(thread).getAllByRole('article')).toHaveLength(3);
    expect(within(thread).getByRole('article', { name: 'Internal note' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Pia Publisher')).toBeTruthy();
    expect(within(details).getByText('Northwind News')).toBeTruthy();
    expect(within(details).getByText('Payment')).toBeTruthy();
    // Staff who answer may write an internal note.
    expect(screen.getByRole('switch', { name: 'Internal note (never shown to the requester)' })).toBeTruthy();
  });

  it('saves the status, priority and assignee as they are chosen, with the PATCH of that field alone', async () => {
    signInAs('admin', 1, answerer);
    const fetch = serve();
    renderTicket();
    await screen.findByRole('heading', { level: 1, name: 'Ticket 5' });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Open');
    // The current assignee by name, then as the staff list names them.
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Assignee' }) as HTMLInputElement).value).toBe('Oscar Lindqvist (oscar)'),
    );

    await choose('Status', 'Pending');
    expect(await screen.findByText('Ticket updated.')).toBeTruthy();
    await vi.waitFor(() => expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Pending'));
    await choose('Priority', 'Urgent');
    await choose('Assignee', 'Ada Admin (admin)');
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Assignee' }) as HTMLInputElement).value).toBe('Ada Admin (admin)'),
    );
    await choose('Assignee', 'Unassigned');
    await vi.waitFor(() => expect(patches(fetch)).toHaveLength(4));
    expect(patches(fetch)).toEqual([{ status: 'pending' }, { priority: 'urgent' }, { assignee: 1 }, { assignee: null }]);
  });

  it("shows the server's refusal of a change", async () => {
    signInAs('admin', 1, answerer);
    serve('assignee');
    renderTicket();
    await screen.findByRole('heading', { level: 1, name: 'Ticket 5' });
    await choose('Assignee', 'Ada Admin (admin)');
    expect(await screen.findByText('Could not update the ticket')).toBeTruthy();
    expect(await screen.findByText(/Select a staff user who answers tickets/)).toBeTruthy();
  });

  it('shows who may only view the queue the values, without controls or the internal note', async () => {
    signInAs('developer', 1, ['tickets.view_ticket']);
    serve();
    renderTicket('/tickets/5');
    await screen.findByRole('heading', { level: 1, name: 'Ticket 5' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Normal')).toBeTruthy();
    expect(within(details).getByText('Oscar Lindqvist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the tickets' }).getAttribute('href')).toBe('/tickets');
  });
});
