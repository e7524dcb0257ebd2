import {
  format,
  messages,
  type RecoveryCodes,
  type Role,
  type SecuritySettings,
  type TwoFactorGuardedRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type UserTwoFactor,
} from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { HttpError, fieldError, forbidden, notFound } from '../../lib/http-errors.js';
import { userCondition } from '../assignments/index.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { authRepo } from './auth.repo.js';
import { mailLinks } from './mail-links.js';
import { manageableUser } from './manageable-user.js';
import { tokenInvalid } from './sessions.js';
import { assertOwnPassword } from './throttle.js';
import { twoFactorCore, wrongFactor } from './two-factor.core.js';

const m = messages.twoFactor.api;

/** Where a request comes from: the address for the throttle, the host for the brand the app shows. */
export interface Origin {
  ip: string;
  host: string;
}

/**
 * A user's own 2FA (set up, confirm, regenerate the recovery codes, turn off), an admin's
 * reset of someone else's, and the setting that requires it for roles. The routes are
 * session-only: an API key or an impersonated session changes none of it.
 */
export function twoFactorService(deps: Pick<Deps, 'db' | 'config' | 'storage' | 'access' | 'mailer'>) {
  const core = twoFactorCore(deps);
  const users = usersRepo(deps.db);
  const attempts = authRepo(deps.db);
  const links = mailLinks(deps);

  async function caller(auth: AuthContext): Promise<UserRow> {
    const row = await users.findRow(auth.user.id);
    if (!row) throw tokenInvalid();
    return row;
  }

  const assertPassword = (user: UserRow, password: string, ip: string) =>
    assertOwnPassword(attempts, user, { password, ip, field: 'password', wrong: messages.api.wrongPassword });

  /** Whether 2FA is on, and since when (a set-up waiting for its first code is not on). */
  const onSince = (row: { confirmedAt: Date | null } | null): UserTwoFactor => ({
    enabled: Boolean(row?.confirmedAt),
    enabled_at: row?.confirmedAt ? row.confirmedAt.toISOString() : null,
  });

  /** Regenerating codes and turning 2FA off: 2FA on, the password, then a code or a recovery code. */
  async function assertGuard(user: UserRow, input: TwoFactorGuardedRequest, ip: string): Promise<void> {
    if (!(await core.isOn(user.id))) throw new HttpError(400, { detail: m.notOn });
    await assertPassword(user, input.password, ip);
    if (!(await core.checkFactor({ user, ip }, input))) throw wrongFactor(input);
  }

  return {
    async status(auth: AuthContext): Promise<TwoFactorStatus> {
      const [row, left, required] = await Promise.all([
        core.repo.find(auth.user.id),
        core.repo.recoveryCodesLeft(auth.user.id),
        core.requiredFor(auth.user.role),
      ]);
      const on = onSince(row);
      return { ...on, recovery_codes_left: on.enabled ? left : 0, required };
    },

    async setup(auth: AuthContext, password: string, from: Origin): Promise<TwoFactorSetup> {
      const user = await caller(auth);
      await assertPassword(user, password, from.ip);
      return core.startSetup(user, from.host);
    },

    async confirm(auth: AuthContext, code: string, ip: string): Promise<RecoveryCodes> {
      const user = await caller(auth);
      const codes = await core.confirmSetup({ user, ip }, code);
      if (!codes) throw wrongFactor({ code });
      return { recovery_codes: codes };
    },

    async regenerate(auth: AuthContext, input: TwoFactorGuardedRequest, ip: string): Promise<RecoveryCodes> {
      const user = await caller(auth);
      await assertGuard(user, input, ip);
      return { recovery_codes: await core.newCodes(user.id) };
    },

    async disable(auth: AuthContext, input: TwoFactorGuardedRequest, ip: string): Promise<void> {
      const user = await caller(auth);
      if (await core.requiredFor(user.role)) throw forbidden(m.requiredByRole, 'two_factor_required');
      await assertGuard(user, input, ip);
      await core.repo.remove(user.id);
    },

    /** Whether a user in the caller's scope has 2FA on (the user screen). */
    async userStatus(auth: AuthContext, userId: number): Promise<UserTwoFactor> {
      if (!(await users.findRow(userId, userCondition(auth)))) throw notFound();
      return onSince(await core.repo.find(userId));
    },

    /**
     * Turns a user's 2FA off, as for a lost phone: the same rules as changing their password
     * (scope, rank, permissions they hold), never one's own (that is Turn off, which asks for a
     * code), and the user is told by mail. The audit log records the call.
     */
    async reset(auth: AuthContext, userId: number, host: string): Promise<void> {
      const target = await manageableUser(deps, auth, userId);
      if (target.id === auth.user.id) throw forbidden(m.resetOwn, 'own_two_factor');
      if (!(await core.repo.remove(target.id))) throw new HttpError(400, { detail: m.notOn });
      const { product } = await links.forUser(target, host);
      const values = { product, name: target.firstName || target.username, username: target.username };
      await deps.mailer.send({ to: target.email, subject: format(m.mailResetSubject, values), text: format(m.mailResetBody, values) });
    },

    async settings(): Promise<SecuritySettings> {
      return { two_factor_roles: (await core.repo.requiredRoles()) as SecuritySettings['two_factor_roles'] };
    },

    /**
     * Saves the roles that require 2FA. Requiring it for your own role before you have it would
     * lock you out at your next sign-in's end: refused. The sessions of users of the newly
     * required roles who have no 2FA end now, so each sets it up at their next sign-in.
     */
    async saveSettings(auth: AuthContext, input: SecuritySettings): Promise<SecuritySettings> {
      const roles = [...new Set(input.two_factor_roles)] as Role[];
      if (roles.includes(auth.user.role) && !(await core.isOn(auth.user.id))) throw fieldError('two_factor_roles', m.enrolYourselfFirst);
      const before = await core.repo.requiredRoles();
      await core.repo.saveRequiredRoles(roles);
      await core.repo.endSessionsWithoutTwoFactor(
        roles.filter((r) => !before.includes(r)),
        new Date(),
      );
      return { two_factor_roles: roles as SecuritySettings['two_factor_roles'] };
    },
  };
}
