import { staffRoles, userEndpoints, type User } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';
import { useAuth, useCan } from '@pubdesk/ui/auth';
import type { SelectOption } from '@pubdesk/ui/choices';
import { fullName } from '@pubdesk/ui/format';

/** The queue's page size, as the console's other lists. */
export const ticketsPageSize = 10;

const staffQuery = { role: staffRoles.join(','), limit: 1000 };
const userOption = (user: Pick<User, 'id' | 'username' | 'first_name' | 'last_name'>): SelectOption => ({
  value: String(user.id),
  label: `${fullName(user)} (${user.username})`,
});

/**
 * The staff users a ticket may be assigned to, as select options: GET /users/?role=<staff roles>
 * (active ones, under the users' cache root), for who may list users; the signed-in user always
 * (a manager's list holds only the users in their scope). The server refuses one who does not
 * answer tickets.
 */
export function useStaffOptions(): SelectOption[] {
  const me = useAuth().user;
  const canList = useCan('users.view_user');
  const { data } = useEndpointQuery(
    userEndpoints.list,
    { query: staffQuery },
    { enabled: canList, staleTime: 5 * 60_000, select: (list) => list.results.filter((user) => user.is_active) },
  );
  const options = (data ?? []).map(userOption);
  if (me && !options.some((option) => option.value === String(me.id))) options.unshift(userOption(me));
  return options;
}
