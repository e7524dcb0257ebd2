import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { isStaffRole } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { seesEverything, userCondition, websiteCondition } from '../assignments/index.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { tickets } from './tickets.table.js';

/** Whether the caller answers tickets (replies, notes, status, assignee): staff with the codename. */
export const answersTickets = (auth: AuthContext): boolean => isStaffRole(auth.user.role) && auth.can('tickets.change_ticket');

/**
 * The tickets the caller may see, as a condition on `tickets`. Everyone sees their own. Staff
 * with `tickets.view_ticket` see the queue: admins, organizations and developers all of it,
 * account managers and ad operations the tickets of the users in their scope and those assigned
 * to them. A network also sees its publishers' tickets. Another user's ticket about a website is
 * seen only by those who see that website.
 */
export function ticketCondition(auth: AuthContext): SQL | undefined {
  const me = auth.user.id;
  const own = eq(tickets.requesterId, me);
  const ofUsersInScope = () => {
    const inScope = userCondition(auth);
    if (!inScope) return undefined;
    // A user's ticket about a website the caller does not see (a publisher who also works with
    // another network) is not the caller's to read.
    const sites = websiteCondition(auth);
    const aboutTheirSites = sites
      ? sql`(${tickets.websiteId} is null or ${tickets.websiteId} in (select ${websites.id} from ${websites} where ${sites}))`
      : undefined;
    return and(sql`${tickets.requesterId} in (select ${users.id} from ${users} where ${inScope})`, aboutTheirSites);
  };
  if (isStaffRole(auth.user.role)) {
    if (!auth.can('tickets.view_ticket')) return own;
    if (seesEverything(auth)) return undefined;
    return or(own, eq(tickets.assigneeId, me), ofUsersInScope());
  }
  if (auth.user.role === 'network') return or(own, ofUsersInScope());
  return own;
}
