import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyEndpoints as endpoints, type BodyIn } from '@pubdesk/contract';
import { callEndpoint, invalidateAfter, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';
import { useUserLookup } from '../../lib/lookups';
import type { ApiKeyPayload } from './api-key-form';

/** keys are listed 10 a page. */
export const apiKeysPageSize = 10;

/** GET /auth/api-keys/?page&limit=10[&user]: keys show masked. */
export const useApiKeyList = (page: number, user: number | null = null) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: apiKeysPageSize, user: user ?? undefined } }, { keepPrevious: true });

/** GET /auth/api-keys/{id}/. */
export const useApiKey = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** POST /auth/api-keys/: the server makes the key. A user not chosen is sent missing, for the server to name the field. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyPayload) => callEndpoint(endpoints.create, { body: input as BodyIn<typeof endpoints.create> }),
    onSuccess: () => void invalidateAfter(client, endpoints.create),
  });
}

/** PATCH /auth/api-keys/{id}/: name, status and permissions (the user is fixed). */
export const useUpdateApiKey = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });

/**
 * POST /auth/api-keys/{id}/reveal/: the full key. A plain call, not a query: the key is kept
 * out of the shared cache, and each reveal is audited, so it runs only when asked for.
 */
export async function revealApiKey(id: number): Promise<string> {
  const { key } = await callEndpoint(endpoints.reveal, { params: { id } });
  return key;
}

/** GET /users/?limit=1000: the User choices. */
export const useApiKeyUsers = () => useUserLookup(undefined, (list) => list.results);
