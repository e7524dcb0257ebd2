import { createHash } from 'node:crypto';
import { messages } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';
import { idempotencyRepo, type IdempotencyClaim } from './idempotency.repo.js';

const MAX_KEY_LENGTH = 200;

/** The `Idempotency-Key` header, checked; undefined when the request has none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw fieldError('Idempotency-Key', `Send 1 to ${MAX_KEY_LENGTH} visible ASCII characters.`);
  }
  return key;
}

/** What identifies a request for its key: what it changes and how. */
export const fingerprintOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs a write once per user and key, in one transaction: the first request claims the key
 * (a row; a concurrent one with the same key waits on it), does the work and stores its answer;
 * the same key and request later answer that again; the same key with another request is a
 * 409. A failed write rolls back with its claim, so it can be sent again.
 */
export async function idempotent<T>(db: Db, claim: IdempotencyClaim, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const keys = idempotencyRepo(tx);
    await keys.claim(claim);
    const row = await keys.claimed(claim.userId, claim.key);
    if (row.fingerprint !== claim.fingerprint) throw new HttpError(409, { detail: messages.wallets.idempotencyReused });
    if (row.response !== null) return row.response as T;
    const result = await work(tx);
    await keys.answer(claim.userId, claim.key, result);
    return result;
  });
}
