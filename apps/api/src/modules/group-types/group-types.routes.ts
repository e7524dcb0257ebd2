import { eq, sql } from 'drizzle-orm';
import { groupTypeInputSchema, groupTypePatchSchema, groupTypeSchema, idParamSchema, listSchema, pageQuerySchema } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { selectRows } from '../../db/client.js';
import { hasValues } from '../../lib/updates.js';
import { access, allow } from '../access/index.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { badRequest, fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { groupTypeScope, groupTypesRepo, toGroupType } from './group-types.repo.js';
import { groupTypes } from './group-types.table.js';

const tags = ['group types'];
const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'group_types_name_key') ? fieldError('name', 'A group type with this name already exists.') : error;

export async function groupTypesRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const repo = groupTypesRepo(db);

  app.get(
    '/api/groups_types/',
    {
      config: allow(access.can('websites.view_grouptype')),
      schema: { tags, operationId: 'listGroupTypes', querystring: pageQuerySchema, response: { 200: listSchema(groupTypeSchema) } },
    },
    async (request) => {
      const window = pageWindow(request.query, 50);
      const page = await repo.list(groupTypeScope(request.auth!), window);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    '/api/groups_types/:id/',
    { config: allow(access.can('websites.view_grouptype')), schema: { tags, operationId: 'getGroupType', params: idParamSchema, response: { 200: groupTypeSchema } } },
    async (request) => {
      const row = await repo.find(request.params.id, groupTypeScope(request.auth!));
      if (!row) throw notFound();
      return toGroupType(row);
    },
  );

  app.post(
    '/api/groups_types/',
    { config: allow(access.can('websites.add_grouptype')), schema: { tags, operationId: 'createGroupType', body: groupTypeInputSchema, response: { 201: groupTypeSchema } } },
    async (request, reply) => {
      const b = request.body;
      const [row] = await db
        .insert(groupTypes)
        .values({ name: b.name, code: b.code, status: b.status, systemDefault: b.system_default })
        .returning()
        .catch((e: unknown) => {
          throw nameTaken(e);
        });
      return reply.status(201).send(toGroupType(row!));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/groups_types/:id/',
      {
        config: allow(access.can('websites.change_grouptype')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replaceGroupType' : 'updateGroupType',
          params: idParamSchema,
          body: method === 'put' ? groupTypeInputSchema : groupTypePatchSchema,
          response: { 200: groupTypeSchema },
        },
      },
      async (request) => {
        const b = request.body;
        const existing = await repo.find(request.params.id);
        if (!existing) throw notFound();
        const values = { name: b.name, code: b.code, status: b.status, systemDefault: b.system_default };
        if (!hasValues(values)) return toGroupType(existing);
        const [row] = await db
          .update(groupTypes)
          .set(values)
          .where(eq(groupTypes.id, request.params.id))
          .returning()
          .catch((e: unknown) => {
            throw nameTaken(e);
          });
        return toGroupType(row!);
      },
    );
  }

  app.delete(
    '/api/groups_types/:id/',
    { config: allow(access.can('websites.delete_grouptype')), schema: { tags, operationId: 'deleteGroupType', params: idParamSchema } },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await repo.find(id))) throw notFound();
      const used = await selectRows<{ n: number }>(db, sql`
        select (select count(*) from placement_groups where group_id = ${id})
             + (select count(*) from shares where group_id = ${id})
             + (select count(*) from fill_rates where group_id = ${id})
             + (select count(*) from supplier_shares where group_id = ${id})
             + (select count(*) from placement_group_data where group_id = ${id}) as n`);
      if (Number(used[0]?.n ?? 0) > 0) {
        throw badRequest({
          non_field_errors: ['This group type is still used by placement groups, placement group data, shares or fill rates; change those first.'],
        });
      }
      await db.delete(groupTypes).where(eq(groupTypes.id, id));
      return reply.status(204).send();
    },
  );
}
