import { authBase, type RecoveryCodes, type TokenPair, type TwoFactorSetup } from '@pubdesk/contract';
import { ApiError, send } from '../api/http';
import { signInWith, type LoginOutcome } from './session';

/*
 * The sign-in's second step, after the right password of an account with two-factor
 * authentication (see login() in session.ts): public calls that the `mfaToken` names. Kept out of
 * session.ts so that the login page's first load does not carry them; the step's lazy chunk does.
 * The paths are the contract's (two-factor.endpoints.ts), written out as login() writes its own:
 * the endpoint declarations would bring their schemas (zod).
 */

/** A code from the authenticator app, or one of the recovery codes. */
export type SecondFactorBody = { code: string } | { recovery_code: string };

/** POST /auth/token/2fa/ {mfa_token, code | recovery_code}: the token pair, then as login() ends. */
export async function loginWithCode(mfaToken: string, factor: SecondFactorBody): Promise<LoginOutcome> {
  const pair = await send<TokenPair>(`${authBase}/token/2fa/`, { method: 'POST', body: { mfa_token: mfaToken, ...factor } });
  return signInWith(pair);
}

/** POST /auth/token/2fa/setup/ {mfa_token}: a new secret and its QR code, where the role requires 2FA. */
export const enrolSetup = (mfaToken: string): Promise<TwoFactorSetup> =>
  send<TwoFactorSetup>(`${authBase}/token/2fa/setup/`, { method: 'POST', body: { mfa_token: mfaToken } });

/** POST /auth/token/2fa/confirm/ {mfa_token, code}: the recovery codes and the token pair (not stored yet). */
export const enrolConfirm = (mfaToken: string, code: string): Promise<RecoveryCodes & TokenPair> =>
  send<RecoveryCodes & TokenPair>(`${authBase}/token/2fa/confirm/`, { method: 'POST', body: { mfa_token: mfaToken, code } });

/**
 * A 401 of the second step (`mfa_token_invalid`): it is over (5 minutes, 5 wrong codes, or used),
 * and the user signs in again with their password.
 */
export const isStepOver = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;
