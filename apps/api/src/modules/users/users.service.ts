import type { FastifyRequest } from 'fastify';
import {
  messages,
  roleSchema,
  type BankAccountUpdate,
  type Permission,
  type Profile,
  type ProfileUpdate,
  type QueryOf,
  type Role,
  type User,
  type userEndpoints,
} from '@pubdesk/contract';
import { keyAllows, type AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOrdering, type PageWindow } from '../../lib/pagination.js';
import { readImage, uploadLimits } from '../../lib/uploads.js';
import { uniqueKey } from '../../lib/storage/index.js';
import { hasValues } from '../../lib/updates.js';
import { assertHoldsAll, assertMayGiveRole, assertMayManageUser } from './user-rank.js';
import type { UsersDeps, UsersRepos } from './users.ports.js';
import { toBankAccount, toProfile, userOrderFields } from './users.repo.js';

type ListQuery = QueryOf<typeof userEndpoints.list>;

/** `role=network,publisher`: the known roles named (an unknown one is ignored). */
const rolesOf = (role: string | undefined): Role[] | undefined =>
  role ? (role.split(',').filter((r) => roleSchema.safeParse(r).success) as Role[]) : undefined;

export function usersService(
  deps: Pick<UsersDeps, 'users' | 'access' | 'transaction' | 'userCondition' | 'roleDefaults' | 'resolver' | 'storage' | 'config'>,
) {
  const { users: repo, access: accessRepo, userCondition, roleDefaults } = deps;

  /**
   * Your own records (through a limited API key only when its list names the permission), or
   * those of a user in your scope with the permission; otherwise the id does not exist for you.
   */
  async function assertCanSee(auth: AuthContext, userId: number, permission: Permission): Promise<void> {
    if (auth.user.id === userId) {
      if (!keyAllows(auth, permission)) throw forbidden();
      return;
    }
    if (!auth.can(permission) || !(await repo.inScope(userId, userCondition(auth)))) throw notFound();
  }

  /**
   * A write on a user's account (profile, avatar, bank account, groups, verification, role): seen
   * as above, then the one rule of who may change whose account (`assertMayManageUser`).
   */
  async function assertMayChange(auth: AuthContext, userId: number, permission: Permission): Promise<void> {
    await assertCanSee(auth, userId, permission);
    const target = await repo.findRow(userId);
    if (!target) throw notFound();
    assertMayManageUser(auth.user, target);
  }

  async function loadProfile(userId: number): Promise<Profile> {
    const [user, profile, groups] = await Promise.all([repo.findRow(userId), repo.profile(userId), accessRepo.groupIds(userId)]);
    if (!user || !profile) throw notFound();
    return { ...toProfile(user, profile), groups };
  }

  /**
   * Groups, verification and role are set by staff on someone else's profile: nobody raises
   * their own access, and nobody gives another a permission they lack themselves (the role's
   * defaults and the groups' permissions the user does not hold yet), as for groups and grants:
   * otherwise setting a user's password and then their role would be a step up. Group or role
   * changes count from the user's next request.
   */
  /**
   * Checks the staff fields of a profile update (verified, role, groups) and answers their write,
   * for the update's one transaction (null: none given).
   */
  async function staffFieldsWrite(
    auth: AuthContext,
    userId: number,
    input: ProfileUpdate,
  ): Promise<((tx: UsersRepos) => Promise<void>) | null> {
    const { groups, is_verified: isVerified, user_role: role } = input;
    if (groups === undefined && isVerified === undefined && role === undefined) return null;
    if (auth.user.id === userId) throw badRequest({ non_field_errors: [messages.api.ownRoleGroups] });
    // A role or groups raise an account; through a key, one its holder signs in as (session-only powers).
    if ((role !== undefined || groups !== undefined) && auth.apiKeyId !== null)
      throw forbidden(messages.api.apiKeyNotHere, 'session_required');
    if ((role !== undefined || groups !== undefined) && auth.actorId !== null) {
      throw forbidden(messages.api.impersonatedSession, 'impersonated_session');
    }
    if (role !== undefined && !auth.can('users.change_user')) throw forbidden();
    // Admins are made by admins only, and nobody gives a role ranked above their own.
    if (role !== undefined) assertMayGiveRole(auth.user, role);
    const unique = groups === undefined ? undefined : [...new Set(groups)];
    if (unique !== undefined) {
      const known = await accessRepo.existingGroupIds(unique);
      const missing = unique.find((id) => !known.has(id));
      if (missing !== undefined) throw missingId('groups', missing);
    }
    if (role !== undefined || unique !== undefined) {
      const held = (await deps.resolver.resolve(userId))?.permissions ?? new Set<Permission>();
      const given = [...(role === undefined ? [] : roleDefaults[role]), ...(await accessRepo.groupCodenames(unique ?? []))];
      assertHoldsAll(
        auth,
        given.filter((p) => !held.has(p)),
        messages.api.permissionsAboveYou,
      );
    }
    // A role or group change counts from the user's next request.
    return async (tx) => {
      if (isVerified !== undefined) await tx.users.updateProfile(userId, { isVerified });
      if (role !== undefined) await tx.users.update(userId, { role });
      if (unique !== undefined) await tx.access.replaceGroups(userId, unique);
      if (unique !== undefined || role !== undefined) await tx.access.touch([userId]);
    };
  }

  return {
    /** A page of the users in the caller's scope: by role(s), ids or a search, in the asked order. */
    list(auth: AuthContext, query: ListQuery, window: PageWindow) {
      const order = parseOrdering(query, userOrderFields, 'id');
      const filter = { scope: userCondition(auth), search: query.search || undefined, roles: rolesOf(query.role), ids: query.ids };
      return repo.list(filter, window, order);
    },

    /** Your own user row, or one in your scope with the permission. */
    async getUser(auth: AuthContext, userId: number): Promise<User> {
      await assertCanSee(auth, userId, 'users.view_user');
      const user = await repo.get(userId);
      if (!user) throw notFound();
      return user;
    },

    async getProfile(auth: AuthContext, userId: number): Promise<Profile> {
      await assertCanSee(auth, userId, 'users.view_profile');
      return loadProfile(userId);
    },

    async updateProfile(auth: AuthContext, userId: number, input: ProfileUpdate): Promise<Profile> {
      await assertMayChange(auth, userId, 'users.change_profile');
      const names = { firstName: input.first_name, lastName: input.last_name };
      const profile = {
        phoneNumber: input.phone_number,
        address: input.address,
        city: input.city,
        state: input.state,
        country: input.country,
        additional: input.additional,
      };
      const staffWrite = await staffFieldsWrite(auth, userId, input);
      // All of it or none: a failure halfway left a profile half changed.
      await deps.transaction(async (tx) => {
        await staffWrite?.(tx);
        if (hasValues(names)) await tx.users.update(userId, names);
        if (hasValues(profile)) await tx.users.updateProfile(userId, profile);
      });
      return loadProfile(userId);
    },

    async uploadImage(auth: AuthContext, userId: number, request: FastifyRequest): Promise<Profile> {
      await assertMayChange(auth, userId, 'users.change_profile');
      const before = await repo.profile(userId);
      if (!before) throw notFound();
      const maxBytes = deps.config.UPLOAD_MAX_MB * 1048576;
      const part = await request.file(uploadLimits(maxBytes));
      if (!part || part.fieldname !== 'image') throw fieldError('image', 'No file was submitted.');
      const image = await readImage(part, ['png', 'jpeg', 'gif', 'webp'], maxBytes);
      const stored = await deps.storage.put(uniqueKey('avatars', image.ext), image.data, { contentType: image.contentType });
      await repo.updateProfile(userId, { image: stored.url });
      if (before.image) await deps.storage.remove(before.image);
      return loadProfile(userId);
    },

    async getBankAccount(auth: AuthContext, userId: number) {
      await assertCanSee(auth, userId, 'users.view_bankaccount');
      const row = await repo.bankAccount(userId);
      if (!row) throw notFound();
      return toBankAccount(row);
    },

    async saveBankAccount(auth: AuthContext, userId: number, input: Partial<BankAccountUpdate>) {
      await assertMayChange(auth, userId, 'users.change_bankaccount');
      const row = await repo.saveBankAccount(userId, {
        bankName: input.bank_name,
        bankAddress: input.bank_address,
        accountName: input.account_name,
        accountNumber: input.account_number,
        swiftCode: input.swift_code,
      });
      return toBankAccount(row);
    },
  };
}
