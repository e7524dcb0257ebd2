import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { messages } from '@pubdesk/contract';
import { HttpError, tooManyRequests } from './http-errors.js';
import { createWorkGate } from './work-gate.js';

/**
 * Hashes at once, process-wide. Each holds one of libuv's four pool threads (and 32 MiB) for about
 * 60 ms; the per-address limits on sign-in, sign-up and reset do not bound a crowd of addresses,
 * whose checks would otherwise take the whole pool from file reads and compression and queue
 * without end. Two run, 64 wait (about two seconds' work); more are told to come back.
 */
export const MAX_RUNNING_HASHES = 2;
export const MAX_WAITING_HASHES = 64;
const BUSY_RETRY_SECONDS = 2;
const hashes = createWorkGate({
  maxRunning: MAX_RUNNING_HASHES,
  maxWaiting: MAX_WAITING_HASHES,
  refuse: () => tooManyRequests(messages.api.passwordChecksBusy, BUSY_RETRY_SECONDS),
});

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  hashes.run(
    () =>
      new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)))),
  );

/** Hashes running and waiting now. */
export const passwordWorkLoad = () => hashes.load();

// scrypt is memory-hard (docs/product-rules.md): N=2^15, r=8 uses 32 MiB and ~60 ms per hash here.
const N = 2 ** 15;
const r = 8;
const p = 1;
const KEYLEN = 32;
const maxmem = 64 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, base64url parts: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, rr, pp, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  // An empty or truncated hash would compare equal to a zero-length key: never a match.
  if (expected.length < 16) return false;
  try {
    const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(rr),
      p: Number(pp),
      maxmem,
    });
    return timingSafeEqual(key, expected);
  } catch (error) {
    if (error instanceof HttpError) throw error; // too many checks at once: 429, not a wrong password
    return false; // parameters scrypt refuses (malformed hash): not a match, not a 500
  }
}

/** A hash to compare against when the user does not exist, so timing does not reveal it. */
let decoy: Promise<string> | null = null;
export const decoyHash = () =>
  (decoy ??= hashPassword(randomBytes(12).toString('hex')).catch((error: unknown) => {
    // Not kept when refused (too many hashes at once): an unknown name would be a 429 for good,
    // where a known one is a 401, and the difference would tell which names exist.
    decoy = null;
    throw error;
  }));
