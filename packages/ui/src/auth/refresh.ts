import { authBase, type TokenPair } from '@pubdesk/contract';
import { ApiError, send } from '../api/http';
import { authStore } from './auth-store';
import { isTokenExpired } from './jwt';
import { tokenStorage } from './token-storage';

let inflight: Promise<boolean> | null = null;

async function exchange(staleAccess: string | null): Promise<boolean> {
  // Another tab may have refreshed while this one waited for the lock: take its pair.
  const stored = tokenStorage.read();
  if (stored.access && stored.refresh && stored.access !== staleAccess && !isTokenExpired(stored.access)) {
    authStore.syncFromStorage();
    return true;
  }
  const refresh = stored.refresh ?? authStore.get().refresh;
  if (!refresh) return false;
  try {
    const pair = await send<TokenPair>(`${authBase}/token/refresh/`, { method: 'POST', body: { refresh } });
    authStore.replaceTokens({ access: pair.access, refresh: pair.refresh || refresh });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/**
 * Refresh tokens rotate and the server treats a reused one as theft, so tabs must not refresh
 * at the same time: a Web Lock serializes them (where the browser has Web Locks).
 */
async function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts (https, localhost).
  if (typeof navigator !== 'undefined' && navigator.locks) return await navigator.locks.request(tokenStorage.keys.refreshLock, task);
  return task();
}

/**
 * Trades the refresh token for a new pair (refresh tokens rotate: the new one is stored).
 * Concurrent callers share one request. Resolves false when the server refuses the token.
 */
export function refreshSession(): Promise<boolean> {
  const staleAccess = authStore.get().access;
  inflight ??= oneTabAtATime(() => exchange(staleAccess)).finally(() => {
    inflight = null;
  });
  return inflight;
}
