import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type Group, type List, type User } from '@pubdesk/contract';
import { api } from '../../../lib/api-client';
import { accessKeys } from '../../access/access.api';
import { userKeys } from '../users.api';
import type { NewUserPayload } from './new-user-form';

/** Every permission group fits in one answer (spec section 9: selects load up to 1000). */
const groupsLimit = 1000;

export const newUserKeys = {
  // Under the groups editor's list key, so a group added or renamed there reloads the choices.
  groupChoices: () => [...accessKeys.groupLists(), 'choices'] as const,
};

/** GET /groups/?limit=1000: the Groups multi-select. */
export function useGroupChoices() {
  return useQuery({
    queryKey: newUserKeys.groupChoices(),
    queryFn: ({ signal }) => api.get<List<Group>>(`${apiBase}/groups/`, { query: { limit: groupsLimit }, signal }),
    select: (list) => list.results,
    staleTime: 60_000,
  });
}

/** POST /users/: the users list reloads with the new user. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserPayload) => api.post<User>(`${apiBase}/users/`, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
