import { useSyncExternalStore } from 'react';
import type { TokenPair, TokenUser } from '@pubdesk/contract';
import { inAudience } from './audience';
import { tokenUser } from './jwt';
import { tokenStorage } from './token-storage';

/** loading while a login request runs; success once signed in; error after a failed login; expired after logout. */
export type AuthStatus = 'idle' | 'loading' | 'success' | 'error' | 'expired';

export interface AuthState {
  status: AuthStatus;
  user: TokenUser | null;
  access: string | null;
  refresh: string | null;
}

type Listener = () => void;

function initialState(): AuthState {
  const stored = tokenStorage.read();
  const signedIn = Boolean(stored.access && stored.refresh && stored.user);
  return signedIn ? { status: 'success', ...stored } : { status: 'idle', user: null, access: null, refresh: null };
}

let state: AuthState = initialState();
const listeners = new Set<Listener>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function persist(next: AuthState): void {
  tokenStorage.write({ access: next.access, refresh: next.refresh, user: next.user });
  setState(next);
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  startLogin(): void {
    setState({ ...state, status: 'loading' });
  },
  failLogin(): void {
    setState({ ...state, status: 'error' });
  },
  /** Stores a token pair and the user decoded from its access token; returns that user. */
  signIn(pair: TokenPair): TokenUser | null {
    const user = tokenUser(pair.access);
    persist({ status: 'success', user, access: pair.access, refresh: pair.refresh });
    return user;
  },
  /** A refresh rotated the pair: keep the session, take the new tokens and user. */
  replaceTokens(pair: TokenPair): void {
    persist({ ...state, access: pair.access, refresh: pair.refresh, user: tokenUser(pair.access) ?? state.user });
  },
  /** Local changes to the signed-in user (name, picture) until the next token carries them. */
  patchUser(patch: Partial<TokenUser>): void {
    if (state.user) persist({ ...state, user: { ...state.user, ...patch } });
  },
  signOut(): void {
    tokenStorage.clear();
    setState({ status: 'expired', user: null, access: null, refresh: null });
  },
  /** Another tab signed in, refreshed or signed out. */
  syncFromStorage(): void {
    const stored = tokenStorage.read();
    if (stored.access === state.access && stored.refresh === state.refresh) return;
    const signedIn = Boolean(stored.access && stored.refresh && stored.user);
    setState(signedIn ? { status: 'success', ...stored } : { status: 'expired', user: null, access: null, refresh: null });
  },
};

/** Signed in with a role this app serves. */
export function isSignedIn(current: AuthState = state): boolean {
  return Boolean(current.access && current.refresh && current.user && inAudience(current.user.role));
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(tokenStorage.keys).includes(event.key as never)) authStore.syncFromStorage();
  });
}
