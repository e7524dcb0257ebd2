import { messages, type BodyOf, type User, type userEndpoints } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk, stillInUse, uniqueFields } from '../../lib/field-checks.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { assertHoldsAll, assertMayGiveRole, assertMayManageUser } from './user-rank.js';
import type { UsersDeps } from './users.ports.js';

type Create = BodyOf<typeof userEndpoints.create>;
type Update = BodyOf<typeof userEndpoints.update>;

const taken = uniqueFields({
  users_username_key: ['username', messages.api.usernameTaken],
  users_email_lower_key: ['email', messages.api.emailTaken],
});

/**
 * Staff's user administration: the New user form, the user screen's Suspend / Activate and
 * names, and delete. Each acts only on a user in the caller's scope whom they may manage.
 */
export function usersAdminService(deps: Pick<UsersDeps, 'users' | 'access' | 'transaction' | 'userCondition' | 'combinePermissions'>) {
  const { users: repo, access: accessRepo, userCondition, combinePermissions } = deps;

  /** The user in the caller's scope (another tenant's id reads as missing), if the caller may manage them. */
  async function manageable(auth: AuthContext, id: number) {
    const target = await repo.findRow(id, userCondition(auth));
    if (!target) throw notFound();
    assertMayManageUser(auth.user, target);
    return target;
  }

  return {
    /**
     * Every problem of the form at once (taken username and e-mail, unknown groups), then the user
     * with their groups. The caller chooses the password, so the new user may hold nothing the
     * caller lacks (their role's defaults and their groups' permissions): no step up (403).
     */
    async create(auth: AuthContext, b: Create): Promise<User> {
      assertMayGiveRole(auth.user, b.role);
      const errors: Record<string, string[]> = {};
      const inUse = await repo.usernameOrEmailTaken(b.username, b.email);
      if (inUse.username) errors.username = [messages.api.usernameTaken];
      if (inUse.email) errors.email = [messages.api.emailTaken];
      const groups = [...new Set(b.groups)];
      const known = await accessRepo.existingGroupIds(groups);
      const missing = groups.find((id) => !known.has(id));
      if (missing !== undefined) errors.groups = [invalidPk(missing)];
      if (Object.keys(errors).length) throw badRequest(errors);
      assertHoldsAll(auth, combinePermissions(b.role, await accessRepo.groupCodenames(groups), [], []), messages.api.permissionsAboveYou);
      const values = {
        username: b.username,
        email: b.email,
        password: await hashPassword(b.password),
        firstName: b.first_name,
        lastName: b.last_name,
        role: b.role,
        isActive: b.is_active,
        // Staff vouch for the address they typed.
        emailVerifiedAt: new Date(),
      };
      const profile = { phoneNumber: b.phone_number, address: b.address, city: b.city, state: b.state, country: b.country };
      const user = await repo.create(values, profile).catch(taken);
      await accessRepo.addGroups(user.id, groups);
      return (await repo.get(user.id))!;
    },

    /** PUT or PATCH: names, and Suspend / Activate (nobody suspends themselves). */
    async update(auth: AuthContext, id: number, b: Update): Promise<User> {
      const target = await manageable(auth, id);
      if (b.is_active === false && target.id === auth.user.id) throw fieldError('is_active', messages.api.suspendYourself);
      // Suspending ends every session: refresh tokens are revoked with the change, access tokens
      // issued until now are refused from the next request, and stay refused after reactivation.
      const suspending = b.is_active === false;
      const values = {
        firstName: b.first_name,
        lastName: b.last_name,
        isActive: b.is_active,
        ...(suspending ? { sessionsRevokedAt: new Date() } : {}),
      };
      if (Object.values(values).some((v) => v !== undefined)) {
        // The row and, on suspension, every refresh token, in one transaction; access tokens are
        // refused by the per-request check.
        await deps.transaction(async (tx) => {
          await tx.users.update(target.id, values);
          if (suspending) await tx.sessions.revokeAllForUser(target.id);
        });
        if (b.is_active !== undefined) await accessRepo.touch([target.id]);
      }
      return (await repo.get(target.id))!;
    },

    /** Not yourself, and not while the user still owns websites. */
    async remove(auth: AuthContext, id: number): Promise<void> {
      const target = await manageable(auth, id);
      if (target.id === auth.user.id) throw badRequest({ non_field_errors: [messages.api.deleteYourself] });
      if ((await repo.ownedWebsites(target.id)) > 0)
        throw stillInUse('This user still has websites; assign them to someone else or delete them first.');
      await repo.remove(target.id);
    },
  };
}
