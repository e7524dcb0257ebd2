import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TicketDetail } from '@pubdesk/contract';
import { fakeFetch, renderWithProviders, signInAs } from '@pubdesk/ui/testing';
import { TicketPage } from './TicketPage';

const ticket: TicketDetail = {
  id: 5,
  number: 10005,
  subject: 'Payout missing',
  status: 'open',
  priority: 'normal',
  category: 'payment',
  website: null,
  website_name: null,
  requester: { id: 7, name: 'Paula Reyes' },
  assignee: null,
  created_at: '2025-06-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
  messages: [
    {
      id: 1,
      body: 'Where is **June**?',
      internal: false,
      author: { id: 7, name: 'Paula Reyes' },
      by_staff: false,
      sent_by: null,
      created_at: '2025-06-01T09:00:00Z',
      attachments: [],
    },
  ],
};

/** The API: the ticket, and a PATCH answered with the status it sets. */
function serveTicket() {
  const fetch = fakeFetch((url, init) => {
    if (!url.endsWith('/tickets/5/')) return { status: 404, body: { detail: 'Not found.' } };
    if (init.method === 'PATCH') return { status: 200, body: { ...ticket, ...(JSON.parse(String(init.body)) as object) } };
    return { status: 200, body: ticket };
  });
  vi.stubGlobal('fetch', fetch.fn);
  return fetch;
}

const renderTicket = () =>
  renderWithProviders(<TicketPage />, {
    wrap: (children) => (
      <MemoryRouter initialEntries={['/support/5']}>
        <Routes>
          <Route path="/support/:id" element={children} />
        </Routes>
      </MemoryRouter>
    ),
  });

describe('TicketPage', () => {
  it('offers the requester the reply box and Close ticket, which PATCHes the status', async () => {
    const fetch = serveTicket();
    signInAs('publisher', 7);
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Payout missing', level: 1 })).toBeTruthy();
    expect(await screen.findByText('June')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => {
      const patch = fetch.calls.find((call) => call.init.method === 'PATCH');
      expect(patch && JSON.parse(String(patch.init.body))).toEqual({ status: 'closed' });
    });
  });

  it("shows a network its publisher's ticket read only: no reply box, no status button", async () => {
    serveTicket();
    signInAs('network', 3);
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Payout missing', level: 1 })).toBeTruthy();
    expect(screen.getByText('This ticket belongs to Paula Reyes: you can read it, only they can reply.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });
});
