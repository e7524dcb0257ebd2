import { randomUUID } from 'node:crypto';
import { messages, format, type TokenPair, type TokenUser, type AuthStatus } from '@pubdesk/contract';
import type { z } from 'zod';
import type {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  registrationRequestSchema,
  resetRequestSchema,
  verifyKeyRequestSchema,
} from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../plugins/auth.js';
import { HttpError, badRequest, fieldError, forbidden, isUniqueViolation, notAuthenticated, notFound } from '../../lib/http-errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { randomKey } from '../../lib/secrets.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { authRepo } from './auth.repo.js';
import { assertNotThrottled } from './throttle.js';
import { REFRESH_TTL_SECONDS } from './tokens.js';

const RESET_KEY_TTL_MS = 60 * 60 * 1000;
const ACCOUNT_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A concurrent request took the username or e-mail between our check and our write. */
function takenError(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_username_key')) return fieldError('username', messages.api.usernameTaken);
  if (isUniqueViolation(error, 'users_email_lower_key')) return fieldError('email', messages.api.emailTaken);
  return error;
}

const keyInvalid = () => new HttpError(400, { detail: messages.api.keyInvalid });
const tokenInvalid = () => notAuthenticated(messages.api.tokenInvalid, 'token_not_valid');

export interface MailContext {
  /** Origin the links in the mail point at (the console the user came from). */
  origin: string;
  /** Brand name to use in the mail. */
  product: string;
}

export function authService(deps: Pick<Deps, 'db' | 'tokens' | 'mailer' | 'config'>) {
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

  async function issuePair(userId: number, family: string = randomUUID()): Promise<TokenPair> {
    const refresh = randomKey();
    await repo.addRefreshToken(userId, family, refresh, new Date(Date.now() + REFRESH_TTL_SECONDS * 1000));
    return { access: await deps.tokens.sign({ user: await tokenUser(userId) }), refresh };
  }

  async function mailKey(user: UserRow, type: 'reset' | 'account', mail: MailContext) {
    const key = randomKey();
    const ttl = type === 'reset' ? RESET_KEY_TTL_MS : ACCOUNT_KEY_TTL_MS;
    await repo.addKey(user.id, type, key, new Date(Date.now() + ttl));
    const link = `${mail.origin}/${type === 'reset' ? 'reset' : 'verifiy'}/${key}`;
    const values = { product: mail.product, name: user.firstName || user.username, link };
    await deps.mailer.send({
      to: user.email,
      subject: format(type === 'reset' ? messages.api.mailResetSubject : messages.api.mailVerifySubject, values),
      text: format(type === 'reset' ? messages.api.mailResetBody : messages.api.mailVerifyBody, values),
    });
  }

  /** You, or a user you may change; anyone else does not exist for you. */
  function assertMayChange(auth: AuthContext, userId: number) {
    if (auth.user.id !== userId && !auth.can('users.change_user')) throw notFound();
  }

  return {
    async login(username: string, password: string, ip: string): Promise<TokenPair> {
      await assertNotThrottled(repo, username, ip);
      const user = await users.findByUsername(username);
      const ok = user ? await verifyPassword(password, user.password) : (await verifyPassword(password, await decoyHash()), false);
      if (!user || !ok) {
        await repo.recordAttempt(username, ip, false);
        throw notAuthenticated(messages.api.badCredentials, 'no_active_account');
      }
      if (!user.isActive) throw forbidden(messages.api.accountDisabled, 'account_disabled');
      await Promise.all([repo.recordAttempt(username, ip, true), repo.clearFailures(username), users.update(user.id, { lastLogin: new Date() })]);
      return issuePair(user.id);
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
      if (!(await repo.revokeRefreshToken(row.id))) throw tokenInvalid();
      return issuePair(user.id, row.family);
    },

    async verifyToken(token: string): Promise<void> {
      if (!(await deps.tokens.verify(token))) throw tokenInvalid();
    },

    async logout(token: string): Promise<void> {
      const row = await repo.findRefreshToken(token);
      if (!row) throw tokenInvalid();
      await repo.revokeFamily(row.family);
    },

    async register(input: z.infer<typeof registrationRequestSchema>, mail: MailContext): Promise<void> {
      const taken = await users.usernameOrEmailTaken(input.username, input.email);
      if (taken.username || taken.email) {
        throw badRequest({
          ...(taken.username ? { username: [messages.api.usernameTaken] } : {}),
          ...(taken.email ? { email: [messages.api.emailTaken] } : {}),
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
        .catch((error: unknown) => {
          throw takenError(error);
        });
      await mailKey(user, 'account', mail);
    },

    /** type reset: is the key still good? type account: use it to verify the account. */
    async verifyKey(input: z.infer<typeof verifyKeyRequestSchema>): Promise<string> {
      const key = await repo.findLiveKey(input.key, input.type);
      if (!key) throw keyInvalid();
      if (input.type === 'reset') return messages.api.keyValid;
      if (input.password !== undefined) {
        if (input.password.length < 8) throw fieldError('password', 'This password is too short. It must contain at least 8 characters.');
        if (input.password !== input.confirmed_password) throw fieldError('confirmed_password', "The two password fields didn't match.");
      }
      if (!(await repo.consumeKey(key.id))) throw keyInvalid();
      await users.update(key.userId, {
        emailVerifiedAt: new Date(),
        ...(input.password !== undefined ? { password: await hashPassword(input.password) } : {}),
      });
      return messages.api.accountVerified;
    },

    /** Always the same answer, so the form does not reveal who has an account. */
    async forgot(email: string, mail: MailContext): Promise<void> {
      const user = await users.findByEmail(email);
      if (user && user.isActive) await mailKey(user, 'reset', mail);
    },

    async reset(input: z.infer<typeof resetRequestSchema>): Promise<void> {
      const key = await repo.findLiveKey(input.key, 'reset');
      if (!key || !(await repo.consumeKey(key.id))) throw keyInvalid();
      const user = await users.findRow(key.userId);
      if (!user) throw keyInvalid();
      await users.update(user.id, { password: await hashPassword(input.password) });
      // A new password ends every session and lifts a sign-in lock.
      await Promise.all([repo.revokeAllForUser(user.id), repo.clearFailures(user.username)]);
    },

    async status(): Promise<AuthStatus> {
      const c = await users.statusCounts();
      return {
        users: { total: c.total, active: c.active, suspended: c.total - c.active, verified: c.verified, unverified: c.total - c.verified },
        networks: { total: c.networks, users: c.publishers },
      };
    },

    async changeEmail(auth: AuthContext, input: z.infer<typeof changeEmailRequestSchema>): Promise<void> {
      assertMayChange(auth, input.user);
      const target = await users.findRow(input.user);
      if (!target) throw notFound();
      const other = await users.findByEmail(input.email);
      if (other && other.id !== target.id) throw fieldError('email', messages.api.emailTaken);
      await users.update(target.id, { email: input.email, emailVerifiedAt: null }).catch((error: unknown) => {
        throw takenError(error);
      });
    },

    /** Ends every session of the user; when it is your own password you get a fresh pair back. */
    async changePassword(auth: AuthContext, input: z.infer<typeof changePasswordRequestSchema>): Promise<TokenPair | null> {
      assertMayChange(auth, input.user);
      const target = await users.findRow(input.user);
      if (!target) throw notFound();
      if (!(await verifyPassword(input.old_password, target.password))) {
        throw fieldError('old_password', messages.api.wrongOldPassword);
      }
      await users.update(target.id, { password: await hashPassword(input.new_password) });
      await repo.revokeAllForUser(target.id);
      return target.id === auth.user.id ? issuePair(target.id) : null;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
