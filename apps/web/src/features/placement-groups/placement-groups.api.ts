import { placementGroupEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

export const placementGroupsPageSize = 10;

/** A website's placement groups, 10 a page. */
export const usePlacementGroupList = (website: number, page: number) =>
  useEndpointQuery(endpoints.list, { query: { website, page, limit: placementGroupsPageSize } }, { keepPrevious: true });

export const usePlacementGroup = (id: number | null) =>
  useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

export const useCreatePlacementGroup = () => useEndpointMutation(endpoints.create);
export const useUpdatePlacementGroup = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
