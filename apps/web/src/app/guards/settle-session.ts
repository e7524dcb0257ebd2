import { authStore, checkSession } from '@pubdesk/ui/auth';

/**
 * Loader of the pages shown signed in or not (not found, denied, suspended): a stored session
 * is checked so that a stale one is dropped before the page decides which layout to use.
 */
export async function settleSession(): Promise<null> {
  const { access, refresh } = authStore.get();
  if (access || refresh) {
    try {
      await checkSession();
    } catch {
      // Server unreachable: the page still renders, with whatever session is stored.
    }
  }
  return null;
}
