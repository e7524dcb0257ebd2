import { redirect, type LoaderFunctionArgs } from 'react-router';
import { checkSession } from '@pubdesk/ui/auth';
import { loginPath } from '@pubdesk/ui/public-pages';
import { prefetchShell } from '@pubdesk/ui/shell';

/**
 * Loader of the signed-in layout; it runs before every navigation under it. Verifies the
 * access token (refreshing it first when expired), while the frame's own reads (branding,
 * permissions) start beside it rather than after it. Not signed in: to /login, remembering
 * where the user wanted to go. A role that may not use the console: to /denied.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  // The token check goes out first, the frame's reads right behind it: none waits for another.
  const check = checkSession();
  void prefetchShell();
  const result = await check;
  if (result === 'anonymous' || result === 'ended') {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (result === 'denied') throw redirect('/denied');
  return null;
}

/** Run the guard again on every navigation, not only when the layout's params change. */
export const alwaysRevalidate = () => true;
