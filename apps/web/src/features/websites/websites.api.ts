import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  type List,
  type OptionsResponse,
  type User,
  type Website,
  type WebsiteStagesResponse,
} from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { WebsitePayload } from './website-form';
import type { StagesPayload } from './wizard-payload';

/** Spec section 9: 10 a page, newest first; user lookups load up to 1000. */
export const websitesPageSize = 10;
const lookupLimit = 1000;

export type AssignableRole = 'network' | 'publisher';

/** The answer of POST /websites/stages/. */
export type StagesResult = WebsiteStagesResponse;

export const websiteKeys = {
  all: ['websites'] as const,
  lists: () => [...websiteKeys.all, 'list'] as const,
  list: (page: number, search: string) => [...websiteKeys.lists(), page, search] as const,
  detail: (id: number) => [...websiteKeys.all, 'detail', id] as const,
  choices: () => [...websiteKeys.all, 'choices'] as const,
  users: (role: AssignableRole) => [...websiteKeys.all, 'users', role] as const,
};

const collection = `${apiBase}/websites/`;
const item = (id: number) => `${apiBase}/websites/${id}/`;

/** GET /websites/?page&limit=10&search&ordering=-created_at. */
export function useWebsiteList(page: number, search: string) {
  return useQuery({
    queryKey: websiteKeys.list(page, search),
    queryFn: ({ signal }) =>
      api.get<List<Website>>(collection, { query: { page, limit: websitesPageSize, search, ordering: '-created_at' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /websites/{id}/. */
export function useWebsite(id: number | null) {
  return useQuery({
    queryKey: websiteKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Website>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** OPTIONS /websites/: the category, status and ad type choices. */
export function useWebsiteChoices() {
  return useQuery({
    queryKey: websiteKeys.choices(),
    queryFn: ({ signal }) => api.options<OptionsResponse>(collection, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** GET /users/?role=network|publisher&limit=1000: the assignment dropdowns. */
export function useAssignableUsers(role: AssignableRole) {
  return useQuery({
    queryKey: websiteKeys.users(role),
    queryFn: ({ signal }) => api.get<List<User>>(`${apiBase}/users/`, { query: { role, limit: lookupLimit }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /websites/{id}/. */
export function useUpdateWebsite(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WebsitePayload) => api.patch<Website>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(websiteKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: websiteKeys.lists() });
    },
  });
}

/** POST /websites/stages/: the whole wizard, all or nothing. */
export function useCreateWebsiteStages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: StagesPayload) => api.post<StagesResult>(`${collection}stages/`, payload),
    onSuccess: (created) => {
      client.setQueryData(websiteKeys.detail(created.website.id), created.website);
      void client.invalidateQueries({ queryKey: websiteKeys.lists() });
    },
  });
}
