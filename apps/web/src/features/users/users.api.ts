import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBase, type List, type User } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** Spec section 9: the users list shows 10 a page. */
export const usersPageSize = 10;

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...userKeys.lists(), page, search] as const,
};

const collection = `${apiBase}/users/`;

/** GET /users/?page&search&limit=10. */
export function useUserList(page: number, search: string) {
  return useQuery({
    queryKey: userKeys.list(page, search),
    queryFn: ({ signal }) => api.get<List<User>>(collection, { query: { page, search, limit: usersPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
