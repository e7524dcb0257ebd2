import type { Ticket, TicketDetail } from '@pubdesk/contract';

/** Test data for the Support screens' tests. */

export function ticket(id: number, fields: Partial<Ticket> = {}): Ticket {
  return {
    id,
    number: 10000 + id,
    subject: `Ticket ${id}`,
    status: 'open',
    priority: 'normal',
    category: 'payment',
    website: 4,
    website_name: 'Northwind News',
    requester: { id: 20, name: 'Pia Publisher' },
    assignee: null,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    ...fields,
  };
}

/** A ticket with its question, a staff answer and an internal note. */
export function ticketDetail(id: number, fields: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticket(id),
    messages: [
      message(1, 'Where is my **payment**?', { author: { id: 20, name: 'Pia Publisher' } }),
      message(2, 'It is on its way.', { by_staff: true }),
      message(3, 'Checked with finance.', { by_staff: true, internal: true }),
    ],
    ...fields,
  };
}

function message(id: number, body: string, fields: Partial<TicketDetail['messages'][number]> = {}): TicketDetail['messages'][number] {
  return {
    id,
    body,
    internal: false,
    author: { id: 1, name: 'Sam Staff' },
    by_staff: false,
    sent_by: null,
    created_at: '2026-03-01T09:00:00Z',
    attachments: [],
    ...fields,
  };
}
