import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type ApiKey, type List, type User } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { ApiKeyPayload } from './api-key-form';

/** Spec section 2: keys are listed 10 a page; the users are a short lookup. */
export const apiKeysPageSize = 10;
const lookupLimit = 1000;

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  lists: () => [...apiKeyKeys.all, 'list'] as const,
  /** `user` 0: every user's keys. */
  list: (page: number, user: number) => [...apiKeyKeys.lists(), page, user] as const,
  detail: (id: number) => [...apiKeyKeys.all, 'detail', id] as const,
  users: () => [...apiKeyKeys.all, 'users'] as const,
};

const collection = `${apiBase}/auth/api-keys/`;
const item = (id: number) => `${collection}${id}/`;

/** GET /auth/api-keys/?page&limit=10[&user]: keys show masked. */
export function useApiKeyList(page: number, user: number | null = null) {
  return useQuery({
    queryKey: apiKeyKeys.list(page, user ?? 0),
    queryFn: ({ signal }) => api.get<List<ApiKey>>(collection, { query: { page, limit: apiKeysPageSize, user }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /auth/api-keys/{id}/. */
export function useApiKey(id: number | null) {
  return useQuery({
    queryKey: apiKeyKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ApiKey>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /auth/api-keys/: the server makes the key. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyPayload) => api.post<ApiKey>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(apiKeyKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: apiKeyKeys.lists() });
    },
  });
}

/** PATCH /auth/api-keys/{id}/: name, status and permissions (the user is fixed). */
export function useUpdateApiKey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyPayload) => api.patch<ApiKey>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(apiKeyKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: apiKeyKeys.lists() });
    },
  });
}

/**
 * POST /auth/api-keys/{id}/reveal/: the full key. A plain call, not a query: the key is kept
 * out of the shared cache, and each reveal is audited, so it runs only when asked for.
 */
export async function revealApiKey(id: number): Promise<string> {
  const { key } = await api.post<{ key: string }>(`${item(id)}reveal/`);
  return key;
}

/** GET /users/?limit=1000: the User choices. */
export function useApiKeyUsers() {
  return useQuery({
    queryKey: apiKeyKeys.users(),
    queryFn: ({ signal }) => api.get<List<User>>(`${apiBase}/users/`, { query: { limit: lookupLimit }, signal }),
    select: (list) => list.results,
    staleTime: 5 * 60_000,
  });
}
