import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { detailSchema } from './common.js';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  forgotRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registrationRequestSchema,
  resetRequestSchema,
  tokenPairSchema,
  tokenRequestSchema,
  verifyKeyRequestSchema,
  verifyTokenRequestSchema,
} from './auth.js';
import { signInAnswerSchema } from './two-factor.js';

const tags = ['auth'] as const;
/** Signing in and out, sign-up and its mails: public, and no cache entry of the console's depends on them. */
const open = { tags, resource: 'session', access: 'public' } as const;

/**
 * Sign-in, tokens, sign-up, password reset and changing one's e-mail or password
 * (`/api/auth/...`). Sign-in, sign-up and reset requests are rate limited (429 with Retry-After); every
 * answer carrying a credential is sent with `Cache-Control: no-store`.
 */
export const authEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/auth/token/',
    operationId: 'obtainToken',
    summary: 'Sign in: get an access and refresh token pair, or the second step 2FA needs',
    description:
      'For a user with two-factor authentication the right password answers `{mfa_required: true, mfa_token}` and no tokens: ' +
      'send the token and a code to `/auth/token/2fa/`. Where the role requires 2FA and the user has none it answers ' +
      '`{mfa_setup_required: true, mfa_token}`: set it up through `/auth/token/2fa/setup/` and `/auth/token/2fa/confirm/`.',
    errors: {
      401: 'Wrong username or password (`no_active_account`).',
      403: 'The account is disabled (`account_disabled`).',
      429: 'Too many failed sign-ins for this username (5) or from this address (20) in 15 minutes; Retry-After says when to try again.',
    },
    ...open,
    body: tokenRequestSchema,
    response: signInAnswerSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/auth/token/refresh/',
    operationId: 'refreshToken',
    summary: 'Exchange a refresh token for a new token pair',
    errors: {
      401: 'The refresh token is unknown, expired or already used (`token_not_valid`); a reused one ends the whole session.',
      403: 'The account is disabled (`account_disabled`).',
    },
    ...open,
    body: refreshRequestSchema,
    response: tokenPairSchema,
  }),
  /** A POST that only reads (the console verifies before each navigation): not audited. */
  verifyToken: endpoint({
    method: 'POST',
    path: '/auth/token/verify/',
    operationId: 'verifyToken',
    summary: 'Check that an access token is still valid',
    errors: {
      401: 'The token is invalid or expired, or its session has ended (`token_not_valid`).',
    },
    ...open,
    readsOnly: true,
    body: verifyTokenRequestSchema,
    response: z.object({}),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout/',
    operationId: 'logout',
    summary: 'Sign out of every session',
    errors: {
      401: 'The refresh token is unknown (`token_not_valid`).',
    },
    ...open,
    description: 'Ends every session of the user the refresh token belongs to: their refresh tokens and access tokens stop working.',
    body: logoutRequestSchema,
    response: detailSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/registration/',
    operationId: 'register',
    summary: 'Sign up for an account',
    errors: {
      403: 'Sign-up is closed on this domain (`signup_closed`).',
      429: 'Past 5 sign-ups from this address (an IPv6 client: its /64), one every two minutes; Retry-After says when to try again.',
    },
    ...open,
    body: registrationRequestSchema,
    response: detailSchema,
    status: 201,
  }),
  /** The console reads a key's answer once per page (using an account key verifies it), under a root no write refreshes. */
  verifyKey: endpoint({
    method: 'POST',
    path: '/auth/verify/',
    operationId: 'verifyKey',
    summary: 'Check a mailed key, or verify an account with it',
    errors: {
      400: 'The input was refused (messages by field), or the key is not valid or has expired (`{detail}`).',
    },
    ...open,
    resource: 'mail-keys',
    body: verifyKeyRequestSchema,
    response: detailSchema,
  }),
  forgot: endpoint({
    method: 'POST',
    path: '/auth/forgot/',
    operationId: 'forgotPassword',
    summary: 'Request a password-reset mail',
    errors: {
      429: 'More than 3 requests for this address or 10 from this IP in 15 minutes; Retry-After says when to try again.',
    },
    ...open,
    description:
      'The same answer for every address. At most 3 requests per address and 10 per IP in 15 minutes (then 429 with Retry-After).',
    body: forgotRequestSchema,
    response: detailSchema,
  }),
  reset: endpoint({
    method: 'PUT',
    path: '/auth/reset/',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset key',
    errors: {
      400: 'The input was refused (messages by field), or the reset key is not valid or has expired (`{detail}`).',
    },
    ...open,
    body: resetRequestSchema,
    response: detailSchema,
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/auth/user/email/',
    operationId: 'changeEmail',
    summary: "Change a user's e-mail address",
    errors: {
      403: 'The account or API key is disabled, the user ranks at or above the caller (`account_above_you`) or holds a permission the caller lacks, or the call came with an API key (`session_required`) or from an impersonated session (`impersonated_session`).',
      404: "No such user in the caller's scope, or another user without `users.change_user`.",
      429: 'Too many wrong passwords for the caller (5) or from this address (20) in 15 minutes; Retry-After says when to try again.',
    },
    tags,
    resource: 'session',
    invalidates: ['users'],
    access: 'authenticated',
    sessionOnly: true,
    description: "Needs the caller's own current password; the old address is told of the change. Not from an impersonated session.",
    body: changeEmailRequestSchema,
    response: detailSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/auth/user/password/',
    operationId: 'changePassword',
    summary: "Change a user's password",
    errors: {
      403: 'The account or API key is disabled, the user ranks at or above the caller (`account_above_you`) or holds a permission the caller lacks, or the call came with an API key (`session_required`) or from an impersonated session (`impersonated_session`).',
      404: "No such user in the caller's scope, or another user without `users.change_user`.",
      429: 'Too many wrong passwords for the caller (5) or from this address (20) in 15 minutes; Retry-After says when to try again.',
    },
    tags,
    resource: 'session',
    access: 'authenticated',
    sessionOnly: true,
    description:
      "`old_password` is the caller's own current password. Every session of the user ends; " +
      'changing your own password returns a fresh token pair. Not from an impersonated session.',
    body: changePasswordRequestSchema,
    response: detailSchema.extend({ access: z.string().optional(), refresh: z.string().optional() }),
  }),
};
