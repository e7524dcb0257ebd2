import { eq } from 'drizzle-orm';
import {
  apiTypeIdParamSchema,
  apiTypeParamSchema,
  apiTypeSchema,
  externalApiInputSchema,
  externalApiPatchSchema,
  externalApiSchema,
  listSchema,
  pageQuerySchema,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { accountEmailOf, credentialsBox } from '../../lib/credentials.js';
import { fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../access/index.js';
import { externalApisRepo, toExternalApi } from './external-apis.repo.js';
import { externalApis } from './external-apis.table.js';

const tags = ['external APIs'];
const shortnameTaken = (error: unknown) =>
  isUniqueViolation(error, 'external_apis_type_shortname_key') ? fieldError('shortname', 'An API of this type with this shortname already exists.') : error;

/**
 * `/apis/types/`, `/apis/` (every type) and `/apis/{type}/...`. The credentials (`code`) are
 * sealed before they are stored and are never answered or logged.
 */
export async function externalApisRoutes(app: App): Promise<void> {
  const { db, config } = app.deps;
  const repo = externalApisRepo(db);
  const box = credentialsBox(config.secret);
  const view = allow(access.can('settings.view_externalapi'));

  const typeOf = async (shortname: string) => {
    const type = await repo.typeByName(shortname);
    if (!type) throw notFound();
    return type;
  };

  app.get('/api/apis/types/', { config: view, schema: { tags, operationId: 'listApiTypes', response: { 200: listSchema(apiTypeSchema) } } }, async (request) => {
    const types = await repo.types();
    return listResponse(request, { limit: Math.max(types.length, 1), offset: 0 }, types.length, types);
  });

  app.get(
    '/api/apis/',
    { config: view, schema: { tags, operationId: 'listAllExternalApis', querystring: pageQuerySchema, response: { 200: listSchema(externalApiSchema) } } },
    async (request) => {
      const window = pageWindow(request.query, 50);
      const page = await repo.list({ search: request.query.search }, window);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    '/api/apis/:type/',
    {
      config: view,
      schema: { tags, operationId: 'listExternalApis', params: apiTypeParamSchema, querystring: pageQuerySchema, response: { 200: listSchema(externalApiSchema) } },
    },
    async (request) => {
      const type = await typeOf(request.params.type);
      const window = pageWindow(request.query, 50);
      const page = await repo.list({ typeId: type.id, search: request.query.search }, window);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    '/api/apis/:type/:id/',
    { config: view, schema: { tags, operationId: 'getExternalApi', params: apiTypeIdParamSchema, response: { 200: externalApiSchema } } },
    async (request) => {
      const type = await typeOf(request.params.type);
      const found = await repo.find(request.params.id, type.id);
      if (!found) throw notFound();
      return toExternalApi(found.row, found.type);
    },
  );

  app.post(
    '/api/apis/:type/',
    {
      config: allow(access.can('settings.add_externalapi')),
      schema: { tags, operationId: 'createExternalApi', params: apiTypeParamSchema, body: externalApiInputSchema, response: { 201: externalApiSchema } },
    },
    async (request, reply) => {
      const type = await typeOf(request.params.type);
      const b = request.body;
      if (b.type !== undefined && b.type !== type.shortname) throw fieldError('type', `Create an API of type "${b.type}" at /apis/${b.type}/.`);
      const [row] = await db
        .insert(externalApis)
        .values({
          typeId: type.id,
          name: b.name,
          shortname: b.shortname,
          codeSealed: box.seal(b.code),
          accountEmail: accountEmailOf(b.code),
          priority: b.priority,
          status: b.status,
        })
        .returning()
        .catch((e: unknown) => {
          throw shortnameTaken(e);
        });
      return reply.status(201).send(toExternalApi(row!, type.shortname));
    },
  );

  app.patch(
    '/api/apis/:type/:id/',
    {
      config: allow(access.can('settings.change_externalapi')),
      schema: { tags, operationId: 'updateExternalApi', params: apiTypeIdParamSchema, body: externalApiPatchSchema, response: { 200: externalApiSchema } },
    },
    async (request) => {
      const current = await typeOf(request.params.type);
      const found = await repo.find(request.params.id, current.id);
      if (!found) throw notFound();
      const b = request.body;
      // The form's Type moves the API to another type; an empty code keeps what is stored.
      const type = b.type !== undefined ? await typeOf(b.type) : current;
      const code = b.code?.trim() ? b.code : undefined;
      const [row] = await db
        .update(externalApis)
        .set({
          typeId: type.id,
          name: b.name,
          shortname: b.shortname,
          codeSealed: code === undefined ? undefined : box.seal(code),
          accountEmail: code === undefined ? undefined : accountEmailOf(code),
          priority: b.priority,
          status: b.status,
          updatedAt: new Date(),
        })
        .where(eq(externalApis.id, found.row.id))
        .returning()
        .catch((e: unknown) => {
          throw shortnameTaken(e);
        });
      return toExternalApi(row!, type.shortname);
    },
  );
}
