import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

/** A new secret: 20 random bytes (RFC 4226's recommended 160 bits), base32 as apps take it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/**
 * The time step a code belongs to, if it is the code of the current step or of a neighbour (±1,
 * for a phone's clock a little off) and later than `afterStep`; null otherwise. The caller still
 * records the step conditionally: this check alone cannot stop two parallel uses.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // The functional API's answer also covers HOTP, which has no step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The `otpauth://` URL an app reads from the QR code: `{issuer}:{account}`. */
export const otpauthUrl = (secret: string, issuer: string, account: string): string => generateURI({ issuer, label: account, secret });

/** The URL as a QR code, an SVG data URL an <img> shows (no script: an image is never run). */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Recovery codes: `xxxxx-xxxxx` from 32 letters and digits (50 random bits each). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(n = 10): string[] {
  return Array.from({ length: n }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as stored: lower case, without the dash. */
export const normalRecoveryCode = (code: string): string => code.toLowerCase().replace(/-/g, '');
