import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { idParamSchema, listSchema, tagInputSchema, tagListQuerySchema, tagPatchSchema, tagSchema, type Tag } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { AuthContext } from '../../plugins/auth.js';
import { access, allow } from '../access/index.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { notFound } from '../../lib/http-errors.js';
import { searchAny } from '../../lib/search.js';
import { hasValues } from '../../lib/updates.js';
import { websiteForWrite, websiteScope, websites } from '../websites/index.js';
import { tags as tagsTable, type TagRow } from './tags.table.js';

const tags = ['tags'];
const toTag = (r: TagRow): Tag => ({
  id: r.id,
  name: r.name,
  code: r.code,
  website_id: r.websiteId,
  status: r.status as Tag['status'],
  created_at: r.createdAt.toISOString(),
});

export async function tagsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  /** Tags visible to the caller: those on websites in their scope. */
  const scoped = (auth: AuthContext, where?: SQL) => {
    const scope = websiteScope(auth);
    return and(...[scope, where].filter((w): w is SQL => w !== undefined));
  };
  const mustGet = async (auth: AuthContext, id: number): Promise<TagRow> => {
    const [row] = await db
      .select({ tag: tagsTable })
      .from(tagsTable)
      .innerJoin(websites, eq(websites.id, tagsTable.websiteId))
      .where(scoped(auth, eq(tagsTable.id, id)));
    if (!row) throw notFound();
    return row.tag;
  };

  app.get(
    '/api/tags/',
    { config: allow(access.can('websites.view_tag')), schema: { tags, operationId: 'listTags', querystring: tagListQuerySchema, response: { 200: listSchema(tagSchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const parts: SQL[] = [];
      if (q.website) parts.push(eq(tagsTable.websiteId, q.website));
      if (q.status) parts.push(eq(tagsTable.status, q.status));
      if (q.search) parts.push(searchAny(q.search, [tagsTable.name]));
      const where = scoped(request.auth!, parts.length ? and(...parts) : undefined);
      const from = () => db.select({ tag: tagsTable }).from(tagsTable).innerJoin(websites, eq(websites.id, tagsTable.websiteId));
      const [rows, [total]] = await Promise.all([
        from().where(where).orderBy(asc(tagsTable.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(tagsTable).innerJoin(websites, eq(websites.id, tagsTable.websiteId)).where(where),
      ]);
      return listResponse(request, window, total?.n ?? 0, rows.map((r) => toTag(r.tag)));
    },
  );

  app.get(
    '/api/tags/:id/',
    { config: allow(access.can('websites.view_tag')), schema: { tags, operationId: 'getTag', params: idParamSchema, response: { 200: tagSchema } } },
    async (request) => toTag(await mustGet(request.auth!, request.params.id)),
  );

  app.post(
    '/api/tags/',
    { config: allow(access.can('websites.add_tag')), schema: { tags, operationId: 'createTag', body: tagInputSchema, response: { 201: tagSchema } } },
    async (request, reply) => {
      const b = request.body;
      await websiteForWrite(db, request.auth!, b.website_id);
      const [row] = await db.insert(tagsTable).values({ name: b.name, code: b.code, websiteId: b.website_id, status: b.status }).returning();
      return reply.status(201).send(toTag(row!));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/tags/:id/',
      {
        config: allow(access.can('websites.change_tag')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replaceTag' : 'updateTag',
          params: idParamSchema,
          body: method === 'put' ? tagInputSchema : tagPatchSchema,
          response: { 200: tagSchema },
        },
      },
      async (request) => {
        const auth = request.auth!;
        const b = request.body;
        const current = await mustGet(auth, request.params.id);
        if (b.website_id !== undefined) await websiteForWrite(db, auth, b.website_id);
        const values = { name: b.name, code: b.code, websiteId: b.website_id, status: b.status };
        if (!hasValues(values)) return toTag(current);
        const [row] = await db.update(tagsTable).set(values).where(eq(tagsTable.id, request.params.id)).returning();
        return toTag(row!);
      },
    );
  }

  app.delete(
    '/api/tags/:id/',
    { config: allow(access.can('websites.delete_tag')), schema: { tags, operationId: 'deleteTag', params: idParamSchema } },
    async (request, reply) => {
      await mustGet(request.auth!, request.params.id);
      await db.delete(tagsTable).where(eq(tagsTable.id, request.params.id));
      return reply.status(204).send();
    },
  );
}
