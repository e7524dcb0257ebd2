import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages, type TokenPair, type TokenUser } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { notAuthenticated } from '../../lib/http-errors.js';
import { randomKey } from '../../lib/secrets.js';
import { usersRepo } from '../users/index.js';
import { authRepo } from './auth.repo.js';
import { REFRESH_TTL_SECONDS } from './tokens.js';

export const tokenInvalid = () => notAuthenticated(messages.api.tokenInvalid, 'token_not_valid');

/** Opening and ending a user's sessions (a token pair each; impersonated sessions are opened in modules/impersonation). */
export function sessions(deps: Pick<Deps, 'db' | 'tokens'>) {
  const repo = authRepo(deps.db);
  const users = usersRepo(deps.db);

  async function tokenUser(id: number): Promise<TokenUser> {
    const user = await users.get(id);
    if (!user) throw tokenInvalid();
    return {
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role: user.role,
      is_verified: user.is_verified,
      profile_image: user.profile_image,
    };
  }

  /**
   * endAll's writes, in the caller's transaction (with the change that ends the sessions, so a
   * crash leaves both or neither); answers the stamp to pass to `settled` once it has committed.
   */
  async function endAllIn(db: Db, userId: number): Promise<Date> {
    const stamp = new Date();
    await Promise.all([usersRepo(db).update(userId, { sessionsRevokedAt: stamp }), authRepo(db).revokeAllForUser(userId)]);
    return stamp;
  }

  /** Returns once the clock has moved past the stamp: a pair issued next is not taken for one issued before it. */
  async function settled(stamp: Date): Promise<void> {
    while (Date.now() <= stamp.getTime()) await sleep(1);
  }

  return {
    /** A new session of the user's own (never an impersonated one: those get no refresh token). */
    async issuePair(userId: number, family: string = randomUUID()): Promise<TokenPair> {
      const refresh = randomKey();
      await repo.addRefreshToken(userId, family, refresh, new Date(Date.now() + REFRESH_TTL_SECONDS * 1000));
      return { access: await deps.tokens.sign({ user: await tokenUser(userId) }), refresh };
    },

    /**
     * Ends every session of the user at once, as a suspension does: their refresh tokens are
     * revoked, and `sessions_revoked_at` makes the auth plugin refuse every access token issued
     * up to now (impersonated sessions of the user included). Returns once the clock has moved
     * past the stamp, so a pair issued next is not mistaken for one issued before it.
     */
    async endAll(userId: number): Promise<void> {
      await settled(await endAllIn(deps.db, userId));
    },
    endAllIn,
    settled,
  };
}
