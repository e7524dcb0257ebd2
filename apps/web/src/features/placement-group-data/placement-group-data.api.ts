import { metricEndpoints, placementGroupDataEndpoints as endpoints, supplierEndpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** Data lists show 10 a page; lookups (suppliers, serve metrics) load up to 1000. */
export const groupDataPageSize = 10;
const lookupLimit = 1000;

export const useGroupDataList = (placementGroup: number, page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { pgid: placementGroup, search, page, limit: groupDataPageSize } }, { keepPrevious: true });

export const useGroupData = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

export const useCreateGroupData = () => useEndpointMutation(endpoints.create);
export const useUpdateGroupData = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });

/** Every demand source, for the Supplier select (refreshed by any write to demand sources). */
export const useSupplierOptions = () =>
  useEndpointQuery(
    supplierEndpoints.list,
    { query: { limit: lookupLimit } },
    { staleTime: 30_000, select: (list) => list.results.map((supplier) => ({ value: String(supplier.id), label: supplier.name })) },
  );

/** Every serve metric, for the served-metrics grid (refreshed by any write to serve metrics). */
export const useServeMetricOptions = () =>
  useEndpointQuery(metricEndpoints.list, { query: { limit: lookupLimit } }, { staleTime: 30_000, select: (list) => list.results });
