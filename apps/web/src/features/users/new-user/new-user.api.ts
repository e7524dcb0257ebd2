import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupEndpoints, userEndpoints, type BodyIn } from '@pubdesk/contract';
import { callEndpoint, invalidateAfter, useEndpointQuery } from '@pubdesk/ui/api';
import type { NewUserPayload } from './new-user-form';

/** Every permission group fits in one answer (docs/product-rules.md: selects load up to 1000). */
const groupsLimit = 1000;

/** GET /groups/?limit=1000: the Groups multi-select (under the groups' cache root: a group added or renamed reloads it). */
export const useGroupChoices = () =>
  useEndpointQuery(groupEndpoints.list, { query: { limit: groupsLimit } }, { select: (list) => list.results, staleTime: 60_000 });

/**
 * POST /users/: every read of users reloads with the new user. A role not chosen is sent missing,
 * for the server to name the field in its own words.
 */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserPayload) => callEndpoint(userEndpoints.create, { body: input as BodyIn<typeof userEndpoints.create> }),
    onSuccess: () => void invalidateAfter(client, userEndpoints.create),
  });
}
