import { groupTypeEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoints';

/** 10 a page; lookups (the group selects) load up to 1000. */
export const groupTypesPageSize = 10;
const lookupLimit = 1000;

export const useGroupTypeList = (page: number) =>
  useEndpointQuery(endpoints.list, { query: { page, limit: groupTypesPageSize } }, { keepPrevious: true });

/** Every group type, for the group (format) selects. */
export const useGroupTypeOptions = () =>
  useEndpointQuery(
    endpoints.list,
    { query: { limit: lookupLimit } },
    { staleTime: 60_000, select: (list) => list.results.map((type) => ({ value: String(type.id), label: type.name })) },
  );

export const useGroupType = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

export const useCreateGroupType = () => useEndpointMutation(endpoints.create);
export const useUpdateGroupType = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
