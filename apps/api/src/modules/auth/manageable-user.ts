import { messages } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { notFound } from '../../lib/http-errors.js';
import { userCondition } from '../assignments/index.js';
import { assertHoldsAll, assertMayManageUser, usersRepo, type UserRow } from '../users/index.js';

/**
 * The user whose credentials (e-mail, password, 2FA) the caller is about to change. Someone
 * outside the caller's row scope, or another user without `users.change_user`, does not exist
 * for them; an account ranked at or above them is refused, and so is one holding a permission
 * the caller lacks (signing in as them would be a step up). Impersonated sessions never get
 * here: the routes are session-only.
 */
export async function manageableUser(deps: Pick<Deps, 'db' | 'access'>, auth: AuthContext, userId: number): Promise<UserRow> {
  const target = await usersRepo(deps.db).findRow(userId, userCondition(auth));
  if (!target || (target.id !== auth.user.id && !auth.can('users.change_user'))) throw notFound();
  assertMayManageUser(auth.user, target);
  if (target.id !== auth.user.id) {
    const state = await deps.access.resolve(target.id);
    if (!state) throw notFound();
    assertHoldsAll(auth, state.permissions, messages.api.credentialsAboveYou);
  }
  return target;
}
