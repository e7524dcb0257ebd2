import { redirect } from 'react-router';
import { isSignedIn } from '@pubdesk/ui/auth';

/** Loader of the public pages (login, forgot, reset, verify, signup): signed-in users go to the dashboard. */
export function publicOnly(): null {
  if (isSignedIn()) throw redirect('/');
  return null;
}
