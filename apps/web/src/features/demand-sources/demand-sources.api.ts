import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type ExternalApi, type List, type OptionsResponse, type Supplier, type SupplierInput } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** Spec section 9: suppliers 10 a page; lookups (the API select) load up to 1000. */
export const demandSourcesPageSize = 10;
const lookupLimit = 1000;

export const demandSourceKeys = {
  all: ['demand-sources'] as const,
  lists: () => [...demandSourceKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...demandSourceKeys.lists(), page, search] as const,
  detail: (id: number) => [...demandSourceKeys.all, 'detail', id] as const,
  options: () => [...demandSourceKeys.all, 'options'] as const,
  apis: () => [...demandSourceKeys.all, 'external-apis'] as const,
};

const collection = `${apiBase}/suppliers/`;
const item = (id: number) => `${apiBase}/suppliers/${id}/`;

/** GET /suppliers/?page&search&limit=10. */
export function useDemandSourceList(page: number, search: string) {
  return useQuery({
    queryKey: demandSourceKeys.list(page, search),
    queryFn: ({ signal }) => api.get<List<Supplier>>(collection, { query: { page, search, limit: demandSourcesPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /suppliers/{id}/. */
export function useDemandSource(id: number | null) {
  return useQuery({
    queryKey: demandSourceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Supplier>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** OPTIONS /suppliers/: the currency and type choices. */
export function useDemandSourceOptions() {
  return useQuery({
    queryKey: demandSourceKeys.options(),
    queryFn: ({ signal }) => api.options<OptionsResponse>(collection, { signal }),
    staleTime: Infinity,
  });
}

/** GET /apis/?limit=1000: every external API, of every type, for the API select. */
export function useExternalApiOptions() {
  return useQuery({
    queryKey: demandSourceKeys.apis(),
    queryFn: ({ signal }) => api.get<List<ExternalApi>>(`${apiBase}/apis/`, { query: { limit: lookupLimit }, signal }),
    staleTime: 60_000,
    select: (list) => list.results,
  });
}

/** POST /suppliers/. */
export function useCreateDemandSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.post<Supplier>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(demandSourceKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: demandSourceKeys.lists() });
    },
  });
}

/** PATCH /suppliers/{id}/. */
export function useUpdateDemandSource(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.patch<Supplier>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(demandSourceKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: demandSourceKeys.lists() });
    },
  });
}
