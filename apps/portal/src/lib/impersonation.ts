import { authBase } from '@pubdesk/contract';
import { ApiError, errorDetail, send } from '@pubdesk/ui/api';
import { authStore } from '@pubdesk/ui/auth';

/** The query parameter the console's Impersonate button opens the portal with. */
const keyParameter = 'impersonating';

/**
 * Reads the single-use key from the address and removes it from the address bar at once (before
 * any other code runs), so it is neither kept in the history nor shown on screen. The key is
 * spent by the exchange anyway; this keeps it out of screenshots and shared links.
 */
export function takeImpersonationKey(): string | null {
  const url = new URL(window.location.href);
  const key = url.searchParams.get(keyParameter);
  if (key === null) return null;
  url.searchParams.delete(keyParameter);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return key;
}

export type ImpersonationOutcome = { ok: true } | { ok: false; detail: string | null };

/** Trades the key for an access token naming the staff user as actor; the session lives in this tab only. */
export async function openImpersonation(key: string): Promise<ImpersonationOutcome> {
  try {
    // A plain path, not the contract's endpoint object: this runs before the first page and must not load zod.
    const answer = await send<{ access: string }>(`${authBase}/impersonation/exchange/`, { method: 'POST', body: { key } });
    return authStore.signInImpersonated(answer.access) ? { ok: true } : { ok: false, detail: null };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, detail: errorDetail(error) };
    throw error;
  }
}

/**
 * Ends the impersonated session: the server stops accepting its token (best effort: it expires
 * within minutes anyway), and this tab forgets it.
 */
export async function endImpersonation(): Promise<void> {
  const { access } = authStore.get();
  if (access) {
    try {
      await send(`${authBase}/impersonation/end/`, { method: 'POST', token: access });
    } catch {
      // Already ended or expired: the tab forgets it either way.
    }
  }
  authStore.signOut();
}
