import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type List, type Metric, type PlacementGroupData, type Supplier } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { GroupDataPayload } from './group-data-form';

/** Spec section 9: data lists show 10 a page; lookups (suppliers, serve metrics) load up to 1000. */
export const groupDataPageSize = 10;
const lookupLimit = 1000;

export const groupDataKeys = {
  all: ['placement-group-data'] as const,
  lists: () => [...groupDataKeys.all, 'list'] as const,
  list: (placementGroup: number, page: number, search: string) => [...groupDataKeys.lists(), placementGroup, page, search] as const,
  detail: (id: number) => [...groupDataKeys.all, 'detail', id] as const,
};
/** Under the 'suppliers' and 'serve-metrics' roots, so the screens that edit those refresh these too. */
export const supplierOptionsKey = ['suppliers', 'options'] as const;
export const serveMetricOptionsKey = ['serve-metrics', 'options'] as const;

const collection = `${apiBase}/placements_groups_data/data/`;
const item = (id: number) => `${apiBase}/placements_groups_data/data/${id}/`;

/** GET /placements_groups_data/data/?pgid&search&page&limit=10. */
export function useGroupDataList(placementGroup: number, page: number, search: string) {
  return useQuery({
    queryKey: groupDataKeys.list(placementGroup, page, search),
    queryFn: ({ signal }) =>
      api.get<List<PlacementGroupData>>(collection, { query: { pgid: placementGroup, search, page, limit: groupDataPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /placements_groups_data/data/{id}/. */
export function useGroupData(id: number | null) {
  return useQuery({
    queryKey: groupDataKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<PlacementGroupData>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /placements_groups_data/data/. */
export function useCreateGroupData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupDataPayload) => api.post<PlacementGroupData>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(groupDataKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: groupDataKeys.lists() });
    },
  });
}

/** PATCH /placements_groups_data/data/{id}/. */
export function useUpdateGroupData(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupDataPayload) => api.patch<PlacementGroupData>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(groupDataKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: groupDataKeys.lists() });
    },
  });
}

/** GET /suppliers/?limit=1000: every demand source, for the Supplier select. */
export function useSupplierOptions() {
  return useQuery({
    queryKey: supplierOptionsKey,
    queryFn: ({ signal }) => api.get<List<Supplier>>(`${apiBase}/suppliers/`, { query: { limit: lookupLimit }, signal }),
    staleTime: 30_000,
    select: (list) => list.results.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
  });
}

/** GET /placements_groups_data/metrics/?limit=1000: every serve metric, for the served-metrics grid. */
export function useServeMetricOptions() {
  return useQuery({
    queryKey: serveMetricOptionsKey,
    queryFn: ({ signal }) => api.get<List<Metric>>(`${apiBase}/placements_groups_data/metrics/`, { query: { limit: lookupLimit }, signal }),
    staleTime: 30_000,
    select: (list) => list.results,
  });
}
