import type { TicketStatus } from '@pubdesk/contract';

/** The queue (route 'tickets'), filtered to one status when given (the dashboard tile's links). */
export function ticketsPath(filter: { status?: TicketStatus } = {}): string {
  return filter.status ? `/tickets?status=${filter.status}` : '/tickets';
}

/** A ticket (route 'tickets/:id'), keeping the queue's query (`?status=open`) for the way back. */
export function ticketPath(id: number, search = ''): string {
  return `/tickets/${id}${search}`;
}
