import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, type Assignment, type AssignmentInput, type AssignmentUserField, type List, type User, type Website } from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import { choiceRoles } from './assignment-form';

/** Spec section 9: 10 a page; the select choices load up to 1000. */
export const assignmentsPageSize = 10;
const lookupLimit = 1000;

/** What a list shows: a page, and optionally a search, a role and the user the rows name. */
export interface AssignmentFilter {
  page: number;
  search?: string;
  role?: string;
  user?: number;
}

export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  list: (filter: AssignmentFilter) => [...assignmentKeys.lists(), filter] as const,
  detail: (id: number) => [...assignmentKeys.all, 'detail', id] as const,
  users: (field: AssignmentUserField) => [...assignmentKeys.all, 'users', field] as const,
  websites: () => [...assignmentKeys.all, 'websites'] as const,
};

const collection = `${apiBase}/assigned/`;
const item = (id: number) => `${apiBase}/assigned/${id}/`;

/** GET /assigned/?page&limit=10&search&role&user. */
export function useAssignmentList(filter: AssignmentFilter) {
  return useQuery({
    queryKey: assignmentKeys.list(filter),
    queryFn: ({ signal }) => api.get<List<Assignment>>(collection, { query: { ...filter, limit: assignmentsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /assigned/{id}/. */
export function useAssignment(id: number | null) {
  return useQuery({
    queryKey: assignmentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Assignment>(item(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** POST /assigned/ (`manager` on the user screen). */
export function useCreateAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentInput) => api.post<Assignment>(collection, input),
    onSuccess: (created) => {
      client.setQueryData(assignmentKeys.detail(created.id), created);
      void client.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
  });
}

/** PATCH /assigned/{id}/: the six parties, null for none. */
export function useUpdateAssignment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentInput) => api.patch<Assignment>(item(id), input),
    onSuccess: (updated) => {
      client.setQueryData(assignmentKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
  });
}

/** DELETE /assigned/{id}/. */
export function useDeleteAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<undefined>(item(id)),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: assignmentKeys.detail(id) });
      void client.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
  });
}

/** GET /users/?role=<the field's roles>&limit=1000: the choices of one user field. */
export function useAssignmentUsers(field: AssignmentUserField) {
  return useQuery({
    queryKey: assignmentKeys.users(field),
    queryFn: ({ signal }) => api.get<List<User>>(`${apiBase}/users/`, { query: { role: choiceRoles(field), limit: lookupLimit }, signal }),
    select: (list) => list.results,
    staleTime: 5 * 60_000,
  });
}

/** GET /websites/?limit=1000: the Website choices. */
export function useAssignmentWebsites() {
  return useQuery({
    queryKey: assignmentKeys.websites(),
    queryFn: ({ signal }) => api.get<List<Website>>(`${apiBase}/websites/`, { query: { limit: lookupLimit }, signal }),
    select: (list) => list.results,
    staleTime: 5 * 60_000,
  });
}
