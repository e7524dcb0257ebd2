import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random key with 256 bits of entropy. */
export const randomKey = () => randomBytes(32).toString('base64url');

/** Keys and refresh tokens are stored only as their SHA-256: a database leak reveals none. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
