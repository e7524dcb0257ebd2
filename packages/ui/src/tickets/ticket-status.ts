import { ticketStatuses, type TicketStatus } from '@pubdesk/contract';
import { t } from '../i18n';

/** A ticket status in the catalogue's words, looked up when drawn. */
export const ticketStatusLabel = (status: TicketStatus): string => t(`tickets.statuses.${status}`);

/** Every ticket status as a select's choices: the queue's filter and a ticket's Status. */
export const ticketStatusOptions = () => ticketStatuses.map((status) => ({ value: status, label: ticketStatusLabel(status) }));
