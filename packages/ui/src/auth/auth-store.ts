import { useSyncExternalStore } from 'react';
import type { TokenPair, TokenUser } from '@pubdesk/contract';
import { inAudience } from './audience';
import { decodeJwtPayload, tokenUser } from './jwt';
import { tokenStorage } from './token-storage';

/**
 * loading while a login request runs; success once signed in; error after a failed login;
 * expired after logout; ended when an impersonated session ran out or was ended.
 */
export type AuthStatus = 'idle' | 'loading' | 'success' | 'error' | 'expired' | 'ended';

export interface AuthState {
  status: AuthStatus;
  user: TokenUser | null;
  access: string | null;
  refresh: string | null;
  /** The staff user behind an impersonated session (the token's `act.sub`); null otherwise. */
  actorId: string | null;
}

type Listener = () => void;

const signedOut = (status: AuthStatus): AuthState => ({ status, user: null, access: null, refresh: null, actorId: null });

function fromStorage(status: AuthStatus): AuthState {
  const impersonation = tokenStorage.readImpersonation();
  if (impersonation)
    return { status: 'success', user: impersonation.user, access: impersonation.access, refresh: null, actorId: impersonation.actorId };
  const stored = tokenStorage.read();
  const signedIn = Boolean(stored.access && stored.refresh && stored.user);
  return signedIn ? { status: 'success', ...stored, actorId: null } : signedOut(status);
}

/**
 * Read on first use, not when the module loads: an app chooses its storage namespace in its
 * entry module (configureSession), which runs after its imports have been evaluated.
 */
let state: AuthState | null = null;
const listeners = new Set<Listener>();
const sessionListeners = new Set<Listener>();

function current(): AuthState {
  state ??= fromStorage('idle');
  return state;
}

/** Who the session is: the user, and the staff user behind an impersonation; null signed out. */
const sessionOf = (session: AuthState): string | null => (session.user ? `${session.user.id}/${session.actorId ?? ''}` : null);

function setState(next: AuthState): void {
  const was = state;
  state = next;
  // Unread until now: nothing has been sent in the session being replaced.
  const changed = was !== null && sessionOf(was) !== sessionOf(next);
  if (changed) for (const listener of sessionListeners) listener();
  for (const listener of listeners) listener();
}

function persist(next: AuthState): void {
  tokenStorage.write({ access: next.access, refresh: next.refresh, user: next.user });
  setState(next);
}

/** The `act.sub` claim of an access token: the staff user behind an impersonated session. */
export function tokenActorId(access: string): string | null {
  const act = decodeJwtPayload(access)?.act;
  if (!act || typeof act !== 'object') return null;
  const sub = (act as Record<string, unknown>).sub;
  return typeof sub === 'string' ? sub : null;
}

export const authStore = {
  get: current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Called when another session takes over: signed out, signed in, another user (another tab) or
   * an impersonation begun or ended; not when a refresh renews the same user's tokens.
   */
  onSessionChange(listener: Listener): () => void {
    sessionListeners.add(listener);
    return () => sessionListeners.delete(listener);
  },
  startLogin(): void {
    setState({ ...current(), status: 'loading' });
  },
  failLogin(): void {
    setState({ ...current(), status: 'error' });
  },
  /** The password was right and the sign-in waits for its second step (a code): no session yet. */
  awaitSecondStep(): void {
    setState({ ...current(), status: 'idle' });
  },
  /** Stores a token pair and the user decoded from its access token; returns that user. */
  signIn(pair: TokenPair): TokenUser | null {
    const user = tokenUser(pair.access);
    persist({ status: 'success', user, access: pair.access, refresh: pair.refresh, actorId: null });
    return user;
  },
  /**
   * Opens an impersonated session in this tab only (sessionStorage): the user's own session in
   * this browser, if any, is neither read nor replaced. Returns the user, or null when the token
   * is not an impersonation token.
   */
  signInImpersonated(access: string): TokenUser | null {
    const user = tokenUser(access);
    const actorId = tokenActorId(access);
    if (!user || !actorId) return null;
    tokenStorage.writeImpersonation({ access, user, actorId });
    setState({ status: 'success', user, access, refresh: null, actorId });
    return user;
  },
  /** A refresh rotated the pair: keep the session, take the new tokens and user. */
  replaceTokens(pair: TokenPair): void {
    const was = current();
    persist({ ...was, access: pair.access, refresh: pair.refresh, user: tokenUser(pair.access) ?? was.user });
  },
  /** Local changes to the signed-in user (name, picture) until the next token carries them. */
  patchUser(patch: Partial<TokenUser>): void {
    const was = current();
    if (!was.user) return;
    const user = { ...was.user, ...patch };
    if (was.actorId && was.access) {
      tokenStorage.writeImpersonation({ access: was.access, user, actorId: was.actorId });
      setState({ ...was, user });
    } else persist({ ...was, user });
  },
  signOut(): void {
    if (current().actorId) {
      // Ending an impersonation leaves the tab; the user's own stored session is not this one.
      tokenStorage.clearImpersonation();
      setState(signedOut('ended'));
      return;
    }
    tokenStorage.clear();
    setState(signedOut('expired'));
  },
  /** Another tab signed in, refreshed or signed out. An impersonating tab keeps its own session. */
  syncFromStorage(): void {
    const was = current();
    if (was.actorId) return;
    const stored = tokenStorage.read();
    if (stored.access === was.access && stored.refresh === was.refresh) return;
    const signedIn = Boolean(stored.access && stored.refresh && stored.user);
    setState(signedIn ? { status: 'success', ...stored, actorId: null } : signedOut('expired'));
  },
};

/** Signed in with a role this app serves (an impersonated session has no refresh token). */
export function isSignedIn(session: AuthState = current()): boolean {
  return Boolean(session.access && (session.refresh || session.actorId) && session.user && inAudience(session.user.role));
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const { access, refresh, user } = tokenStorage.keys;
    if (event.key === null || ([access, refresh, user] as string[]).includes(event.key)) authStore.syncFromStorage();
  });
}
