import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type List, type Tag } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { TagInput } from './tag-form';

export const tagsPageSize = 10;

export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (website: number, page: number, search: string) => [...tagKeys.lists(), website, page, search] as const,
  detail: (id: number) => [...tagKeys.all, 'detail', id] as const,
};

const collection = `${apiBase}/tags/`;
const item = (id: number) => `${apiBase}/tags/${id}/`;

/** GET /tags/?website&search&page&limit=10. */
export function useTagList(website: number, page: number, search: string) {
  return useQuery({
    queryKey: tagKeys.list(website, page, search),
    queryFn: ({ signal }) => api.get<List<Tag>>(collection, { query: { website, page, search, limit: tagsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /tags/{id}/. */
export function useTag(id: number | null) {
  return useQuery({
    queryKey: tagKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Tag>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /tags/. */
export function useCreateTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TagInput) => api.post<Tag>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(tagKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: tagKeys.lists() });
    },
  });
}

/** PATCH /tags/{id}/. */
export function useUpdateTag(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TagInput) => api.patch<Tag>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(tagKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: tagKeys.lists() });
    },
  });
}

/** DELETE /tags/{id}/. */
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(item(id)),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: tagKeys.detail(id) });
      void client.invalidateQueries({ queryKey: tagKeys.lists() });
    },
  });
}
