import { detailSchema, idParamSchema } from './common.js';
import { endpoint } from './endpoint.js';
import {
  mfaEnrolAnswerSchema,
  mfaEnrolConfirmRequestSchema,
  mfaEnrolSetupRequestSchema,
  mfaSignInRequestSchema,
  recoveryCodesSchema,
  securitySettingsSchema,
  twoFactorConfirmRequestSchema,
  twoFactorGuardedRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userTwoFactorSchema,
} from './two-factor.js';
import { tokenPairSchema } from './auth.js';

const tags = ['auth'] as const;
/** The caller's own 2FA: a session of their own (no API key, no impersonated session). */
const own = { tags, resource: 'two-factor', access: 'authenticated', sessionOnly: true } as const;
/** The sign-in's second step: no session yet, the mfa_token says who. */
const signIn = { tags, resource: 'session', access: 'public' } as const;
const ownErrors = {
  403: 'The call came with an API key (`session_required`) or from an impersonated session (`impersonated_session`).',
  429: 'Too many wrong passwords or codes for the caller (5) or from this address (20) in 15 minutes; Retry-After says when to try again.',
};
const stepErrors = {
  401: 'The mfa_token is unknown, expired (5 minutes), used, or had 5 wrong codes (`mfa_token_invalid`): sign in again.',
  429: 'Too many wrong passwords or codes for this username (5) or from this address (20) in 15 minutes; Retry-After says when to try again.',
};

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30 s, the neighbouring
 * steps accepted, each step once) and ten single-use recovery codes. `POST /auth/token/` answers
 * `{mfa_required, mfa_token}` for a user with 2FA (or `{mfa_setup_required, mfa_token}` for one
 * whose role requires it and who has none) and the second step here answers the token pair.
 */
export const twoFactorEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/auth/2fa/',
    operationId: 'twoFactorStatus',
    summary: "The caller's two-factor authentication: on or off, recovery codes left, required by their role",
    tags,
    resource: 'two-factor',
    access: 'authenticated',
    response: twoFactorStatusSchema,
  }),
  setup: endpoint({
    method: 'POST',
    path: '/auth/2fa/setup/',
    operationId: 'twoFactorSetup',
    summary: 'Start turning two-factor authentication on: a new secret and its QR code',
    description:
      'Needs the password. Nothing is on until `/auth/2fa/confirm/` takes a code from the app; a new setup replaces an unconfirmed one.',
    errors: { 400: 'The password is wrong (`password`), or 2FA is already on (`{detail}`).', ...ownErrors },
    ...own,
    body: twoFactorSetupRequestSchema,
    response: twoFactorSetupSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/auth/2fa/confirm/',
    operationId: 'twoFactorConfirm',
    summary: 'Turn two-factor authentication on with a code from the app; answers the recovery codes, once',
    errors: { 400: 'The code is wrong (`code`), or there is no setup to confirm (`{detail}`).', ...ownErrors },
    ...own,
    invalidates: ['users'],
    body: twoFactorConfirmRequestSchema,
    response: recoveryCodesSchema,
  }),
  regenerate: endpoint({
    method: 'POST',
    path: '/auth/2fa/recovery-codes/',
    operationId: 'twoFactorRecoveryCodes',
    summary: 'Make a new set of recovery codes; the old set stops working',
    errors: { 400: 'The password or the code is wrong (by field), or 2FA is off (`{detail}`).', ...ownErrors },
    ...own,
    body: twoFactorGuardedRequestSchema,
    response: recoveryCodesSchema,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/auth/2fa/disable/',
    operationId: 'twoFactorDisable',
    summary: 'Turn two-factor authentication off',
    errors: {
      ...ownErrors,
      400: 'The password or the code is wrong (by field), or 2FA is off (`{detail}`).',
      403: `Your role requires 2FA (\`two_factor_required\`). ${ownErrors[403]}`,
    },
    ...own,
    invalidates: ['users'],
    body: twoFactorGuardedRequestSchema,
    response: detailSchema,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/auth/token/2fa/',
    operationId: 'obtainTokenTwoFactor',
    summary: 'Sign in, second step: the mfa_token and a code from the app (or a recovery code)',
    description: 'The mfa_token lives 5 minutes and allows 5 wrong codes; wrong codes also count against the sign-in throttle.',
    errors: { 400: 'The code or recovery code is wrong (by field).', ...stepErrors },
    ...signIn,
    body: mfaSignInRequestSchema,
    response: tokenPairSchema,
  }),
  enrolSetup: endpoint({
    method: 'POST',
    path: '/auth/token/2fa/setup/',
    operationId: 'obtainTokenTwoFactorSetup',
    summary: 'Sign in where the role requires 2FA and the user has none: a new secret and its QR code',
    errors: stepErrors,
    ...signIn,
    body: mfaEnrolSetupRequestSchema,
    response: twoFactorSetupSchema,
  }),
  enrolConfirm: endpoint({
    method: 'POST',
    path: '/auth/token/2fa/confirm/',
    operationId: 'obtainTokenTwoFactorConfirm',
    summary: 'Sign in where the role requires 2FA: confirm the new secret with a code; answers the recovery codes and the token pair',
    errors: { 400: 'The code is wrong (`code`), or there is no setup to confirm (`{detail}`).', ...stepErrors },
    ...signIn,
    body: mfaEnrolConfirmRequestSchema,
    response: mfaEnrolAnswerSchema,
  }),
  userStatus: endpoint({
    method: 'GET',
    path: '/users/:id/2fa/',
    operationId: 'userTwoFactor',
    summary: 'Whether a user has two-factor authentication on',
    errors: { 404: "No such user in the caller's scope." },
    tags: ['users'],
    resource: 'users',
    access: { permission: 'users.view_user' },
    params: idParamSchema,
    response: userTwoFactorSchema,
  }),
  userReset: endpoint({
    method: 'POST',
    path: '/users/:id/2fa/reset/',
    operationId: 'resetUserTwoFactor',
    summary: "Turn a user's two-factor authentication off (they are told by e-mail)",
    errors: {
      403: 'The user ranks at or above the caller (`account_above_you`) or holds a permission the caller lacks, it is the caller (`own_two_factor`: use disable), or the call came with an API key or from an impersonated session.',
      404: "No such user in the caller's scope.",
    },
    tags: ['users'],
    resource: 'users',
    invalidates: ['two-factor'],
    access: { permission: 'users.change_user' },
    sessionOnly: true,
    params: idParamSchema,
    response: detailSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/settings/security/',
    operationId: 'securitySettings',
    summary: 'The roles whose users must use two-factor authentication',
    tags: ['settings'],
    resource: 'security-settings',
    access: { permission: 'settings.view_securitysetting' },
    response: securitySettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/settings/security/',
    operationId: 'saveSecuritySettings',
    summary: 'Choose the roles whose users must use two-factor authentication',
    description: 'The open sessions of users of a newly required role who have no 2FA end: they set it up at their next sign-in.',
    errors: {
      400: "The caller's own role is among them and the caller has no 2FA (`two_factor_roles`).",
      403: 'The call came with an API key or from an impersonated session.',
    },
    tags: ['settings'],
    resource: 'security-settings',
    invalidates: ['two-factor'],
    access: { permission: 'settings.change_securitysetting' },
    sessionOnly: true,
    body: securitySettingsSchema,
    response: securitySettingsSchema,
  }),
};
