import type { TicketCounts } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { ticketsRepo } from './tickets.repo.js';
import { ticketCondition } from './tickets.scope.js';

/** The dashboard tile: the tickets the caller may see, by status. */
export const ticketCounts = (db: Db, auth: AuthContext): Promise<TicketCounts> => ticketsRepo(db).counts(ticketCondition(auth));
