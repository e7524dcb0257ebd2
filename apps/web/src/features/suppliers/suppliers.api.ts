import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type ExternalApi, type List, type OptionsResponse, type Supplier, type SupplierInput } from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** Suppliers show 10 a page; lookups (the API select) load up to 1000. */
export const suppliersPageSize = 10;
const lookupLimit = 1000;

export const supplierKeys = {
  all: ['demand-sources'] as const,
  lists: () => [...supplierKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...supplierKeys.lists(), page, search] as const,
  detail: (id: number) => [...supplierKeys.all, 'detail', id] as const,
  options: () => [...supplierKeys.all, 'options'] as const,
  apis: () => [...supplierKeys.all, 'external-apis'] as const,
};

const collection = `${apiBase}/suppliers/`;
const item = (id: number) => `${apiBase}/suppliers/${id}/`;

/** GET /suppliers/?page&search&limit=10. */
export function useSupplierList(page: number, search: string) {
  return useQuery({
    queryKey: supplierKeys.list(page, search),
    queryFn: ({ signal }) => api.get<List<Supplier>>(collection, { query: { page, search, limit: suppliersPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /suppliers/{id}/. */
export function useSupplier(id: number | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Supplier>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** OPTIONS /suppliers/: the currency and type choices. */
export function useSupplierChoices() {
  return useQuery({
    queryKey: supplierKeys.options(),
    queryFn: ({ signal }) => api.options<OptionsResponse>(collection, { signal }),
    staleTime: Infinity,
  });
}

/** GET /apis/?limit=1000: every external API, of every type, for the API select. */
export function useExternalApiOptions() {
  return useQuery({
    queryKey: supplierKeys.apis(),
    queryFn: ({ signal }) => api.get<List<ExternalApi>>(`${apiBase}/apis/`, { query: { limit: lookupLimit }, signal }),
    staleTime: 60_000,
    select: (list) => list.results,
  });
}

/** POST /suppliers/. */
export function useCreateSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.post<Supplier>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(supplierKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}

/** PATCH /suppliers/{id}/. */
export function useUpdateSupplier(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.patch<Supplier>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(supplierKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
  });
}
