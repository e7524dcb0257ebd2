import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type GroupType, type List } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { GroupTypeInput } from './group-type-form';

/** Spec section 9: 10 a page; lookups (the group selects) load up to 1000. */
export const groupTypesPageSize = 10;
const lookupLimit = 1000;

export const groupTypeKeys = {
  all: ['group-types'] as const,
  lists: () => [...groupTypeKeys.all, 'list'] as const,
  list: (page: number) => [...groupTypeKeys.lists(), page] as const,
  options: () => [...groupTypeKeys.lists(), 'options'] as const,
  detail: (id: number) => [...groupTypeKeys.all, 'detail', id] as const,
};

const collection = `${apiBase}/groups_types/`;
const item = (id: number) => `${apiBase}/groups_types/${id}/`;

/** GET /groups_types/?page&limit. */
export function useGroupTypeList(page: number) {
  return useQuery({
    queryKey: groupTypeKeys.list(page),
    queryFn: ({ signal }) => api.get<List<GroupType>>(collection, { query: { page, limit: groupTypesPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /groups_types/?limit=1000: every group type, for the group (format) selects. */
export function useGroupTypeOptions() {
  return useQuery({
    queryKey: groupTypeKeys.options(),
    queryFn: ({ signal }) => api.get<List<GroupType>>(collection, { query: { limit: lookupLimit }, signal }),
    staleTime: 60_000,
    select: (list) => list.results.map((type) => ({ value: String(type.id), label: type.name })),
  });
}

/** GET /groups_types/{id}/. */
export function useGroupType(id: number | null) {
  return useQuery({
    queryKey: groupTypeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<GroupType>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /groups_types/. */
export function useCreateGroupType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupTypeInput) => api.post<GroupType>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(groupTypeKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: groupTypeKeys.lists() });
    },
  });
}

/** PATCH /groups_types/{id}/. */
export function useUpdateGroupType(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupTypeInput) => api.patch<GroupType>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(groupTypeKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: groupTypeKeys.lists() });
    },
  });
}
