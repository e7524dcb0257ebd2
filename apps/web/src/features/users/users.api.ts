import { userEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointQuery } from '@pubdesk/ui/api';

/** the users list shows 10 a page (the users dropdowns read lib/lookups.ts). */
export const usersPageSize = 10;

/** GET /users/?page&search&limit=10. */
export const useUserList = (page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { page, search, limit: usersPageSize } }, { keepPrevious: true });
