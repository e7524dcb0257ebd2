import { authBase, type TokenPair, type TokenRequest } from '@pubdesk/contract';
import { inAudience } from './audience';
import { ApiError, send } from '../api/http';
import { authStore } from './auth-store';
import { isTokenExpired, tokenUser } from './jwt';
import { refreshSession } from './refresh';
import { tokenStorage } from './token-storage';

export type LoginOutcome = 'success' | 'denied';

async function revoke(refresh: string, access: string | null): Promise<void> {
  try {
    const token = access && !isTokenExpired(access) ? access : null;
    await send(`${authBase}/logout/`, { method: 'POST', body: { refresh }, token });
  } catch {
    // The tokens are dropped locally either way; a refused revoke changes nothing for the user.
  }
}

/**
 * Signs in. The username is lower-cased before sending. A role outside the app's audience is
 * signed out straight away ('denied'). Throws the ApiError of a refused login.
 */
export async function login(credentials: TokenRequest): Promise<LoginOutcome> {
  authStore.startLogin();
  let pair: TokenPair;
  try {
    pair = await send<TokenPair>(`${authBase}/token/`, {
      method: 'POST',
      body: { username: credentials.username.trim().toLowerCase(), password: credentials.password },
    });
  } catch (error) {
    authStore.failLogin();
    throw error;
  }
  const user = tokenUser(pair.access);
  if (!user || !inAudience(user.role)) {
    // Not a role of this app: the session ends at once and its tokens are never stored.
    await revoke(pair.refresh, pair.access);
    authStore.signOut();
    return 'denied';
  }
  authStore.signIn(pair);
  return 'success';
}

let loggingOut: Promise<void> | null = null;

/** Revokes the refresh token, then clears tokens and user (status 'expired'). */
export function logout(): Promise<void> {
  loggingOut ??= (async () => {
    const { refresh, access, actorId } = authStore.get();
    if (refresh && !actorId) await revoke(refresh, access);
    authStore.signOut();
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

async function verify(token: string): Promise<boolean> {
  try {
    await send(`${authBase}/token/verify/`, { method: 'POST', body: { token } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

export type SessionCheck = 'ok' | 'anonymous' | 'denied' | 'ended';

/** An impersonated session has no refresh token: once its token is refused or expired it has ended. */
async function checkImpersonation(access: string): Promise<SessionCheck> {
  if (isTokenExpired(access) || !(await verify(access))) {
    authStore.signOut();
    return 'ended';
  }
  return 'ok';
}

/**
 * Chooses where this app keeps its session (see token-storage.ts). Call it in the entry module
 * before anything reads the session; the console keeps the default namespace.
 */
export function configureSession(options: { namespace: string }): void {
  tokenStorage.useNamespace(options.namespace);
}

/**
 * The route guard's check: refreshes an expired access token first, then verifies it with
 * the server. A token the server refuses (after one refresh) signs the user out.
 */
export async function checkSession(): Promise<SessionCheck> {
  const { access, refresh, actorId } = authStore.get();
  if (access && actorId) return checkImpersonation(access);
  if (!access || !refresh) {
    if (access || refresh) authStore.signOut();
    return 'anonymous';
  }
  if (isTokenExpired(access) && !(await refreshSession())) {
    authStore.signOut();
    return 'anonymous';
  }
  let valid = await verify(authStore.get().access ?? '');
  if (!valid && (await refreshSession())) valid = await verify(authStore.get().access ?? '');
  if (!valid) {
    authStore.signOut();
    return 'anonymous';
  }
  const user = authStore.get().user;
  if (!user || !inAudience(user.role)) {
    await logout();
    return 'denied';
  }
  return 'ok';
}
