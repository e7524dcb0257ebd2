import { randomUUID } from 'node:crypto';

/**
 * Object keys are chosen by the caller and are stable (`players/12/logo.png`): the same key
 * always names the same object, locally and in S3. Segments of letters, digits, `_`, `-` and
 * `.` joined by `/`; a segment may not start with `.`, which rules out `..`, hidden files and
 * the temporary files the local store writes beside its objects.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

export class InvalidKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** A fresh key under `prefix`, for objects replaced rather than overwritten (avatars, branding images). */
export function uniqueKey(prefix: string, ext: string): string {
  const key = `${prefix}/${randomUUID()}.${ext}`;
  assertKey(key);
  return key;
}
