import { useQuery } from '@tanstack/react-query';
import { apiBase, externalApiEndpoints, supplierEndpoints as endpoints, type OptionsResponse } from '@pubdesk/contract';
import { api, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** Suppliers show 10 a page; lookups (the API select) load up to 1000. */
export const suppliersPageSize = 10;
const lookupLimit = 1000;

export const useSupplierList = (page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { page, search, limit: suppliersPageSize } }, { keepPrevious: true });

export const useSupplier = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** OPTIONS /suppliers/: the currency and type choices (not supplier data: no write refreshes them). */
export function useSupplierChoices() {
  return useQuery({
    queryKey: ['supplier-choices'],
    queryFn: ({ signal }) => api.options<OptionsResponse>(`${apiBase}${endpoints.list.path}`, { signal }),
    staleTime: Infinity,
  });
}

/** Every external API, of every type, for the API select (refreshed by any write to external APIs). */
export const useExternalApiOptions = () =>
  useEndpointQuery(externalApiEndpoints.listAll, { query: { limit: lookupLimit } }, { staleTime: 60_000, select: (list) => list.results });

export const useCreateSupplier = () => useEndpointMutation(endpoints.create);
export const useUpdateSupplier = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
