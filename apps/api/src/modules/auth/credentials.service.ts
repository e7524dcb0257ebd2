import { format, messages, type ChangeEmailRequest, type ChangePasswordRequest, type TokenPair } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { fieldError } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { authRepo } from './auth.repo.js';
import { taken } from './auth.service.js';
import { mailLinks } from './mail-links.js';
import { manageableUser } from './manageable-user.js';
import { sessions, tokenInvalid } from './sessions.js';
import { assertOwnPassword } from './throttle.js';

/** Where a change comes from: the caller's address, for the password-check throttle, and the host, for the brand of the notice. */
export interface RequestOrigin {
  ip: string;
  host: string;
}

/**
 * Changing an e-mail address or a password: either hands over the account (a reset link goes
 * to the address), so both follow the rules for changing the user, and both ask for the
 * caller's own current password (spec: sensitive actions re-login with a supplied password).
 * The user is told of either by mail.
 */
export function credentialsService(deps: Pick<Deps, 'db' | 'tokens' | 'mailer' | 'config' | 'storage' | 'access'>) {
  const repo = authRepo(deps.db);
  const users = usersRepo(deps.db);
  const session = sessions(deps);
  const links = mailLinks(deps);

  const targetOf = (auth: AuthContext, userId: number) => manageableUser(deps, auth, userId);

  /** The caller's own password, under the sign-in throttle; a wrong one is a field error on `field`. */
  async function assertCallerPassword(auth: AuthContext, password: string, ip: string, field: string, wrong: string): Promise<void> {
    const caller = await users.findRow(auth.user.id);
    if (!caller) throw tokenInvalid();
    await assertOwnPassword(repo, caller, { password, ip, field, wrong });
  }

  /** A mail to the address the account had, so its owner learns of a change they did not make. */
  async function noticeToOldAddress(target: UserRow, newEmail: string, host: string): Promise<void> {
    const { product } = await links.forUser(target, host);
    const values = { product, name: target.firstName || target.username, username: target.username, email: newEmail };
    await deps.mailer.send({
      to: target.email,
      subject: format(messages.api.mailEmailChangedSubject, values),
      text: format(messages.api.mailEmailChangedBody, values),
    });
  }

  /** A mail to the user whose password changed, whoever changed it, so a change they did not make does not go unseen. */
  async function passwordNotice(target: UserRow, host: string): Promise<void> {
    const { product } = await links.forUser(target, host);
    const values = { product, name: target.firstName || target.username, username: target.username };
    await deps.mailer.send({
      to: target.email,
      subject: format(messages.api.mailPasswordChangedSubject, values),
      text: format(messages.api.mailPasswordChangedBody, values),
    });
  }

  return {
    async changeEmail(auth: AuthContext, input: ChangeEmailRequest, from: RequestOrigin): Promise<void> {
      const target = await targetOf(auth, input.user);
      await assertCallerPassword(auth, input.password, from.ip, 'password', messages.api.wrongPassword);
      if (target.email.toLowerCase() === input.email) return;
      const other = await users.findByEmail(input.email);
      if (other && other.id !== target.id) throw fieldError('email', messages.api.emailTaken);
      // Keys mailed to the old address must not keep working for it: voided with the change.
      await deps.db
        .transaction(async (tx) => {
          await usersRepo(tx).update(target.id, { email: input.email, emailVerifiedAt: null });
          await Promise.all([authRepo(tx).voidKeys(target.id, 'reset'), authRepo(tx).voidKeys(target.id, 'account')]);
        })
        .catch(taken);
      await noticeToOldAddress(target, input.email, from.host);
    },

    /** Ends every session of the user and tells them by mail; when it is your own password you get a fresh pair back. */
    async changePassword(auth: AuthContext, input: ChangePasswordRequest, from: RequestOrigin): Promise<TokenPair | null> {
      const target = await targetOf(auth, input.user);
      await assertCallerPassword(auth, input.old_password, from.ip, 'old_password', messages.api.wrongOldPassword);
      const password = await hashPassword(input.new_password);
      // The new password, the end of every session and the void of the reset mails commit together.
      const stamp = await deps.db.transaction(async (tx) => {
        await usersRepo(tx).update(target.id, { password });
        await authRepo(tx).voidKeys(target.id, 'reset');
        return session.endAllIn(tx, target.id);
      });
      await session.settled(stamp);
      await passwordNotice(target, from.host);
      return target.id === auth.user.id ? session.issuePair(target.id) : null;
    },
  };
}
