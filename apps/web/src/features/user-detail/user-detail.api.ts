import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  auditEndpoints,
  exceptionEndpoints,
  groupEndpoints,
  impersonationEndpoints,
  twoFactorEndpoints,
  userEndpoints,
  type BodyIn,
} from '@pubdesk/contract';
import { callEndpoint, invalidateAfter, useEndpointDelete, useEndpointMutation, useEndpointQuery } from '@pubdesk/ui/api';
import { logsPageSize, pageOffset } from './user-detail';

/** Lookups load 1000 at once (docs/product-rules.md). */
const lookupLimit = 1000;

/** PATCH /users/{id}/ {is_active} (Suspend / Activate) or names: every read of users refreshes. */
export const useUpdateUser = (userId: number) => useEndpointMutation(userEndpoints.update, { params: { id: userId } });

/** GET /users/{id}/2fa/: whether the user has two-factor authentication on. */
export const useUserTwoFactor = (userId: number) => useEndpointQuery(twoFactorEndpoints.userStatus, { params: { id: userId } });

/** POST /users/{id}/2fa/reset/: turns the user's two-factor authentication off (they are told by e-mail). */
export const useResetUserTwoFactor = (userId: number) => useEndpointMutation(twoFactorEndpoints.userReset, { params: { id: userId } });

/** POST /auth/impersonation/ {user_id}: a single-use key and the portal URL that carries it (nothing cached changes). */
export function useImpersonate() {
  return useMutation({
    mutationFn: (userId: number) => callEndpoint(impersonationEndpoints.start, { body: { user_id: userId } }),
  });
}

/** GET /groups/?limit=1000: every permission group, for the groups multi-select. */
export const useAllGroups = () =>
  useEndpointQuery(groupEndpoints.list, { query: { limit: lookupLimit } }, { select: (list) => list.results });

/** GET /exceptions/?user={id}. */
export const useExceptions = (userId: number) =>
  useEndpointQuery(exceptionEndpoints.list, { query: { user: userId, limit: lookupLimit } }, { select: (list) => list.results });

/** GET /users/{id}/permissions/: what the user may do now. */
export const useEffectivePermissions = (userId: number) => useEndpointQuery(exceptionEndpoints.userPermissions, { params: { id: userId } });

type ExceptionChoice = Omit<BodyIn<typeof exceptionEndpoints.create>, 'user'>;

/** POST /exceptions/ {permission, type, user}: the exceptions and what the user may do reload. */
export function useAddException(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExceptionChoice) => callEndpoint(exceptionEndpoints.create, { body: { ...input, user: userId } }),
    onSuccess: () => void invalidateAfter(client, exceptionEndpoints.create),
  });
}

/** DELETE /exceptions/{id}/ of the user's: the exceptions and what the user may do reload. */
export const useDeleteException = (_userId: number) => useEndpointDelete(exceptionEndpoints.remove);

/** Called after the profile's groups were saved: the exceptions and what the user may do reload. */
export function useGroupsSaved(_userId: number) {
  const client = useQueryClient();
  const roots = [exceptionEndpoints.list.resource, exceptionEndpoints.userPermissions.resource];
  return () => roots.forEach((root) => void client.invalidateQueries({ queryKey: [root] }));
}

/** GET /logs/?user={id}&limit=15&offset=. */
export const useUserLogs = (userId: number, page: number) =>
  useEndpointQuery(
    auditEndpoints.list,
    { query: { user: userId, limit: logsPageSize, offset: pageOffset(page, logsPageSize) } },
    { keepPrevious: true },
  );
