import type { FastifyRequest } from 'fastify';
import type { BankAccountUpdate, Profile, ProfileUpdate } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { keyAllows, type AuthContext } from '../../plugins/auth.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { touchUsers, type Permission } from '../access/index.js';
import { userInScope } from '../assignments/index.js';
import { permissionGroups, userGroups } from '../access/index.js';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/http-errors.js';
import { readImage, uploadLimits } from '../../lib/uploads.js';
import { uniqueKey } from '../../lib/storage/index.js';
import { hasValues } from '../../lib/updates.js';
import { usersRepo, toBankAccount, toProfile } from './users.repo.js';
import { profiles, users } from './users.table.js';
import { assertMayGiveRole, assertMayManageUser } from './user-rank.js';

export function usersService(deps: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const repo = usersRepo(deps.db);

  /**
   * Your own records (through a limited API key only when its list names the permission), or
   * those of a user in your scope with the permission; otherwise the id does not exist for you.
   */
  async function assertCanSee(auth: AuthContext, userId: number, permission: Permission): Promise<void> {
    if (auth.user.id === userId) {
      if (!keyAllows(auth, permission)) throw forbidden();
      return;
    }
    if (!auth.can(permission) || !(await userInScope(deps.db, auth, userId))) throw notFound();
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
    const [user, profile, groups] = await Promise.all([
      repo.findRow(userId),
      repo.profile(userId),
      deps.db.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, userId)).orderBy(asc(userGroups.groupId)),
    ]);
    if (!user || !profile) throw notFound();
    return { ...toProfile(user, profile), groups: groups.map((g) => g.id) };
  }

  /**
   * Groups, verification and role are set by staff on someone else's profile: nobody raises
   * their own access. Group or role changes count from the user's next request.
   */
  async function applyStaffFields(auth: AuthContext, userId: number, input: ProfileUpdate): Promise<void> {
    const { groups, is_verified: isVerified, user_role: role } = input;
    if (groups === undefined && isVerified === undefined && role === undefined) return;
    if (auth.user.id === userId) throw badRequest({ non_field_errors: ['You cannot change your own role, groups or verification.'] });
    if (role !== undefined && !auth.can('users.change_user')) throw forbidden();
    // Admins are made by admins only, and nobody gives a role ranked above their own.
    if (role !== undefined) assertMayGiveRole(auth.user, role);
    if (groups !== undefined) {
      const unique = [...new Set(groups)];
      const known = new Set(
        unique.length ? (await deps.db.select({ id: permissionGroups.id }).from(permissionGroups).where(inArray(permissionGroups.id, unique))).map((g) => g.id) : [],
      );
      const missing = unique.find((id) => !known.has(id));
      if (missing !== undefined) throw fieldError('groups', `Invalid pk "${missing}" - object does not exist.`);
    }
    await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (isVerified !== undefined) await db.update(profiles).set({ isVerified }).where(eq(profiles.userId, userId));
      if (role !== undefined) await db.update(users).set({ role }).where(eq(users.id, userId));
      if (groups !== undefined) {
        await db.delete(userGroups).where(eq(userGroups.userId, userId));
        const unique = [...new Set(groups)];
        if (unique.length) await db.insert(userGroups).values(unique.map((groupId) => ({ userId, groupId })));
      }
      if (groups !== undefined || role !== undefined) await touchUsers(db, [userId]);
    });
  }

  return {
    repo,
    assertCanSee,

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
      await applyStaffFields(auth, userId, input);
      if (hasValues(names)) await repo.update(userId, names);
      if (hasValues(profile)) await repo.updateProfile(userId, profile);
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
