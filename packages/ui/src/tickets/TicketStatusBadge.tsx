import { Badge } from '@mantine/core';
import type { TicketStatus } from '@pubdesk/contract';
import { ticketStatusLabel } from './ticket-status';

const colors: Record<TicketStatus, string> = { open: 'blue', pending: 'yellow', on_hold: 'grape', solved: 'green', closed: 'gray' };

/** A ticket's status as a badge, in the catalogue's words. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={colors[status]} variant="light" miw="max-content">
      {ticketStatusLabel(status)}
    </Badge>
  );
}
