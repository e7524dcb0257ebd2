/** The signed-in session: tokens kept across tabs, sign-in and out, the check a route guard runs, permissions. */
export { setAudience } from './audience';
export { authStore, isSignedIn, tokenActorId, useAuth, type AuthState, type AuthStatus } from './auth-store';
export { decodeJwtPayload, isTokenExpired, tokenUser } from './jwt';
export { refreshSession } from './refresh';
export {
  checkSession,
  configureSession,
  login,
  logout,
  readySession,
  signInWith,
  type LoginAnswer,
  type LoginOutcome,
  type SecondStep,
  type SessionCheck,
} from './session';
export { tokenStorage, type StoredImpersonation, type StoredSession } from './token-storage';
export { isTokenUser } from './token-user';
export { myPermissionsKey, myPermissionsQuery, useCan, useMyPermissions } from './use-can';
