import { userEndpoints as endpoints, type List, type User } from '@pubdesk/contract';
import { useEndpointQuery } from '../../lib/endpoints';

/** the users list shows 10 a page; the users dropdowns load up to 1000. */
export const usersPageSize = 10;
const lookupLimit = 1000;

/** GET /users/?page&search&limit=10. */
export const useUserList = (page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { page, search, limit: usersPageSize } }, { keepPrevious: true });

/**
 * GET /users/?[role]&limit=1000: the users a dropdown offers, of one role or several
 * (`publisher,pre_activation`). Every dropdown reads under the users' cache root, so a user added
 * or changed shows in each of them at once.
 */
export function useUserLookup<S = List<User>>(role?: string, select?: (list: List<User>) => S) {
  return useEndpointQuery(endpoints.list, { query: { role, limit: lookupLimit } }, { select, staleTime: 5 * 60_000 });
}
