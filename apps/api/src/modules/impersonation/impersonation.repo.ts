import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import { impersonationKeys } from './impersonation.table.js';

/** The single-use keys, stored as their SHA-256. */
export function impersonationRepo(db: Db) {
  return {
    async addKey(key: string, userId: number, actorId: number, expiresAt: Date): Promise<void> {
      await db.insert(impersonationKeys).values({ keyHash: sha256(key), userId, actorId, expiresAt });
    },
    /** Marks a live, unused key as used and answers it; null when there is none. */
    async useKey(key: string) {
      const now = new Date();
      const [used] = await db
        .update(impersonationKeys)
        .set({ usedAt: now })
        .where(and(eq(impersonationKeys.keyHash, sha256(key)), isNull(impersonationKeys.usedAt), gt(impersonationKeys.expiresAt, now)))
        .returning();
      return used ?? null;
    },
  };
}
