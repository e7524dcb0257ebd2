import { z } from 'zod';
import { roleSchema } from './common.js';
import { tokenPairSchema } from './auth.js';
import { twoFactorMessages } from './messages/two-factor.js';

const m = twoFactorMessages.fields;

/** A code from an authenticator app: six digits (the screens drop the space some apps show). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, m.codeFormat);

/** A recovery code as shown (`xxxxx-xxxxx`); case and the dash do not matter. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(32, m.recoveryFormat)
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, m.recoveryFormat);

const password = z.string().min(1, 'This field may not be blank.').max(128);
/** The sign-in's second step, handed out after the right password; opaque, lives 5 minutes. */
const mfaToken = z.string().min(1, 'This field may not be blank.').max(200);

/** A second factor: the app's current code, or one of the recovery codes. Exactly one. */
const secondFactorShape = { code: totpCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() };
const exactlyOne = (v: { code?: string; recovery_code?: string }) => (v.code === undefined) !== (v.recovery_code === undefined);
const oneOf = { path: ['code'], message: m.codeOrRecovery };

/** What the caller's own account has: whether 2FA is on, since when, unused recovery codes, and whether their role requires it. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Whether a user has 2FA on (the user screen). */
export const userTwoFactorSchema = z.object({ enabled: z.boolean(), enabled_at: z.string().nullable() });
export type UserTwoFactor = z.infer<typeof userTwoFactorSchema>;

export const twoFactorSetupRequestSchema = z.object({ password });

/** A new secret to enter in the app: as text, as an otpauth:// URL, and as a QR code (an SVG data URL). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });

/** Ten single-use codes, shown once: the account keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Regenerating recovery codes and turning 2FA off: the password and a second factor. */
export const twoFactorGuardedRequestSchema = z.object({ password, ...secondFactorShape }).refine(exactlyOne, oneOf);
export type TwoFactorGuardedRequest = z.infer<typeof twoFactorGuardedRequestSchema>;

/** `POST /auth/token/` with the right password: tokens, or the second step it needs. */
export const mfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export const mfaSetupChallengeSchema = z.object({ mfa_setup_required: z.literal(true), mfa_token: z.string() });
export const signInAnswerSchema = z.union([tokenPairSchema, mfaChallengeSchema, mfaSetupChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const mfaSignInRequestSchema = z.object({ mfa_token: mfaToken, ...secondFactorShape }).refine(exactlyOne, oneOf);
export type MfaSignInRequest = z.infer<typeof mfaSignInRequestSchema>;

export const mfaEnrolSetupRequestSchema = z.object({ mfa_token: mfaToken });
export const mfaEnrolConfirmRequestSchema = z.object({ mfa_token: mfaToken, code: totpCodeSchema });
/** Enrolment at sign-in ends signed in: the recovery codes and the token pair. */
export const mfaEnrolAnswerSchema = recoveryCodesSchema.merge(tokenPairSchema);

/** The roles whose users must use 2FA (a role that never signs in, pre_activation, is not among the choices). */
export const twoFactorRoleSchema = roleSchema.exclude(['pre_activation']);
export const securitySettingsSchema = z.object({
  two_factor_roles: z.array(twoFactorRoleSchema).max(8),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
