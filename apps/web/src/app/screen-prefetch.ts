import type { LoaderFunctionArgs } from 'react-router';
import type { Permission } from '@pubdesk/contract';
import { queryClient } from '@pubdesk/ui/api';
import { authStore, isSignedIn, myPermissionsQuery, readySession } from '@pubdesk/ui/auth';
import type { FeatureRoute } from '../lib/feature';

/**
 * Whether the user may see a screen guarded by `permission`. Its reads wait for the permissions
 * (which the session loader has already started), so a refused user's screen sends none.
 */
async function mayView(permission: Permission | undefined): Promise<boolean> {
  if (!permission) return true;
  const user = authStore.get().user;
  if (!user) return false;
  const mine = await queryClient.fetchQuery(myPermissionsQuery(user.id));
  return mine.permissions.includes(permission);
}

/** Starts the route's declared reads once the session may send them (an expired token refreshed first, once). */
async function startReads(route: FeatureRoute, { params, request }: LoaderFunctionArgs): Promise<void> {
  if (!route.prefetch || !isSignedIn() || !(await readySession())) return;
  const [prefetch, allowed] = await Promise.all([route.prefetch(), mayView(route.permission)]);
  if (allowed) prefetch({ client: queryClient, params, search: new URL(request.url).searchParams });
}

/**
 * The loader of a route whose screen declares its first reads: starts them beside the session
 * check (the parent's loader) and the screen's code, and returns at once. A failure is left to
 * the screen, which reads again what is missing.
 */
export const prefetchLoader =
  (route: FeatureRoute) =>
  (args: LoaderFunctionArgs): null => {
    startReads(route, args).catch(() => undefined);
    return null;
  };
