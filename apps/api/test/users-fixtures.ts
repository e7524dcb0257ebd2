import type { UserCreate } from '@pubdesk/contract';
import type { TestContext } from './harness.js';
import { caller, multipartPatch, PNG_1X1, type Actor, type FilePart } from './helpers.js';

/** Shared fixtures for the tests of accounts: sign-up, profiles, user administration, impersonation. */

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

export const disabledBody = { detail: 'Your account has been disabled.', code: 'account_disabled' };
export const tokenInvalidBody = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

/** A complete sign-up form body (POST /api/auth/registration/). */
export const registrationBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'newbie',
  email: 'newbie@example.test',
  password: 'newbie-pass-1',
  confirmed_password: 'newbie-pass-1',
  first_name: 'New',
  last_name: 'Bie',
  company_name: 'Newbie Media',
  ...overrides,
});

/** The avatar upload: a multipart PATCH of the profile, by default with a PNG in its `image` field. */
export function uploadAvatar(
  ctx: TestContext,
  userId: number,
  authorization: string,
  files: FilePart[] = [{ field: 'image', data: PNG_1X1, contentType: 'image/png' }],
) {
  return multipartPatch(ctx, `/api/profiles/${userId}/`, authorization, files);
}

/** Payout details someone would like to put on another's account. */
export const attackerBankAccount = {
  bank_name: 'Evil Bank',
  bank_address: '1 Heist Rd',
  account_name: 'Mallory',
  account_number: '666 666',
  swift_code: 'EVILDEFF',
};
