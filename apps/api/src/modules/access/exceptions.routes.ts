import { and, asc, count, eq } from 'drizzle-orm';
import { effectivePermissionsSchema, exceptionInputSchema, exceptionListQuerySchema, exceptionSchema, idParamSchema, listSchema, myPermissionsSchema } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { badRequest, fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { userCondition, userIdCondition, userInScope } from '../assignments/index.js';
import { assertMayManageUser, users, usersRepo } from '../users/index.js';
import { access, allow } from '../../lib/access-rule.js';
import { allPermissions } from './permissions.js';
import { accessTags as tags, cannotGive, invalidPk, permissionChecks } from './access.checks.js';
import { touchUsers } from './access.stamp.js';
import { permissionExceptions, permissions, userGroups } from './access.table.js';

/** `/exceptions/` (per-user grant or deny, within the caller's user scope) and `/users/{id}/permissions/`. */
export async function exceptionsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const resolver = app.deps.access;
  const { missingPermission, notHeld } = permissionChecks(db);

  // Exceptions ----------------------------------------------------------------------------------
  const exceptionRows = () =>
    db
      .select({ id: permissionExceptions.id, permission: permissionExceptions.permissionId, codename: permissions.codename, permission_name: permissions.name, type: permissionExceptions.type, user: permissionExceptions.userId })
      .from(permissionExceptions)
      .innerJoin(permissions, eq(permissions.id, permissionExceptions.permissionId));

  app.get(
    '/api/exceptions/',
    { config: allow(access.can('access.view_exception')), schema: { tags, operationId: 'listExceptions', querystring: exceptionListQuerySchema, response: { 200: listSchema(exceptionSchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const where = and(q.user ? eq(permissionExceptions.userId, q.user) : undefined, userIdCondition(request.auth!, permissionExceptions.userId));
      const [rows, [total]] = await Promise.all([
        exceptionRows().where(where).orderBy(asc(permissionExceptions.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(permissionExceptions).where(where),
      ]);
      return listResponse(request, window, total?.n ?? 0, rows);
    },
  );

  app.get(
    '/api/exceptions/:id/',
    { config: allow(access.can('access.view_exception')), schema: { tags, operationId: 'getException', params: idParamSchema, response: { 200: exceptionSchema } } },
    async (request) => {
      const [row] = await exceptionRows().where(and(eq(permissionExceptions.id, request.params.id), userIdCondition(request.auth!, permissionExceptions.userId)));
      if (!row) throw notFound();
      return row;
    },
  );

  app.post(
    '/api/exceptions/',
    { config: allow(access.can('access.add_exception')), schema: { tags, operationId: 'createException', body: exceptionInputSchema, response: { 201: exceptionSchema } } },
    async (request, reply) => {
      const b = request.body;
      const errors: Record<string, string[]> = {};
      if ((await missingPermission([b.permission])) !== undefined) errors.permission = [invalidPk(b.permission)];
      const target = await usersRepo(db).findRow(b.user, userCondition(request.auth!));
      if (!target) errors.user = [invalidPk(b.user)];
      else if (b.user === request.auth!.user.id) errors.user = ['You cannot change your own permissions.'];
      if (!errors.permission && b.type === 'grant') {
        const foreign = await notHeld(request.auth!, [b.permission]);
        if (foreign) errors.permission = [cannotGive(foreign)];
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      // A deny can lock a superior out, a grant can arm them: a user's exceptions are their account's.
      assertMayManageUser(request.auth!.user, target!);
      const id = await db
        .transaction(async (tx) => {
          const [created] = await tx.insert(permissionExceptions).values({ userId: b.user, permissionId: b.permission, type: b.type }).returning({ id: permissionExceptions.id });
          await touchUsers(tx as unknown as Db, [b.user]);
          return created!.id;
        })
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? fieldError('permission', 'This user already has an exception for this permission.') : e;
        });
      const [row] = await exceptionRows().where(eq(permissionExceptions.id, id));
      return reply.status(201).send(row!);
    },
  );

  app.delete(
    '/api/exceptions/:id/',
    { config: allow(access.can('access.delete_exception')), schema: { tags, operationId: 'deleteException', params: idParamSchema } },
    async (request, reply) => {
      const [found] = await db
        .select({ user: permissionExceptions.userId, role: users.role })
        .from(permissionExceptions)
        .innerJoin(users, eq(users.id, permissionExceptions.userId))
        .where(and(eq(permissionExceptions.id, request.params.id), userIdCondition(request.auth!, permissionExceptions.userId)));
      if (!found) throw notFound();
      // A deny placed on you by a colleague is not yours to lift.
      if (found.user === request.auth!.user.id) throw badRequest({ non_field_errors: ['You cannot change your own permissions.'] });
      assertMayManageUser(request.auth!.user, { id: found.user, role: found.role });
      await db.transaction(async (tx) => {
        await tx.delete(permissionExceptions).where(eq(permissionExceptions.id, request.params.id));
        await touchUsers(tx as unknown as Db, [found.user]);
      });
      return reply.status(204).send();
    },
  );

  // A user's effective permissions, for the Permissions tab --------------------------------------
  app.get(
    '/api/users/:id/permissions/',
    { config: allow(access.can('access.view_exception')), schema: { tags, operationId: 'getUserPermissions', params: idParamSchema, response: { 200: effectivePermissionsSchema } } },
    async (request) => {
      if (!(await userInScope(db, request.auth!, request.params.id))) throw notFound();
      const state = await resolver.resolve(request.params.id);
      if (!state) throw notFound();
      const groups = await db.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, request.params.id)).orderBy(asc(userGroups.groupId));
      return { user: request.params.id, role: state.role, groups: groups.map((g) => g.id), permissions: [...state.permissions].sort() };
    },
  );

  app.get(
    '/api/auth/permissions/',
    { config: allow(access.authenticated), schema: { tags, operationId: 'getMyPermissions', response: { 200: myPermissionsSchema } } },
    async (request) => {
      const auth = request.auth!;
      return { role: auth.user.role, permissions: allPermissions.filter((p) => auth.can(p)).sort() };
    },
  );
}
