import { asc, count, eq, inArray } from 'drizzle-orm';
import { groupInputSchema, groupPatchSchema, groupSchema, idParamSchema, listSchema, pageQuerySchema, type Group } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { searchAny } from '../../lib/search.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../../lib/access-rule.js';
import { accessTags as tags, cannotGive, invalidPk, permissionChecks } from './access.checks.js';
import { touchGroupMembers } from './access.stamp.js';
import { groupPermissions, permissionGroups } from './access.table.js';

async function groupOf(db: Db, row: typeof permissionGroups.$inferSelect): Promise<Group> {
  const perms = await db.select({ id: groupPermissions.permissionId }).from(groupPermissions).where(eq(groupPermissions.groupId, row.id)).orderBy(asc(groupPermissions.permissionId));
  return { id: row.id, name: row.name, code: row.code, permissions: perms.map((p) => String(p.id)) };
}

/** `/groups/`: permission groups; a change counts from each member's next request. */
export async function groupsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const { missingPermission, notHeld } = permissionChecks(db);

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

}
