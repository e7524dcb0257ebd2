import { useParams } from 'react-router';
import { parseId } from '../../components/parse-id';
import { TicketQueue } from './TicketQueue';
import { TicketView } from './TicketView';

/** Support (route 'tickets/:id?'): the queue at /tickets, a ticket at /tickets/:id. */
export function TicketsPage() {
  const id = parseId(useParams().id);
  return id === null ? <TicketQueue /> : <TicketView key={id} id={id} />;
}
