import type { TokenUser } from '@pubdesk/contract';
import { isTokenUser } from './token-user';

/**
 * Where a session is kept. Each app has its own namespace: the console and the portal share an
 * origin on the main label, and one app's sign-in or sign-out must not end the other's session
 * (each app follows its own keys' `storage` events only).
 */
function keysOf(namespace: string) {
  return {
    access: `${namespace}.accessToken`,
    refresh: `${namespace}.refreshToken`,
    user: `${namespace}.user`,
    /** An impersonated session: per tab (sessionStorage), never beside the user's own session. */
    impersonation: `${namespace}.impersonation`,
    /** The Web Lock that keeps this app's tabs from refreshing at the same time. */
    refreshLock: `${namespace}.refresh`,
  } as const;
}

/** The console keeps the keys it always had, so sessions signed in before the portal survive. */
let keys = keysOf('pubdesk');

export interface StoredSession {
  access: string | null;
  refresh: string | null;
  user: TokenUser | null;
}

/** A staff user viewing as a network or publisher: an access token only, and the staff user's id. */
export interface StoredImpersonation {
  access: string;
  user: TokenUser;
  actorId: string;
}

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readUser(): TokenUser | null {
  const user = parse(localStorage.getItem(keys.user));
  return isTokenUser(user) ? user : null;
}

function isImpersonation(value: unknown): value is StoredImpersonation {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.access === 'string' && typeof record.actorId === 'string' && isTokenUser(record.user);
}

/** sessionStorage can be missing (some sandboxed frames) or refuse writes: the session then lives in memory. */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const tokenStorage = {
  get keys() {
    return keys;
  },
  /** Called once at start, before anything reads the session (see configureSession). */
  useNamespace(namespace: string): void {
    keys = keysOf(namespace);
  },
  read(): StoredSession {
    return { access: localStorage.getItem(keys.access), refresh: localStorage.getItem(keys.refresh), user: readUser() };
  },
  write(session: StoredSession): void {
    for (const name of ['access', 'refresh'] as const) {
      const value = session[name];
      if (value) localStorage.setItem(keys[name], value);
      else localStorage.removeItem(keys[name]);
    }
    if (session.user) localStorage.setItem(keys.user, JSON.stringify(session.user));
    else localStorage.removeItem(keys.user);
  },
  clear(): void {
    for (const key of [keys.access, keys.refresh, keys.user]) localStorage.removeItem(key);
  },
  readImpersonation(): StoredImpersonation | null {
    const stored = parse(tabStorage()?.getItem(keys.impersonation) ?? null);
    return isImpersonation(stored) ? stored : null;
  },
  writeImpersonation(session: StoredImpersonation): void {
    try {
      tabStorage()?.setItem(keys.impersonation, JSON.stringify(session));
    } catch {
      // Storage full or refused: the session still works in this page until it reloads.
    }
  },
  clearImpersonation(): void {
    tabStorage()?.removeItem(keys.impersonation);
  },
};
