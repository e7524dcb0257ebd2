import { useQuery } from '@tanstack/react-query';
import { authBase, type MyPermissions, type Permission } from '@pubdesk/contract';
import { api } from '../api/api-client';
import { useAuth } from './auth-store';

/** The cache key of the signed-in user's permissions. */
export const myPermissionsKey = (userId: number | null) => ['me', userId, 'permissions'] as const;

/**
 * The read of the user's permissions (`GET /auth/permissions/`), as `useMyPermissions` reads it and
 * the session loader starts it (beside the token check, so no screen waits for it afterwards).
 */
export const myPermissionsQuery = (userId: number | null) => ({
  queryKey: myPermissionsKey(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<MyPermissions>(`${authBase}/permissions/`, { signal }),
  staleTime: 30_000,
});

/**
 * What the signed-in user may do now (`GET /auth/permissions/`): role defaults, groups and
 * exceptions, as the server decides. Screens show a control only when its call would be
 * allowed, so a granted or denied permission shows up without waiting for a new sign-in.
 */
export function useMyPermissions() {
  const userId = useAuth().user?.id ?? null;
  return useQuery({ ...myPermissionsQuery(userId), enabled: userId !== null });
}

/** Whether the signed-in user holds the permission (a codename of the contract's catalogue); false until known. */
export function useCan(permission: Permission): boolean {
  return useMyPermissions().data?.permissions.includes(permission) ?? false;
}
