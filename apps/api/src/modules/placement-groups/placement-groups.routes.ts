import {
  idParamSchema,
  listSchema,
  placementGroupInputSchema,
  placementGroupListQuerySchema,
  placementGroupPatchSchema,
  placementGroupSchema,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { AuthContext } from '../../plugins/auth.js';
import { access, allow } from '../access/index.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import { hasValues } from '../../lib/updates.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { websiteForWrite, websiteScope } from '../websites/index.js';
import { placementGroupDataRepo } from '../placement-group-data/index.js';
import { placementGroupsRepo } from './placement-groups.repo.js';

const tags = ['placement groups'];

export async function placementGroupsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const repo = placementGroupsRepo(db);
  const groups = groupTypesRepo(db);

  const mustGet = async (auth: AuthContext, id: number) => {
    const row = await repo.get(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };
  const checkGroup = async (auth: AuthContext, groupId: number) => {
    if (!(await groups.existing([groupId], groupTypeScope(auth))).has(groupId)) {
      throw fieldError('group_id', `Invalid pk "${groupId}" - object does not exist.`);
    }
  };

  app.get(
    '/api/placements_groups/',
    {
      config: allow(access.can('websites.view_placementgroup')),
      schema: { tags, operationId: 'listPlacementGroups', querystring: placementGroupListQuerySchema, response: { 200: listSchema(placementGroupSchema) } },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const page = await repo.list({ scope: websiteScope(request.auth!), website: q.website, ids: q.ids, search: q.search || undefined }, window);
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    '/api/placements_groups/:id/',
    {
      config: allow(access.can('websites.view_placementgroup')),
      schema: { tags, operationId: 'getPlacementGroup', params: idParamSchema, response: { 200: placementGroupSchema } },
    },
    async (request) => mustGet(request.auth!, request.params.id),
  );

  app.post(
    '/api/placements_groups/',
    {
      config: allow(access.can('websites.add_placementgroup')),
      schema: { tags, operationId: 'createPlacementGroup', body: placementGroupInputSchema, response: { 201: placementGroupSchema } },
    },
    async (request, reply) => {
      const b = request.body;
      await websiteForWrite(db, request.auth!, b.website_id);
      await checkGroup(request.auth!, b.group_id);
      const [created] = await repo.insert([{ name: b.name, groupId: b.group_id, websiteId: b.website_id, status: b.status }]);
      return reply.status(201).send(created!);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/placements_groups/:id/',
      {
        config: allow(access.can('websites.change_placementgroup')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replacePlacementGroup' : 'updatePlacementGroup',
          params: idParamSchema,
          body: method === 'put' ? placementGroupInputSchema : placementGroupPatchSchema,
          response: { 200: placementGroupSchema },
        },
      },
      async (request) => {
        const auth = request.auth!;
        const b = request.body;
        await mustGet(auth, request.params.id);
        if (b.website_id !== undefined) await websiteForWrite(db, auth, b.website_id);
        if (b.group_id !== undefined) await checkGroup(auth, b.group_id);
        const values = { name: b.name, groupId: b.group_id, websiteId: b.website_id, status: b.status };
        if (hasValues(values)) await repo.update(request.params.id, values);
        return mustGet(auth, request.params.id);
      },
    );
  }

  app.delete(
    '/api/placements_groups/:id/',
    { config: allow(access.can('websites.delete_placementgroup')), schema: { tags, operationId: 'deletePlacementGroup', params: idParamSchema } },
    async (request, reply) => {
      await mustGet(request.auth!, request.params.id);
      if ((await placementGroupDataRepo(db).countForPlacementGroup(request.params.id)) > 0) {
        throw badRequest({ non_field_errors: ['This placement group still has placement group data; delete those first.'] });
      }
      await repo.delete(request.params.id);
      return reply.status(204).send();
    },
  );
}
