import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type ApiType, type ExternalApi, type List } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { ExternalApiPayload } from './external-api-form';

/** Spec section 9: APIs are listed 10 a page; the types are a short lookup. */
export const externalApisPageSize = 10;
const lookupLimit = 1000;

export const externalApiKeys = {
  all: ['external-apis'] as const,
  types: () => [...externalApiKeys.all, 'types'] as const,
  lists: () => [...externalApiKeys.all, 'list'] as const,
  list: (type: string, page: number) => [...externalApiKeys.lists(), type, page] as const,
  detail: (type: string, id: number) => [...externalApiKeys.all, 'detail', type, id] as const,
};

const collection = (type: string) => `${apiBase}/apis/${encodeURIComponent(type)}/`;
const item = (type: string, id: number) => `${collection(type)}${id}/`;

/** GET /apis/types/: the API types, by shortname. */
export function useApiTypes() {
  return useQuery({
    queryKey: externalApiKeys.types(),
    queryFn: ({ signal }) => api.get<List<ApiType>>(`${apiBase}/apis/types/`, { query: { limit: lookupLimit }, signal }),
    staleTime: 10 * 60_000,
    select: (list) => list.results.map((type) => type.shortname),
  });
}

/** GET /apis/{type}/?page&limit=10. */
export function useExternalApiList(type: string, page: number) {
  return useQuery({
    queryKey: externalApiKeys.list(type, page),
    queryFn: ({ signal }) => api.get<List<ExternalApi>>(collection(type), { query: { page, limit: externalApisPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /apis/{type}/{id}/. */
export function useExternalApi(type: string, id: number | null) {
  return useQuery({
    queryKey: externalApiKeys.detail(type, id ?? 0),
    queryFn: ({ signal }) => api.get<ExternalApi>(item(type, id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /apis/{type}/: the new API belongs to the type of the path. */
export function useCreateExternalApi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, input }: { type: string; input: ExternalApiPayload }) => api.post<ExternalApi>(collection(type), input),
    onSuccess: (created) => {
      client.setQueryData(externalApiKeys.detail(created.type, created.id), created);
      void client.invalidateQueries({ queryKey: externalApiKeys.lists() });
    },
  });
}

/** PATCH /apis/{type}/{id}/ (a `type` in the body moves the API to that type). */
export function useUpdateExternalApi(type: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExternalApiPayload) => api.patch<ExternalApi>(item(type, id), input),
    onSuccess: (updated) => {
      if (updated.type !== type) client.removeQueries({ queryKey: externalApiKeys.detail(type, id) });
      client.setQueryData(externalApiKeys.detail(updated.type, id), updated);
      void client.invalidateQueries({ queryKey: externalApiKeys.lists() });
    },
  });
}
