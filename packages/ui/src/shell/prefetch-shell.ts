import { queryClient } from '../api/query-client';
import { authStore, isSignedIn } from '../auth/auth-store';
import { readySession } from '../auth/session';
import { myPermissionsQuery } from '../auth/use-can';
import { brandingCheckQuery } from '../branding/branding.api';

/**
 * Starts what the signed-in frame reads on every screen, from the session loader, beside the
 * token check instead of after it: the label's branding and the user's permissions (the sidebar
 * and every screen's permission guard wait for them). A session the server refuses gets nothing
 * back: each read carries the same token the check sends.
 */
export async function prefetchShell(): Promise<void> {
  void queryClient.prefetchQuery(brandingCheckQuery(window.location.origin));
  if (!isSignedIn() || !(await readySession())) return;
  const user = authStore.get().user;
  if (user) void queryClient.prefetchQuery(myPermissionsQuery(user.id));
}
