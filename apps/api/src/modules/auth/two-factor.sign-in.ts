import { messages, type MfaSignInRequest, type RecoveryCodes, type TokenPair, type TwoFactorSetup } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { forbidden, notAuthenticated } from '../../lib/http-errors.js';
import { randomKey } from '../../lib/secrets.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { sessions } from './sessions.js';
import { twoFactorCore, wrongFactor } from './two-factor.core.js';
import type { MfaPurpose } from './two-factor.table.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const stepOver = () => notAuthenticated(messages.twoFactor.api.mfaTokenInvalid, 'mfa_token_invalid');

/** Who signed in, for the audit log (the request had no session yet), and what they get. */
export interface SignedIn<T> {
  userId: number;
  answer: T;
}

/**
 * The sign-in's second step. After the right password a user with 2FA gets an mfa_token (5
 * minutes, 5 wrong codes) instead of tokens, and exchanges it with a code for the pair; a user
 * whose role requires 2FA and who has none gets an `enrol` token that can only set it up.
 */
export function twoFactorSignIn(deps: Pick<Deps, 'db' | 'tokens' | 'config' | 'storage'>) {
  const core = twoFactorCore(deps);
  const users = usersRepo(deps.db);
  const session = sessions(deps);

  /** The live challenge of this purpose and its user, still active; 401 otherwise. */
  async function challengeOf(token: string, purpose: MfaPurpose) {
    const challenge = await core.repo.findLiveChallenge(token);
    if (!challenge || challenge.purpose !== purpose) throw stepOver();
    const user = await users.findRow(challenge.userId);
    if (!user) throw stepOver();
    if (!user.isActive) throw forbidden(messages.api.accountDisabled, 'account_disabled');
    return { challenge, user };
  }

  /** A wrong code: counted; the fifth ends the step. */
  async function refuse(challengeId: number, error: Error): Promise<never> {
    throw (await core.repo.failChallenge(challengeId)) ? error : stepOver();
  }

  /** Ends the step (once: of two requests with one token, one wins) and opens the session. */
  async function finish(challengeId: number, user: UserRow): Promise<TokenPair> {
    if (!(await core.repo.consumeChallenge(challengeId))) throw stepOver();
    await users.update(user.id, { lastLogin: new Date() });
    return session.issuePair(user.id);
  }

  return {
    /** After the right password: the step the user still needs, or null when the password was enough. */
    async challengeAfterPassword(
      user: UserRow,
    ): Promise<{ mfa_required: true; mfa_token: string } | { mfa_setup_required: true; mfa_token: string } | null> {
      const purpose: MfaPurpose | null = (await core.isOn(user.id)) ? 'sign_in' : (await core.requiredFor(user.role)) ? 'enrol' : null;
      if (!purpose) return null;
      const token = randomKey();
      await core.repo.addChallenge(user.id, token, purpose, new Date(Date.now() + CHALLENGE_TTL_MS));
      return purpose === 'sign_in' ? { mfa_required: true, mfa_token: token } : { mfa_setup_required: true, mfa_token: token };
    },

    /** Whether the user must set 2FA up before using a session (refresh refuses them meanwhile). */
    mustEnrol: (user: UserRow) => core.mustEnrol(user),

    async signIn(input: MfaSignInRequest, ip: string): Promise<SignedIn<TokenPair>> {
      const { challenge, user } = await challengeOf(input.mfa_token, 'sign_in');
      if (!(await core.checkFactor({ user, ip }, input))) await refuse(challenge.id, wrongFactor(input));
      return { userId: user.id, answer: await finish(challenge.id, user) };
    },

    async enrolSetup(token: string, host: string): Promise<TwoFactorSetup> {
      const { user } = await challengeOf(token, 'enrol');
      return core.startSetup(user, host);
    },

    async enrolConfirm(token: string, code: string, ip: string): Promise<SignedIn<RecoveryCodes & TokenPair>> {
      const { challenge, user } = await challengeOf(token, 'enrol');
      const recovery = await core.confirmSetup({ user, ip }, code);
      if (!recovery) return refuse(challenge.id, wrongFactor({ code }));
      return { userId: user.id, answer: { recovery_codes: recovery, ...(await finish(challenge.id, user)) } };
    },
  };
}
