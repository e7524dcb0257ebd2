import { and, count, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import { authKeys, loginAttempts, refreshTokens, resetRequests, type AuthKeyType } from './auth.table.js';

/** Refresh tokens, mailed keys, sign-in attempts and reset requests. Secrets are looked up by their hash only. */
export function authRepo(db: Db) {
  return {
    async addRefreshToken(userId: number, family: string, token: string, expiresAt: Date) {
      await db.insert(refreshTokens).values({ userId, family, tokenHash: sha256(token), expiresAt });
    },

    async findRefreshToken(token: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      return row ?? null;
    },

    /** Marks the token revoked unless it already was; true when this call revoked it. */
    async revokeRefreshToken(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    async revokeFamily(family: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * Issues a key. Earlier keys stay live: a repeated request (anyone may ask for a reset mail
     * for any address) must not void the key the owner is about to use. `voidKeys` ends them
     * once one is used or the account changes.
     */
    async addKey(userId: number, type: AuthKeyType, key: string, expiresAt: Date) {
      await db.insert(authKeys).values({ userId, type, keyHash: sha256(key), expiresAt });
    },

    /** Every unused key of the type stops working. */
    async voidKeys(userId: number, type: AuthKeyType) {
      await db
        .update(authKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(authKeys.userId, userId), eq(authKeys.type, type), isNull(authKeys.usedAt)));
    },

    /** A key that exists, has this type, is unused and unexpired. */
    async findLiveKey(key: string, type: AuthKeyType) {
      const [row] = await db
        .select()
        .from(authKeys)
        .where(
          and(eq(authKeys.keyHash, sha256(key)), eq(authKeys.type, type), isNull(authKeys.usedAt), gt(authKeys.expiresAt, new Date())),
        );
      return row ?? null;
    },

    /** Uses the key up; false when another request used it first. */
    async consumeKey(id: number): Promise<boolean> {
      const rows = await db
        .update(authKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(authKeys.id, id), isNull(authKeys.usedAt)))
        .returning({ id: authKeys.id });
      return rows.length > 0;
    },

    /** Records a password check about to run, as a failure until it is known to have succeeded. */
    async recordAttempt(username: string, ip: string): Promise<number> {
      const [row] = await db.insert(loginAttempts).values({ username, ip, succeeded: false }).returning({ id: loginAttempts.id });
      return row!.id;
    },

    /** A throttled attempt never reached the password check: it is not a failure. */
    async dropAttempt(id: number) {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    },

    /** The password was right: the attempt is a success and the account's failures are cleared (the IP's stay counted). */
    async attemptSucceeded(id: number, username: string) {
      await db.transaction(async (tx) => {
        await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
        await tx.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false)));
      });
    },

    /** Failures since `since` for the account and for the IP (the caller's own attempt included), with the oldest of each. */
    async recentFailures(username: string, ip: string, since: Date) {
      const failed = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
      const [byUser, byIp] = await Promise.all([
        windowCount(db, loginAttempts, and(failed, eq(loginAttempts.username, username))),
        windowCount(db, loginAttempts, and(failed, eq(loginAttempts.ip, ip))),
      ]);
      return { user: byUser, ip: byIp };
    },

    /** A new password lifts the account's sign-in lock. */
    async clearFailures(username: string) {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false)));
    },

    async pruneAttempts(before: Date) {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
    },

    /** Records a reset request before it is counted, so parallel requests cannot all pass the count. */
    async recordResetRequest(emailHash: string, ip: string): Promise<number> {
      const [row] = await db.insert(resetRequests).values({ emailHash, ip }).returning({ id: resetRequests.id });
      return row!.id;
    },

    async dropResetRequest(id: number) {
      await db.delete(resetRequests).where(eq(resetRequests.id, id));
    },

    /** Reset requests since `since` for the address and for the IP, with the oldest of each. */
    async recentResetRequests(emailHash: string, ip: string, since: Date) {
      const recent = gt(resetRequests.createdAt, since);
      const [byEmail, byIp] = await Promise.all([
        windowCount(db, resetRequests, and(recent, eq(resetRequests.emailHash, emailHash))),
        windowCount(db, resetRequests, and(recent, eq(resetRequests.ip, ip))),
      ]);
      return { email: byEmail, ip: byIp };
    },

    /** Requests older than the window count for nothing. */
    async pruneResetRequests(before: Date) {
      await db.delete(resetRequests).where(lt(resetRequests.createdAt, before));
    },
  };
}

/** How many rows match, and when the oldest of them was made. */
async function windowCount(db: Db, table: typeof loginAttempts | typeof resetRequests, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | null>`min(${table.createdAt})` })
    .from(table)
    .where(where);
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
