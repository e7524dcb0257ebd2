import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { messages } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';

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
export async function idempotent<T>(
  db: Db,
  claim: { userId: number; key: string; fingerprint: string },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into idempotency_keys (user_id, key, fingerprint) values (${claim.userId}, ${claim.key}, ${claim.fingerprint})
          on conflict do nothing`,
    );
    const [row] = await selectRows<{ fingerprint: string; response: unknown }>(
      tx,
      sql`select fingerprint, response from idempotency_keys where user_id = ${claim.userId} and key = ${claim.key} for update`,
    );
    if (row!.fingerprint !== claim.fingerprint) throw new HttpError(409, { detail: messages.wallets.idempotencyReused });
    if (row!.response !== null) return row!.response as T;
    const result = await work(tx);
    await tx.execute(
      sql`update idempotency_keys set response = ${JSON.stringify(result)}::jsonb, status = 200
          where user_id = ${claim.userId} and key = ${claim.key}`,
    );
    return result;
  });
}
