import { tagEndpoints as endpoints } from '@pubdesk/contract';
import { useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';

export const tagsPageSize = 10;

/** A website's tags, 10 a page, filtered by the search box. */
export const useTagList = (website: number, page: number, search: string) =>
  useEndpointQuery(endpoints.list, { query: { website, page, search, limit: tagsPageSize } }, { keepPrevious: true });

export const useTag = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

export const useCreateTag = () => useEndpointMutation(endpoints.create);
export const useUpdateTag = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });
/** `mutate(id)`. */
export const useDeleteTag = () => useEndpointDelete(endpoints.remove);
