import type { BodyOf, EffectivePermissions, exceptionEndpoints, MyPermissions, PermissionException } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk, uniqueFields } from '../../lib/field-checks.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { userCondition, userInScope } from '../assignments/index.js';
import { assertMayManageUser, usersRepo } from '../users/index.js';
import { cannotGive, permissionChecks } from './access.checks.js';
import type { AccessResolver } from './access.resolver.js';
import { exceptionsRepo } from './exceptions.repo.js';
import { allPermissions } from './permissions.js';

type Input = BodyOf<typeof exceptionEndpoints.create>;

const notOwn = 'You cannot change your own permissions.';
const alreadyThere = uniqueFields({
  permission_exceptions_user_permission_key: ['permission', 'This user already has an exception for this permission.'],
});

/**
 * The rules of per-user exceptions: within the caller's user scope, never on oneself, a grant
 * only of what the caller holds, and only on users the caller may manage.
 */
export function exceptionsService(db: Db, resolver: AccessResolver) {
  const repo = exceptionsRepo(db);
  const { missingPermission, notHeld } = permissionChecks(db);
  return {
    list: (auth: AuthContext, user: number | undefined, window: PageWindow) => repo.list(auth, user, window),
    async get(auth: AuthContext, id: number): Promise<PermissionException> {
      const row = await repo.find(id, auth);
      if (!row) throw notFound();
      return row;
    },
    /** Every field's problem at once (400), then the rank check (403), then the write. */
    async create(auth: AuthContext, body: Input): Promise<PermissionException> {
      const errors: Record<string, string[]> = {};
      if ((await missingPermission([body.permission])) !== undefined) errors.permission = [invalidPk(body.permission)];
      const target = await usersRepo(db).findRow(body.user, userCondition(auth));
      if (!target) errors.user = [invalidPk(body.user)];
      else if (body.user === auth.user.id) errors.user = [notOwn];
      if (!errors.permission && body.type === 'grant') {
        const foreign = await notHeld(auth, [body.permission]);
        if (foreign) errors.permission = [cannotGive(foreign)];
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      // A deny can lock a superior out, a grant can arm them: a user's exceptions are their account's.
      assertMayManageUser(auth.user, target!);
      const id = await repo.insert({ userId: body.user, permissionId: body.permission, type: body.type }).catch(alreadyThere);
      return (await repo.find(id))!;
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      const found = await repo.owner(id, auth);
      if (!found) throw notFound();
      // A deny placed on you by a colleague is not yours to lift.
      if (found.user === auth.user.id) throw badRequest({ non_field_errors: [notOwn] });
      assertMayManageUser(auth.user, { id: found.user, role: found.role });
      // Lifting a deny gives the permission back: only someone who could grant it may.
      const foreign = found.type === 'deny' ? await notHeld(auth, [found.permission]) : undefined;
      if (foreign) throw badRequest({ non_field_errors: [cannotGive(foreign)] });
      await repo.remove(id, found.user);
    },
    /** What the user may do now, and through which groups; 404 outside the caller's user scope. */
    async effective(auth: AuthContext, userId: number): Promise<EffectivePermissions> {
      if (!(await userInScope(db, auth, userId))) throw notFound();
      const state = await resolver.resolve(userId);
      if (!state) throw notFound();
      return { user: userId, role: state.role, groups: await repo.groupIds(userId), permissions: [...state.permissions].sort() };
    },
    /** The caller's own permissions (an API key's, cut down to the key). */
    mine: (auth: AuthContext): MyPermissions => ({ role: auth.user.role, permissions: allPermissions.filter((p) => auth.can(p)).sort() }),
  };
}
