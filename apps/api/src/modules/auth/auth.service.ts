import { messages, format, type BodyOf, type SignInAnswer, type TokenPair, type authEndpoints } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { uniqueFields } from '../../lib/field-checks.js';
import { HttpError, badRequest, fieldError, forbidden, notAuthenticated } from '../../lib/http-errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { randomKey } from '../../lib/secrets.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { whitelabelService } from '../whitelabel/index.js';
import { authRepo } from './auth.repo.js';
import { keyPath, mailLinks, type MailContext } from './mail-links.js';
import { sessions, tokenInvalid } from './sessions.js';
import { assertResetRequestAllowed, throttledPasswordCheck } from './throttle.js';
import { twoFactorSignIn } from './two-factor.sign-in.js';

const RESET_KEY_TTL_MS = 60 * 60 * 1000;
const ACCOUNT_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A concurrent request took the username or e-mail between our check and our write. */
export const taken = uniqueFields({
  users_username_key: ['username', messages.api.usernameTaken],
  users_email_lower_key: ['email', messages.api.emailTaken],
});

const keyInvalid = () => new HttpError(400, { detail: messages.api.keyInvalid });

type Registration = BodyOf<typeof authEndpoints.register>;
type VerifyKey = BodyOf<typeof authEndpoints.verifyKey>;
type Reset = BodyOf<typeof authEndpoints.reset>;

export function authService(deps: Pick<Deps, 'db' | 'tokens' | 'mailer' | 'config' | 'storage' | 'access' | 'impersonations'>) {
  const repo = authRepo(deps.db);
  const branding = whitelabelService(deps);
  const users = usersRepo(deps.db);
  const session = sessions(deps);
  const links = mailLinks(deps);
  const twoFactor = twoFactorSignIn(deps);

  async function mailKey(user: UserRow, type: 'reset' | 'account', mail: MailContext) {
    const key = randomKey();
    const ttl = type === 'reset' ? RESET_KEY_TTL_MS : ACCOUNT_KEY_TTL_MS;
    await repo.addKey(user.id, type, key, new Date(Date.now() + ttl));
    const link = `${mail.origin}${keyPath(user.role, type, key)}`;
    const values = { product: mail.product, name: user.firstName || user.username, link };
    await deps.mailer.send({
      to: user.email,
      subject: format(type === 'reset' ? messages.api.mailResetSubject : messages.api.mailVerifySubject, values),
      text: format(type === 'reset' ? messages.api.mailResetBody : messages.api.mailVerifyBody, values),
      secret: link,
    });
  }

  return {
    /**
     * The pair, or the second step a user with 2FA (or whose role requires it) still needs
     * (two-factor.sign-in.ts). Also names who signed in, for the audit log (the request had no
     * session yet).
     */
    async login(username: string, password: string, ip: string): Promise<{ userId: number; answer: SignInAnswer }> {
      const user = await users.findByUsername(username);
      // An unknown user costs a hash check too, so the answer's timing does not tell.
      const ok = await throttledPasswordCheck(repo, { username, ip }, async () =>
        user ? verifyPassword(password, user.password) : (await verifyPassword(password, await decoyHash()), false),
      );
      if (!user || !ok) throw notAuthenticated(messages.api.badCredentials, 'no_active_account');
      if (!user.isActive) throw forbidden(messages.api.accountDisabled, 'account_disabled');
      const step = await twoFactor.challengeAfterPassword(user);
      if (step) return { userId: user.id, answer: step };
      await users.update(user.id, { lastLogin: new Date() });
      return { userId: user.id, answer: await session.issuePair(user.id) };
    },

    /** Rotates: the presented token is revoked and a new one of the same family issued. */
    async refresh(token: string): Promise<TokenPair> {
      const row = await repo.findRefreshToken(token);
      if (!row) throw tokenInvalid();
      if (row.revokedAt) {
        // A revoked token presented again means it leaked: end the whole session.
        await repo.revokeFamily(row.family);
        throw tokenInvalid();
      }
      if (row.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
      const user = await users.findRow(row.userId);
      if (!user || !user.isActive) {
        await repo.revokeFamily(row.family);
        throw user ? forbidden(messages.api.accountDisabled, 'account_disabled') : tokenInvalid();
      }
      // A role that has come to require 2FA since: the user sets it up at a new sign-in first.
      if (await twoFactor.mustEnrol(user)) {
        await repo.revokeFamily(row.family);
        throw tokenInvalid();
      }
      if (!(await repo.revokeRefreshToken(row.id))) throw tokenInvalid();
      return session.issuePair(user.id, row.family);
    },

    /**
     * A token whose sessions were ended since (reset, password change, logout, suspension, an
     * impersonation's End) is not valid either.
     */
    async verifyToken(token: string): Promise<void> {
      const claims = await deps.tokens.verify(token);
      if (!claims) throw tokenInvalid();
      const ids = [claims.user.id, ...(claims.act ? [Number(claims.act.sub)] : [])];
      const states = await Promise.all(ids.map((id) => deps.access.resolve(id)));
      const ended = states.some((s) => !s || !s.active || (s.revokedUpTo !== null && claims.issuedAtMs <= s.revokedUpTo));
      if (ended) throw tokenInvalid();
      if (claims.act) {
        const actor = states[1]!;
        const over =
          !actor.permissions.has('auth.impersonate_user') ||
          (await deps.impersonations.isOver({
            id: claims.sid ?? null,
            actor: { id: Number(claims.act.sub), role: actor.role },
            userId: claims.user.id,
          }));
        if (over) throw tokenInvalid();
      }
    },

    /**
     * Signing out ends every session of the user, not only this one: the refresh token names the
     * user, and a user who signs out on a shared machine wants no other session left behind.
     */
    async logout(token: string): Promise<void> {
      const row = await repo.findRefreshToken(token);
      if (!row) throw tokenInvalid();
      await session.endAll(row.userId);
    },

    /**
     * The domain the request came through decides whether sign-up is open there (links in the
     * mail are built from configured origins only: see mail-links.ts).
     */
    async register(input: Registration, host: string, spendBudget: () => void): Promise<void> {
      if (!(await branding.branding(host)).allow_signup) throw forbidden(messages.api.signupClosed, 'signup_closed');
      // Every sign-up that reaches the accounts spends the caller's budget (it may refuse): a taken
      // e-mail's answer says whether an address has an account, which nobody may ask without limit
      // (sparing a taken name's answer would leave the difference between the two to ask).
      spendBudget();
      const existing = await users.usernameOrEmailTaken(input.username, input.email);
      if (existing.username || existing.email) {
        throw badRequest({
          ...(existing.username ? { username: [messages.api.usernameTaken] } : {}),
          ...(existing.email ? { email: [messages.api.emailTaken] } : {}),
        });
      }
      const additional: Record<string, unknown> = {};
      if (input.company_name) additional.company_name = input.company_name;
      if (input.company_url) additional.company_url = input.company_url;
      const user = await users
        .create(
          {
            username: input.username,
            email: input.email,
            password: await hashPassword(input.password),
            firstName: input.first_name,
            lastName: input.last_name,
            role: 'pre_activation',
          },
          { additional },
        )
        .catch(taken);
      await mailKey(user, 'account', await links.forSignup(host));
    },

    /** type reset: is the key still good? type account: use it to verify the account. */
    async verifyKey(input: VerifyKey): Promise<string> {
      const key = await repo.findLiveKey(input.key, input.type);
      if (!key) throw keyInvalid();
      if (input.type === 'reset') return messages.api.keyValid;
      if (input.password !== undefined) {
        if (input.password.length < 8) throw fieldError('password', 'This password is too short. It must contain at least 8 characters.');
        if (input.password !== input.confirmed_password) throw fieldError('confirmed_password', "The two password fields didn't match.");
      }
      const password = input.password !== undefined ? await hashPassword(input.password) : undefined;
      // The key is used with the account verified (and its password set), or not at all: a crash
      // between the two spent the key and verified nothing.
      await deps.db.transaction(async (tx) => {
        if (!(await authRepo(tx).consumeKey(key.id))) throw keyInvalid();
        await usersRepo(tx).update(key.userId, { emailVerifiedAt: new Date(), ...(password !== undefined ? { password } : {}) });
      });
      return messages.api.accountVerified;
    },

    /**
     * Always the same answer, so the form does not reveal who has an account; limited per address
     * and per IP whether or not the address has one. The link points at a configured origin.
     */
    async forgot(email: string, from: { ip: string; host: string }): Promise<void> {
      await assertResetRequestAllowed(repo, email, from.ip);
      const user = await users.findByEmail(email);
      if (user && user.isActive) await mailKey(user, 'reset', await links.forUser(user, from.host));
    },

    /**
     * A new password ends every session, voids the other reset mails and lifts a sign-in lock,
     * with the key used, in one transaction: a crash between them left the new password in force
     * beside an attacker's sessions and other reset links, or the key used up and nothing changed.
     */
    async reset(input: Reset): Promise<void> {
      const key = await repo.findLiveKey(input.key, 'reset');
      const user = key && (await users.findRow(key.userId));
      if (!key || !user) throw keyInvalid();
      const password = await hashPassword(input.password);
      const stamp = await deps.db.transaction(async (tx) => {
        const keys = authRepo(tx);
        // Of two uses of one key, the one that takes it first changes the password.
        if (!(await keys.consumeKey(key.id))) throw keyInvalid();
        await usersRepo(tx).update(user.id, { password });
        await Promise.all([keys.voidKeys(user.id, 'reset'), keys.clearFailures(user.username)]);
        return session.endAllIn(tx, user.id);
      });
      await session.settled(stamp);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
