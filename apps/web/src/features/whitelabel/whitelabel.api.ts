import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  type List,
  type User,
  type Whitelist,
  type WhitelistCreate,
  type WhitelistImageField,
  type WhitelistUpdate,
} from '@pubdesk/contract';
import { api } from '../../lib/api-client';

/** Spec section 9: lists show 10 per page; lookups load up to 1000. */
export const whitelabelPageSize = 10;
const lookupLimit = 1000;

export const whitelabelKeys = {
  all: ['whitelabel'] as const,
  lists: () => [...whitelabelKeys.all, 'list'] as const,
  list: (page: number) => [...whitelabelKeys.lists(), page] as const,
  detail: (id: number) => [...whitelabelKeys.all, 'detail', id] as const,
  networks: () => [...whitelabelKeys.all, 'networks'] as const,
};

const collection = `${apiBase}/whitelist/`;
const item = (id: number) => `${apiBase}/whitelist/${id}/`;

/** GET /whitelist/?page&limit. */
export function useWhitelistList(page: number) {
  return useQuery({
    queryKey: whitelabelKeys.list(page),
    queryFn: ({ signal }) => api.get<List<Whitelist>>(collection, { query: { page, limit: whitelabelPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /whitelist/{id}/. */
export function useWhitelist(id: number | null) {
  return useQuery({
    queryKey: whitelabelKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Whitelist>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** GET /users/?role=network&limit=1000: the network dropdown. */
export function useNetworkUsers() {
  return useQuery({
    queryKey: whitelabelKeys.networks(),
    queryFn: ({ signal }) => api.get<List<User>>(`${apiBase}/users/`, { query: { role: 'network', limit: lookupLimit }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /whitelist/. */
export function useCreateWhitelist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: WhitelistCreate) => api.post<Whitelist>(collection, entry),
    onSuccess: (created) => {
      client.setQueryData(whitelabelKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: whitelabelKeys.lists() });
    },
  });
}

/** PATCH /whitelist/{id}/ (JSON). */
export function useUpdateWhitelist(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: WhitelistUpdate) => api.patch<Whitelist>(item(id), entry),
    onSuccess: (updated) => {
      client.setQueryData(whitelabelKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: whitelabelKeys.lists() });
    },
  });
}

/** PATCH /whitelist/{id}/ multipart with one image field: logo, logo_dark or favicon. */
export function useUploadWhitelistImage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ field, file }: { field: WhitelistImageField; file: File }) => {
      const form = new FormData();
      form.append(field, file);
      return api.patch<Whitelist>(item(id), form);
    },
    onSuccess: (updated) => {
      client.setQueryData(whitelabelKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: whitelabelKeys.lists() });
      // The entry may be the label this console runs under: its logos change too.
      void client.invalidateQueries({ queryKey: ['branding'] });
    },
  });
}
