/**
 * The second factor a form asks for: the authenticator app's current code, or (with "Use a
 * recovery code" switched on) one of the recovery codes. The server checks the format and the code.
 */
export interface SecondFactor {
  recovery: boolean;
  value: string;
}

export const noFactor: SecondFactor = { recovery: false, value: '' };

/** The body's part for it: `{code}` without the space some apps show (`123 456`), or `{recovery_code}`. */
export function factorBody({ recovery, value }: SecondFactor): { code: string } | { recovery_code: string } {
  return recovery ? { recovery_code: value.trim() } : { code: authCode(value) };
}

/** A code from the app as the server takes it: the digits without spaces. */
export const authCode = (typed: string): string => typed.replace(/\s+/g, '');

/** The fields a refusal of a second factor names beside the inputs. */
export const factorFields = ['code', 'recovery_code'] as const;
