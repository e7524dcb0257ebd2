import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { idParamSchema, listSchema, pageQuerySchema, permissionListQuerySchema, permissionSchema, permissionUpdateSchema, serviceSchema, serviceUpdateSchema } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { access, allow } from '../../lib/access-rule.js';
import { accessTags as tags } from './access.checks.js';
import { permissions, services } from './access.table.js';

/** `/permissions/` and `/services/`: the catalogue, readable by staff; names and descriptions are the developers' to edit. */
export async function catalogueRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const permissionRows = () =>
    db.select({ id: permissions.id, name: permissions.name, codename: permissions.codename, service: services.name }).from(permissions).innerJoin(services, eq(services.id, permissions.serviceId));

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

}
