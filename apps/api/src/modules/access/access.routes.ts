import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  effectivePermissionsSchema,
  exceptionInputSchema,
  exceptionListQuerySchema,
  exceptionSchema,
  groupInputSchema,
  groupPatchSchema,
  groupSchema,
  idParamSchema,
  listSchema,
  pageQuerySchema,
  permissionListQuerySchema,
  permissionSchema,
  permissionUpdateSchema,
  serviceSchema,
  serviceUpdateSchema,
  type Group,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { Permission } from './permissions.js';
import { badRequest, fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { userIdCondition, userInScope } from '../assignments/index.js';
import { access, allow } from './access.js';
import { touchGroupMembers, touchUsers } from './access.stamp.js';
import { groupPermissions, permissionExceptions, permissionGroups, permissions, services, userGroups } from './access.table.js';

const tags = ['access'];
const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

async function groupOf(db: Db, row: typeof permissionGroups.$inferSelect): Promise<Group> {
  const perms = await db.select({ id: groupPermissions.permissionId }).from(groupPermissions).where(eq(groupPermissions.groupId, row.id)).orderBy(asc(groupPermissions.permissionId));
  return { id: row.id, name: row.name, code: row.code, permissions: perms.map((p) => String(p.id)) };
}

/** Permissions, services, permission groups and per-user exceptions (spec section 7). */
export async function accessRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const resolver = app.deps.access;

  const permissionRows = () =>
    db.select({ id: permissions.id, name: permissions.name, codename: permissions.codename, service: services.name }).from(permissions).innerJoin(services, eq(services.id, permissions.serviceId));

  /** Of these permission ids, the first that does not exist. */
  const missingPermission = async (ids: number[]) => {
    if (ids.length === 0) return undefined;
    const known = new Set((await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids))).map((r) => r.id));
    return ids.find((id) => !known.has(id));
  };

  /**
   * Nobody hands out what they do not hold: a group or a grant may only carry permissions the
   * caller has (so "developer only" and "admin only" stay so). Answers the first one missing.
   */
  const notHeld = async (auth: AuthContext, ids: number[]) => {
    if (ids.length === 0) return undefined;
    const rows = await db.select({ codename: permissions.codename }).from(permissions).where(inArray(permissions.id, ids));
    return rows.find((r) => !auth.can(r.codename as Permission))?.codename;
  };
  const cannotGive = (codename: string) => `You cannot give a permission you do not have: ${codename}.`;

  // Permissions ---------------------------------------------------------------------------------
  app.get(
    '/api/permissions/',
    { config: allow(access.can('access.view_permission')), schema: { tags, operationId: 'listPermissions', querystring: permissionListQuerySchema, response: { 200: listSchema(permissionSchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 1000);
      const parts: SQL[] = [];
      if (q.service) parts.push(eq(services.name, q.service));
      if (q.search) parts.push(searchAny(q.search, [permissions.name, permissions.codename]));
      const where = parts.length ? and(...parts) : undefined;
      const [rows, [total]] = await Promise.all([
        permissionRows().where(where).orderBy(asc(services.id), asc(permissions.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(permissions).innerJoin(services, eq(services.id, permissions.serviceId)).where(where),
      ]);
      return listResponse(request, window, total?.n ?? 0, rows);
    },
  );

  app.get(
    '/api/permissions/:id/',
    { config: allow(access.can('access.view_permission')), schema: { tags, operationId: 'getPermission', params: idParamSchema, response: { 200: permissionSchema } } },
    async (request) => {
      const [row] = await permissionRows().where(eq(permissions.id, request.params.id));
      if (!row) throw notFound();
      return row;
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/permissions/:id/',
      {
        config: allow(access.can('access.change_permission')),
        schema: { tags, operationId: `${method}Permission`, params: idParamSchema, body: permissionUpdateSchema, response: { 200: permissionSchema } },
      },
      async (request) => {
        const updated = await db.update(permissions).set({ name: request.body.name }).where(eq(permissions.id, request.params.id)).returning({ id: permissions.id });
        if (updated.length === 0) throw notFound();
        const [row] = await permissionRows().where(eq(permissions.id, request.params.id));
        return row!;
      },
    );
  }

  // Services ------------------------------------------------------------------------------------
  app.get(
    '/api/services/',
    { config: allow(access.can('access.view_service')), schema: { tags, operationId: 'listServices', querystring: pageQuerySchema, response: { 200: listSchema(serviceSchema) } } },
    async (request) => {
      const window = pageWindow(request.query, 1000);
      const rows = await db.select().from(services).orderBy(asc(services.id));
      return listResponse(request, window, rows.length, rows.slice(window.offset, window.offset + window.limit));
    },
  );

  app.get(
    '/api/services/:id/',
    { config: allow(access.can('access.view_service')), schema: { tags, operationId: 'getService', params: idParamSchema, response: { 200: serviceSchema } } },
    async (request) => {
      const [row] = await db.select().from(services).where(eq(services.id, request.params.id));
      if (!row) throw notFound();
      return row;
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/services/:id/',
      {
        config: allow(access.can('access.change_service')),
        schema: { tags, operationId: `${method}Service`, params: idParamSchema, body: serviceUpdateSchema, response: { 200: serviceSchema } },
      },
      async (request) => {
        const [row] = await db.update(services).set({ description: request.body.description }).where(eq(services.id, request.params.id)).returning();
        if (!row) throw notFound();
        return row;
      },
    );
  }

  // Groups --------------------------------------------------------------------------------------
  const groupTaken = (error: unknown) => {
    if (isUniqueViolation(error, 'permission_groups_name_unique')) return fieldError('name', 'A group with this name already exists.');
    if (isUniqueViolation(error, 'permission_groups_code_unique')) return fieldError('code', 'A group with this code already exists.');
    return error;
  };
  const mustGetGroup = async (id: number) => {
    const [row] = await db.select().from(permissionGroups).where(eq(permissionGroups.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/api/groups/',
    { config: allow(access.can('access.view_group')), schema: { tags, operationId: 'listGroups', querystring: pageQuerySchema, response: { 200: listSchema(groupSchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const where = q.search ? searchAny(q.search, [permissionGroups.name, permissionGroups.code]) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(permissionGroups).where(where).orderBy(asc(permissionGroups.name)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(permissionGroups).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const perms = ids.length ? await db.select().from(groupPermissions).where(inArray(groupPermissions.groupId, ids)).orderBy(asc(groupPermissions.permissionId)) : [];
      const results = rows.map((r) => ({ id: r.id, name: r.name, code: r.code, permissions: perms.filter((p) => p.groupId === r.id).map((p) => String(p.permissionId)) }));
      return listResponse(request, window, total?.n ?? 0, results);
    },
  );

  app.get(
    '/api/groups/:id/',
    { config: allow(access.can('access.view_group')), schema: { tags, operationId: 'getGroup', params: idParamSchema, response: { 200: groupSchema } } },
    async (request) => groupOf(db, await mustGetGroup(request.params.id)),
  );

  app.post(
    '/api/groups/',
    { config: allow(access.can('access.add_group')), schema: { tags, operationId: 'createGroup', body: groupInputSchema, response: { 201: groupSchema } } },
    async (request, reply) => {
      const b = request.body;
      const missing = await missingPermission(b.permissions);
      if (missing !== undefined) throw fieldError('permissions', invalidPk(missing));
      const foreign = await notHeld(request.auth!, b.permissions);
      if (foreign) throw fieldError('permissions', cannotGive(foreign));
      const row = await db
        .transaction(async (tx) => {
          const [created] = await tx.insert(permissionGroups).values({ name: b.name, code: b.code }).returning();
          const unique = [...new Set(b.permissions)];
          if (unique.length) await tx.insert(groupPermissions).values(unique.map((permissionId) => ({ groupId: created!.id, permissionId })));
          return created!;
        })
        .catch((e: unknown) => {
          throw groupTaken(e);
        });
      return reply.status(201).send(await groupOf(db, row));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/groups/:id/',
      {
        config: allow(access.can('access.change_group')),
        schema: { tags, operationId: `${method}Group`, params: idParamSchema, body: method === 'put' ? groupInputSchema : groupPatchSchema, response: { 200: groupSchema } },
      },
      async (request) => {
        const current = await mustGetGroup(request.params.id);
        const b = request.body;
        if (b.permissions) {
          const missing = await missingPermission(b.permissions);
          if (missing !== undefined) throw fieldError('permissions', invalidPk(missing));
          const foreign = await notHeld(request.auth!, b.permissions);
          if (foreign) throw fieldError('permissions', cannotGive(foreign));
        }
        await db
          .transaction(async (tx) => {
            if (b.name !== undefined || b.code !== undefined) await tx.update(permissionGroups).set({ name: b.name, code: b.code }).where(eq(permissionGroups.id, current.id));
            if (b.permissions) {
              await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, current.id));
              const unique = [...new Set(b.permissions)];
              if (unique.length) await tx.insert(groupPermissions).values(unique.map((permissionId) => ({ groupId: current.id, permissionId })));
              await touchGroupMembers(tx as unknown as Db, current.id);
            }
          })
          .catch((e: unknown) => {
            throw groupTaken(e);
          });
        return groupOf(db, await mustGetGroup(current.id));
      },
    );
  }

  app.delete(
    '/api/groups/:id/',
    { config: allow(access.can('access.delete_group')), schema: { tags, operationId: 'deleteGroup', params: idParamSchema } },
    async (request, reply) => {
      const group = await mustGetGroup(request.params.id);
      await db.transaction(async (tx) => {
        await touchGroupMembers(tx as unknown as Db, group.id);
        await tx.delete(permissionGroups).where(eq(permissionGroups.id, group.id));
      });
      return reply.status(204).send();
    },
  );

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
      if (!(await userInScope(db, request.auth!, b.user))) errors.user = [invalidPk(b.user)];
      else if (b.user === request.auth!.user.id) errors.user = ['You cannot change your own permissions.'];
      if (!errors.permission && b.type === 'grant') {
        const foreign = await notHeld(request.auth!, [b.permission]);
        if (foreign) errors.permission = [cannotGive(foreign)];
      }
      if (Object.keys(errors).length) throw badRequest(errors);
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
        .select({ user: permissionExceptions.userId })
        .from(permissionExceptions)
        .where(and(eq(permissionExceptions.id, request.params.id), userIdCondition(request.auth!, permissionExceptions.userId)));
      if (!found) throw notFound();
      // A deny placed on you by a colleague is not yours to lift.
      if (found.user === request.auth!.user.id) throw badRequest({ non_field_errors: ['You cannot change your own permissions.'] });
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
}
