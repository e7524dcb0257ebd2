import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type List, type PlacementGroup } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { PlacementGroupInput } from './placement-group-form';

export const placementGroupsPageSize = 10;

export const placementGroupKeys = {
  all: ['placement-groups'] as const,
  lists: () => [...placementGroupKeys.all, 'list'] as const,
  list: (website: number, page: number) => [...placementGroupKeys.lists(), website, page] as const,
  detail: (id: number) => [...placementGroupKeys.all, 'detail', id] as const,
};

const collection = `${apiBase}/placements_groups/`;
const item = (id: number) => `${apiBase}/placements_groups/${id}/`;

/** GET /placements_groups/?website&page&limit=10. */
export function usePlacementGroupList(website: number, page: number) {
  return useQuery({
    queryKey: placementGroupKeys.list(website, page),
    queryFn: ({ signal }) =>
      api.get<List<PlacementGroup>>(collection, { query: { website, page, limit: placementGroupsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /placements_groups/{id}/. */
export function usePlacementGroup(id: number | null) {
  return useQuery({
    queryKey: placementGroupKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<PlacementGroup>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /placements_groups/. */
export function useCreatePlacementGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlacementGroupInput) => api.post<PlacementGroup>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(placementGroupKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: placementGroupKeys.lists() });
    },
  });
}

/** PATCH /placements_groups/{id}/. */
export function useUpdatePlacementGroup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlacementGroupInput) => api.patch<PlacementGroup>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(placementGroupKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: placementGroupKeys.lists() });
    },
  });
}
