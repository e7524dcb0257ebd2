import { groupTypeEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

/** 10 a page (the group selects read lib/lookups.ts). */
export const groupTypesPageSize = 10;

export const useGroupTypeList = (page: number) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: groupTypesPageSize } }, { keepPrevious: true });

export const useGroupType = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

export const useCreateGroupType = () => useEndpointMutation(endpoints.create);
export const useUpdateGroupType = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
