import { redirect, type LoaderFunctionArgs } from 'react-router';
import { checkSession, isSignedIn } from '@pubdesk/ui/auth';
import { loginPath } from '@pubdesk/ui/public-pages';
import { prefetchShell } from '@pubdesk/ui/shell';

/** Loader of the signed-out pages: a signed-in user goes to the overview. */
export function publicOnly(): null {
  if (isSignedIn()) throw redirect('/overview');
  return null;
}

/**
 * Loader of the signed-in frame, on every navigation: verifies the session (refreshing it when
 * expired), while the frame's own reads (branding, permissions) start beside it. Signed out: to
 * the sign-in page, remembering the page. An impersonation that ran out: to the page that says
 * so. A staff session (never stored by the portal's own sign-in): denied.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  // The token check goes out first, the frame's reads right behind it: none waits for another.
  const check = checkSession();
  void prefetchShell();
  const result = await check;
  if (result === 'anonymous') {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/portal(?=\/|$)/, '') || '/';
    throw redirect(loginPath(path + url.search));
  }
  if (result === 'ended') throw redirect('/ended');
  if (result === 'denied') throw redirect('/denied');
  return null;
}

export const alwaysRevalidate = () => true;
