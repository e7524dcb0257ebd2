import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import { users } from '../users/index.js';
import { refreshTokens } from './auth.table.js';
import { mfaChallenges, recoveryCodes, securitySettings, userTwoFactor, type MfaPurpose } from './two-factor.table.js';

/** The 5 wrong codes an mfa_token allows. */
export const MAX_CHALLENGE_FAILURES = 5;

/** Authenticator secrets, recovery codes, sign-in challenges and the roles that must use 2FA. */
export function twoFactorRepo(db: Db) {
  /** A step later than the last one accepted: the condition that makes a code work once. */
  const laterStep = (step: number) => or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step));

  return {
    async find(userId: number) {
      const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
      return row ?? null;
    },

    /** Stores a new unconfirmed secret, replacing an unconfirmed one; false when 2FA is already on. */
    async savePending(userId: number, secretSealed: string): Promise<boolean> {
      const rows = await db
        .insert(userTwoFactor)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: userTwoFactor.userId,
          set: { secretSealed, lastStep: null, createdAt: new Date() },
          setWhere: isNull(userTwoFactor.confirmedAt),
        })
        .returning({ userId: userTwoFactor.userId });
      return rows.length > 0;
    },

    /** Turns the pending secret on with the step its first code was for; false when it is gone, replaced or already on. */
    async confirm(userId: number, secretSealed: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userTwoFactor)
        .set({ confirmedAt: new Date(), lastStep: step })
        .where(
          and(
            eq(userTwoFactor.userId, userId),
            // The secret the code was checked against: a set-up started again meanwhile (another tab) is not the one confirmed.
            eq(userTwoFactor.secretSealed, secretSealed),
            isNull(userTwoFactor.confirmedAt),
            laterStep(step),
          ),
        )
        .returning({ userId: userTwoFactor.userId });
      return rows.length > 0;
    },

    /**
     * Records the step of an accepted code, only if it is later than the last: of two requests
     * with one code, one wins. False for a replay.
     */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(userTwoFactor)
        .set({ lastStep: step })
        .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt), laterStep(step)))
        .returning({ userId: userTwoFactor.userId });
      return rows.length > 0;
    },

    /** 2FA off: the secret and the recovery codes go. True when it was on. */
    async remove(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        const rows = await tx
          .delete(userTwoFactor)
          .where(eq(userTwoFactor.userId, userId))
          .returning({ confirmedAt: userTwoFactor.confirmedAt });
        return rows.some((r) => r.confirmedAt !== null);
      });
    },

    /** A new set: the old codes stop working in the same transaction. */
    async replaceRecoveryCodes(userId: number, codes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(code) })));
      });
    },

    /** Uses a recovery code up; false when it is unknown or used (of two requests with one code, one wins). */
    async useRecoveryCode(userId: number, code: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(code)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** A new second step; expired ones are swept at the same time, so the table holds minutes of sign-ins. */
    async addChallenge(userId: number, token: string, purpose: MfaPurpose, expiresAt: Date): Promise<void> {
      await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date()));
      await db.insert(mfaChallenges).values({ userId, tokenHash: sha256(token), purpose, expiresAt });
    },

    /** A challenge that is unexpired and has wrong codes left. */
    async findLiveChallenge(token: string) {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(
          and(
            eq(mfaChallenges.tokenHash, sha256(token)),
            gt(mfaChallenges.expiresAt, new Date()),
            lt(mfaChallenges.failures, MAX_CHALLENGE_FAILURES),
          ),
        );
      return row ?? null;
    },

    /** Counts a wrong code; answers whether the challenge still has tries left. */
    async failChallenge(id: number): Promise<boolean> {
      const rows = await db
        .update(mfaChallenges)
        .set({ failures: sql`${mfaChallenges.failures} + 1` })
        .where(and(eq(mfaChallenges.id, id), lt(mfaChallenges.failures, MAX_CHALLENGE_FAILURES)))
        .returning({ failures: mfaChallenges.failures });
      return rows.length > 0 && rows[0]!.failures < MAX_CHALLENGE_FAILURES;
    },

    /** Uses the challenge up; false when it expired, ran out of tries or another request used it. */
    async consumeChallenge(id: number): Promise<boolean> {
      const rows = await db
        .delete(mfaChallenges)
        .where(and(eq(mfaChallenges.id, id), gt(mfaChallenges.expiresAt, new Date()), lt(mfaChallenges.failures, MAX_CHALLENGE_FAILURES)))
        .returning({ id: mfaChallenges.id });
      return rows.length > 0;
    },

    async requiredRoles(): Promise<Role[]> {
      const [row] = await db.select({ roles: securitySettings.twoFactorRoles }).from(securitySettings);
      return row?.roles ?? [];
    },

    async saveRequiredRoles(roles: Role[]): Promise<void> {
      await db
        .insert(securitySettings)
        .values({ id: true, twoFactorRoles: roles })
        .onConflictDoUpdate({ target: securitySettings.id, set: { twoFactorRoles: roles, updatedAt: new Date() } });
    },

    /**
     * Ends the sessions of the users of these roles who have no 2FA (as a suspension does: their
     * refresh tokens are revoked and access tokens issued up to now are refused), so each sets it
     * up at their next sign-in. One statement per table, whatever the number of users.
     */
    async endSessionsWithoutTwoFactor(roles: Role[], stamp: Date): Promise<void> {
      if (roles.length === 0) return;
      const affected = db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.role, roles),
            sql`not exists (select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.confirmedAt} is not null)`,
          ),
        );
      await db.transaction(async (tx) => {
        await tx.update(users).set({ sessionsRevokedAt: stamp }).where(inArray(users.id, affected));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: stamp })
          .where(and(inArray(refreshTokens.userId, affected), isNull(refreshTokens.revokedAt)));
      });
    },
  };
}

export type TwoFactorRepo = ReturnType<typeof twoFactorRepo>;
