import { authBase, type SignInAnswer, type TokenPair, type TokenRequest } from '@pubdesk/contract';
import { inAudience } from './audience';
import { ApiError, send } from '../api/http';
import { authStore } from './auth-store';
import { isTokenExpired, tokenUser } from './jwt';
import { refreshSession } from './refresh';
import { tokenStorage } from './token-storage';

export type LoginOutcome = 'success' | 'denied';

/**
 * The right password for an account that needs a second step before any token: a code from the
 * authenticator app (`code`), or setting two-factor authentication up first, where the role
 * requires it (`setup`). The `mfaToken` names the sign-in to that step's calls (auth/second-step.ts).
 */
export interface SecondStep {
  kind: 'code' | 'setup';
  mfaToken: string;
}
export type LoginAnswer = LoginOutcome | SecondStep;

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
 * signed out straight away ('denied'). An account with two-factor authentication answers its
 * second step instead (no session yet). Throws the ApiError of a refused login.
 */
export async function login(credentials: TokenRequest): Promise<LoginAnswer> {
  authStore.startLogin();
  let answer: SignInAnswer;
  try {
    answer = await send<SignInAnswer>(`${authBase}/token/`, {
      method: 'POST',
      body: { username: credentials.username.trim().toLowerCase(), password: credentials.password },
    });
  } catch (error) {
    authStore.failLogin();
    throw error;
  }
  if ('mfa_token' in answer) {
    authStore.awaitSecondStep();
    return { kind: 'mfa_setup_required' in answer ? 'setup' : 'code', mfaToken: answer.mfa_token };
  }
  return signInWith(answer);
}

/**
 * The end of a sign-in, with the token pair the password (or its second step) earned: a role
 * outside the app's audience is signed out at once and its tokens never stored ('denied').
 */
export async function signInWith(pair: TokenPair): Promise<LoginOutcome> {
  const user = tokenUser(pair.access);
  if (!user || !inAudience(user.role)) {
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

/**
 * Whether the stored session may send requests now: its access token has not expired, or the
 * refresh (one, shared with the session check's) has just renewed it. Reads started beside the
 * session check wait for this, so an expired token costs one refresh rather than a refused
 * request per read.
 */
export async function readySession(): Promise<boolean> {
  const { access, refresh, actorId } = authStore.get();
  if (!access) return false;
  if (!isTokenExpired(access)) return true;
  // An impersonated session cannot refresh: an expired one has ended.
  if (actorId || !refresh) return false;
  return refreshSession().catch(() => false);
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
