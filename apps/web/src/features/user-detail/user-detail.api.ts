import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiBase,
  authBase,
  type EffectivePermissions,
  type Group,
  type ImpersonationResponse,
  type List,
  type Log,
  type PermissionException,
  type User,
  type UserUpdate,
} from '@pubdesk/contract';
import { api } from '../../lib/api-client';
import { profileKeys } from '../profile/profile.api';
import { userKeys } from '../users/users.api';
import { logsPageSize, pageOffset } from './user-detail';

/** Lookups load 1000 at once (spec section 9). */
const lookupLimit = 1000;

export const userDetailKeys = {
  all: ['user-detail'] as const,
  groups: () => [...userDetailKeys.all, 'groups'] as const,
  exceptions: (userId: number) => [...userDetailKeys.all, 'exceptions', userId] as const,
  effective: (userId: number) => [...userDetailKeys.all, 'effective', userId] as const,
  logs: (userId: number, page: number) => [...userDetailKeys.all, 'logs', userId, page] as const,
};

/** PATCH /users/{id}/ {is_active} (Suspend / Activate) or names. */
export function useUpdateUser(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: UserUpdate) => api.patch<User>(`${apiBase}/users/${userId}/`, update),
    onSuccess: (user) => {
      client.setQueryData(profileKeys.user(userId), user);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** POST /auth/impersonation/ {user_id}: a single-use key and the portal URL that carries it. */
export function useImpersonate() {
  return useMutation({
    mutationFn: (userId: number) => api.post<ImpersonationResponse>(`${authBase}/impersonation/`, { user_id: userId }),
  });
}

/** GET /groups/?limit=1000: every permission group, for the groups multi-select. */
export function useAllGroups() {
  return useQuery({
    queryKey: userDetailKeys.groups(),
    queryFn: ({ signal }) => api.get<List<Group>>(`${apiBase}/groups/`, { query: { limit: lookupLimit }, signal }),
    select: (list) => list.results,
  });
}

/** GET /exceptions/?user={id}. */
export function useExceptions(userId: number) {
  return useQuery({
    queryKey: userDetailKeys.exceptions(userId),
    queryFn: ({ signal }) =>
      api.get<List<PermissionException>>(`${apiBase}/exceptions/`, { query: { user: userId, limit: lookupLimit }, signal }),
    select: (list) => list.results,
  });
}

/** GET /users/{id}/permissions/: what the user may do now. */
export function useEffectivePermissions(userId: number) {
  return useQuery({
    queryKey: userDetailKeys.effective(userId),
    queryFn: ({ signal }) => api.get<EffectivePermissions>(`${apiBase}/users/${userId}/permissions/`, { signal }),
  });
}

/** Exceptions and groups change what the user may do: reload both lists. */
function useAccessChanged(userId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: userDetailKeys.exceptions(userId) });
    void client.invalidateQueries({ queryKey: userDetailKeys.effective(userId) });
  };
}

/** POST /exceptions/ {permission, type, user}. */
export function useAddException(userId: number) {
  const changed = useAccessChanged(userId);
  return useMutation({
    mutationFn: (input: { permission: number; type: PermissionException['type'] }) =>
      api.post<PermissionException>(`${apiBase}/exceptions/`, { ...input, user: userId }),
    onSuccess: changed,
  });
}

/** DELETE /exceptions/{id}/. */
export function useDeleteException(userId: number) {
  const changed = useAccessChanged(userId);
  return useMutation({
    mutationFn: (id: number) => api.delete<undefined>(`${apiBase}/exceptions/${id}/`),
    onSuccess: changed,
  });
}

/** Called after the profile's groups were saved. */
export function useGroupsSaved(userId: number) {
  return useAccessChanged(userId);
}

/** GET /logs/?user={id}&limit=15&offset=. */
export function useUserLogs(userId: number, page: number) {
  return useQuery({
    queryKey: userDetailKeys.logs(userId, page),
    queryFn: ({ signal }) =>
      api.get<List<Log>>(`${apiBase}/logs/`, {
        query: { user: userId, limit: logsPageSize, offset: pageOffset(page, logsPageSize) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
