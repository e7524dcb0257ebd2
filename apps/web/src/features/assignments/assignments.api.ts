import { assignmentEndpoints as endpoints, websiteEndpoints, type AssignmentUserField, type QueryIn } from '@pubdesk/contract';
import { useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';
import { useUserLookup } from '../../lib/lookups';
import { choiceRoles } from './assignment-form';

/** 10 a page; the select choices load up to 1000. */
export const assignmentsPageSize = 10;
const lookupLimit = 1000;

/** What a list shows: a page, and optionally a search, a role and the user the rows name. */
export interface AssignmentFilter {
  page: number;
  search?: string;
  role?: string;
  user?: number;
}

/** GET /assigned/?page&limit=10&search&role&user. */
export function useAssignmentList(filter: AssignmentFilter) {
  // The role comes from the filter's select ('' for any); the server names one it does not know.
  const role = (filter.role || undefined) as QueryIn<typeof endpoints.list>['role'];
  return useEndpointQuery(endpoints.list, { query: { ...filter, role, limit: assignmentsPageSize } }, { keepPrevious: true });
}

/** GET /assigned/{id}/. */
export const useAssignment = (id: number | null) => useEndpointQuery(endpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** POST /assigned/ (`manager` on the user screen). */
export const useCreateAssignment = () => useEndpointMutation(endpoints.create);

/** PATCH /assigned/{id}/: the six parties, null for none. */
export const useUpdateAssignment = (id: number) => useEndpointMutation(endpoints.update, { params: { id } });

/** DELETE /assigned/{id}/. */
export const useDeleteAssignment = () => useEndpointDelete(endpoints.remove);

/** GET /users/?role=<the field's roles>&limit=1000: the choices of one user field. */
export const useAssignmentUsers = (field: AssignmentUserField) => useUserLookup(choiceRoles(field), (list) => list.results);

/** GET /websites/?limit=1000: the Website choices (under the websites' cache root). */
export const useAssignmentWebsites = () =>
  useEndpointQuery(websiteEndpoints.list, { query: { limit: lookupLimit } }, { select: (list) => list.results, staleTime: 5 * 60_000 });
