import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type Group, type List, type PermissionRecord, type Service } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import type { GroupPayload } from './group-form';

/** Spec section 9: lists show 10 a page; permissions load 1000 at once. */
export const groupsPageSize = 10;
const permissionsLimit = 1000;
const servicesLimit = 1000;

export const accessKeys = {
  groups: ['groups'] as const,
  groupLists: () => [...accessKeys.groups, 'list'] as const,
  groupList: (page: number) => [...accessKeys.groupLists(), page] as const,
  group: (id: number) => [...accessKeys.groups, 'detail', id] as const,
  permissions: ['permissions'] as const,
  services: ['services'] as const,
};

const groups = `${apiBase}/groups/`;
const group = (id: number) => `${apiBase}/groups/${id}/`;
const permissions = `${apiBase}/permissions/`;
const permission = (id: number) => `${apiBase}/permissions/${id}/`;
const services = `${apiBase}/services/`;
const service = (id: number) => `${apiBase}/services/${id}/`;

/** GET /groups/?page&limit=10. */
export function useGroupList(page: number) {
  return useQuery({
    queryKey: accessKeys.groupList(page),
    queryFn: ({ signal }) => api.get<List<Group>>(groups, { query: { page, limit: groupsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /groups/{id}/. */
export function useGroup(id: number | null) {
  return useQuery({
    queryKey: accessKeys.group(id ?? 0),
    queryFn: ({ signal }) => api.get<Group>(group(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /groups/. */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupPayload) => api.post<Group>(groups, input),
    onSuccess: (created) => {
      client.setQueryData(accessKeys.group(created.id), created);
      void client.invalidateQueries({ queryKey: accessKeys.groupLists() });
    },
  });
}

/** PUT /groups/{id}/: name, code and the whole permission list. */
export function useUpdateGroup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupPayload) => api.put<Group>(group(id), input),
    onSuccess: (updated) => {
      client.setQueryData(accessKeys.group(id), updated);
      void client.invalidateQueries({ queryKey: accessKeys.groupLists() });
    },
  });
}

/** GET /permissions/?limit=1000: every permission, in service order. */
export function usePermissions() {
  return useQuery({
    queryKey: accessKeys.permissions,
    queryFn: ({ signal }) => api.get<List<PermissionRecord>>(permissions, { query: { limit: permissionsLimit }, signal }),
    select: (list) => list.results,
    staleTime: 60_000,
  });
}

/** PATCH /permissions/{id}/ {name} (developers). */
export function useRenamePermission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.patch<PermissionRecord>(permission(id), { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.permissions }),
  });
}

/** GET /services/. */
export function useServices() {
  return useQuery({
    queryKey: accessKeys.services,
    queryFn: ({ signal }) => api.get<List<Service>>(services, { query: { limit: servicesLimit }, signal }),
    select: (list) => list.results,
  });
}

/** PATCH /services/{id}/ {description} (developers). */
export function useUpdateService(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => api.patch<Service>(service(id), { description }),
    onSuccess: () => client.invalidateQueries({ queryKey: accessKeys.services }),
  });
}
