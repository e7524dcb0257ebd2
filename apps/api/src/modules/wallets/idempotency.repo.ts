import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';

export interface IdempotencyClaim {
  userId: number;
  key: string;
  fingerprint: string;
}

/** Every query on `idempotency_keys` (idempotency.ts runs them in the write's transaction). */
export function idempotencyRepo(db: Db) {
  return {
    /** Claims the key: a row, unless there is one already (a concurrent claim waits on it). */
    async claim(claim: IdempotencyClaim): Promise<void> {
      await db.execute(
        sql`insert into idempotency_keys (user_id, key, fingerprint) values (${claim.userId}, ${claim.key}, ${claim.fingerprint})
          on conflict do nothing`,
      );
    },
    /** The claimed row, locked until the transaction ends. */
    async claimed(userId: number, key: string): Promise<{ fingerprint: string; response: unknown }> {
      const [row] = await selectRows<{ fingerprint: string; response: unknown }>(
        db,
        sql`select fingerprint, response from idempotency_keys where user_id = ${userId} and key = ${key} for update`,
      );
      return row!;
    },
    /** Keeps the answer, to send again for the same key and request. */
    async answer(userId: number, key: string, result: unknown): Promise<void> {
      await db.execute(
        sql`update idempotency_keys set response = ${JSON.stringify(result)}::jsonb, status = 200
          where user_id = ${userId} and key = ${key}`,
      );
    },
  };
}
