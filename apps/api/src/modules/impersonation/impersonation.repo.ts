import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import { impersonationKeys } from './impersonation.table.js';

/** The single-use keys, stored as their SHA-256; a used key's row is the session it opened. */
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
    /** Ends the session (its key's row) of this user and staff user, if it has not ended yet. */
    async end(sessionId: number, userId: number, actorId: number): Promise<void> {
      await db
        .update(impersonationKeys)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(impersonationKeys.id, sessionId),
            eq(impersonationKeys.userId, userId),
            eq(impersonationKeys.actorId, actorId),
            isNull(impersonationKeys.endedAt),
          ),
        );
    },
    /** Whether the session is over: ended, or its row gone with one of its users. One primary-key lookup. */
    async hasEnded(sessionId: number): Promise<boolean> {
      const [row] = await db
        .select({ endedAt: impersonationKeys.endedAt })
        .from(impersonationKeys)
        .where(eq(impersonationKeys.id, sessionId));
      return !row || row.endedAt !== null;
    },
  };
}
