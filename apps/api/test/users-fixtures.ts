import type { UserCreate } from '@pubdesk/contract';
import type { TestContext } from './harness.js';
import { caller, type Actor } from './helpers.js';

/** Shared fixtures for the user administration and impersonation tests. */

let newSeq = 0;
/** A complete New user form body; every call has its own username and email. */
export function newUserBody(overrides: Partial<UserCreate> = {}): UserCreate {
  const n = ++newSeq;
  return {
    username: `new_user_${n}`,
    email: `new.user.${n}@example.test`,
    password: 'a-long-password-1',
    first_name: 'Nora',
    last_name: 'Newcomer',
    role: 'publisher',
    ...overrides,
  };
}

/** `app.inject` with a bare access token (an impersonated session, a real login's token). */
export function bearer(ctx: TestContext, token: string): Actor['call'] {
  return caller(ctx, `Bearer ${token}`);
}

export const forbiddenBody = { detail: 'You do not have permission to perform this action.' };
export const disabledBody = { detail: 'Your account has been disabled.', code: 'account_disabled' };
export const tokenInvalidBody = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
