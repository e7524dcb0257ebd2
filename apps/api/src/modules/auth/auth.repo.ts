import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import { authKeys, loginAttempts, refreshTokens, type AuthKeyType } from './auth.table.js';

/** Refresh tokens, mailed keys and sign-in attempts. Secrets are looked up by their hash only. */
export function authRepo(db: Db) {
  return {
    async addRefreshToken(userId: number, family: string, token: string, expiresAt: Date) {
      await db.insert(refreshTokens).values({ userId, family, tokenHash: sha256(token), expiresAt });
    },

    async findRefreshToken(token: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
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
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number) {
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Issues a key; earlier unused keys of the same type stop working (resend replaces). */
    async addKey(userId: number, type: AuthKeyType, key: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(authKeys)
          .set({ usedAt: new Date() })
          .where(and(eq(authKeys.userId, userId), eq(authKeys.type, type), isNull(authKeys.usedAt)));
        await tx.insert(authKeys).values({ userId, type, keyHash: sha256(key), expiresAt });
      });
    },

    /** A key that exists, has this type, is unused and unexpired. */
    async findLiveKey(key: string, type: AuthKeyType) {
      const [row] = await db
        .select()
        .from(authKeys)
        .where(and(eq(authKeys.keyHash, sha256(key)), eq(authKeys.type, type), isNull(authKeys.usedAt), gt(authKeys.expiresAt, new Date())));
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

    async recordAttempt(username: string, ip: string, succeeded: boolean) {
      await db.insert(loginAttempts).values({ username, ip, succeeded });
    },

    /** Failures since `since` for the account and for the IP, with the oldest of each. */
    async recentFailures(username: string, ip: string, since: Date) {
      const failuresWhere = (column: typeof loginAttempts.username | typeof loginAttempts.ip, value: string) =>
        and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
      const select = { n: count(), oldest: sql<string | null>`min(${loginAttempts.createdAt})` };
      const [[byUser], [byIp]] = await Promise.all([
        db.select(select).from(loginAttempts).where(failuresWhere(loginAttempts.username, username)),
        db.select(select).from(loginAttempts).where(failuresWhere(loginAttempts.ip, ip)),
      ]);
      const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);
      return {
        user: { count: byUser?.n ?? 0, oldest: toDate(byUser?.oldest) },
        ip: { count: byIp?.n ?? 0, oldest: toDate(byIp?.oldest) },
      };
    },

    /** A successful sign-in clears the account's failures (the IP's stay counted). */
    async clearFailures(username: string) {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, false)));
    },

    async pruneAttempts(before: Date) {
      await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${before.toISOString()}`);
    },
  };
}
