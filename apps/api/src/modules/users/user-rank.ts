import { messages, type Permission, type Role } from '@pubdesk/contract';
import { keyAllows, type AuthContext } from '../../lib/auth-context.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';

/**
 * Staff rank, highest first. Who may act on a user's account (the user row, profile, bank
 * account, e-mail, password, groups, exceptions, keys) depends on it: an account can be taken
 * over through any of these, so one rule covers them all (docs/decisions.md).
 */
const staffRank: Record<Role, number> = {
  admin: 5,
  organization: 4,
  developer: 3,
  account_manager: 2,
  ad_operation: 1,
  network: 0,
  publisher: 0,
  pre_activation: 0,
};

export interface UserRef {
  id: number;
  role: Role;
}

/**
 * Whether `actor` may change `target`'s account. Yourself: always. An admin: only another
 * admin. Other staff: only someone ranked above them (peers do not change each other). A
 * network, publisher or new sign-up: anyone whose permission and row scope reach them (the
 * caller of this rule checks those).
 */
export function mayManageUser(actor: UserRef, target: UserRef): boolean {
  if (actor.id === target.id) return true;
  if (target.role === 'admin') return actor.role === 'admin';
  if (staffRank[target.role] === 0) return true;
  return actor.role === 'admin' || staffRank[actor.role] > staffRank[target.role];
}

/**
 * Whether `actor` may give `role` to a new or existing user: the admin role only an admin gives,
 * another staff role only staff ranked at least as high (a developer cannot make an
 * organization); network, publisher and sign-up roles anyone allowed to change users.
 */
export function mayGiveRole(actor: Pick<UserRef, 'role'>, role: Role): boolean {
  if (role === 'admin') return actor.role === 'admin';
  return actor.role === 'admin' || staffRank[actor.role] >= staffRank[role];
}

/** Refuses a role the actor may not give, in the words the New user form shows. */
export function assertMayGiveRole(actor: Pick<UserRef, 'role'>, role: Role): void {
  if (mayGiveRole(actor, role)) return;
  throw badRequest({ non_field_errors: [role === 'admin' ? messages.api.onlyAdminMakesAdmin : messages.api.roleAboveYou] });
}

/**
 * Refuses a change to an account the actor may not manage. The account itself is visible to
 * them (it is listed), so this is a 403 that says why, not a 404.
 */
export function assertMayManageUser(actor: UserRef, target: UserRef): void {
  if (!mayManageUser(actor, target)) throw forbidden(messages.api.accountAboveYou, 'account_above_you');
}

/**
 * Whether the caller holds the permission. An admin counts as holding every codename (within an
 * API key's list): the few withheld from the admin role (the developers' Permissions and Services
 * pages) are a matter of screens, not a boundary, since an admin gives any role, the developer's too.
 */
const holds = (auth: AuthContext, permission: Permission): boolean =>
  auth.can(permission) || (auth.user.role === 'admin' && keyAllows(auth, permission));

/**
 * No step up through someone else's account (docs/decisions.md): whoever sets another user's
 * e-mail or password, makes a user with a password they chose, or gives a role or groups, must
 * hold every permission the user has or would gain. Otherwise 403 `permissions_above_you`.
 */
export function assertHoldsAll(auth: AuthContext, permissions: Iterable<Permission>, detail: string): void {
  for (const permission of permissions) if (!holds(auth, permission)) throw forbidden(detail, 'permissions_above_you');
}
