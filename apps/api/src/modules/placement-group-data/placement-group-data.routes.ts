import { eq, inArray } from 'drizzle-orm';
import {
  idParamSchema,
  listSchema,
  placementGroupDataInputSchema,
  placementGroupDataPatchSchema,
  placementGroupDataQuerySchema,
  placementGroupDataSchema,
  type PlacementGroupData,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import type { AuthContext } from '../../plugins/auth.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../access/index.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { serveMetrics } from '../metrics/index.js';
import { placementGroupsRepo } from '../placement-groups/index.js';
import { suppliers } from '../suppliers/index.js';
import { websiteScope } from '../websites/index.js';
import { placementGroupDataRepo } from './placement-group-data.repo.js';

const tags = ['placement group data'];
const base = '/api/placements_groups_data/data/';
const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

type Fields = Omit<PlacementGroupData, 'id' | 'group_name' | 'supplier_name' | 'website_id' | 'created_at'>;

/** Data items (`/placements_groups_data/data/`): row scope follows the placement group's website. */
export async function placementGroupDataRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const repo = placementGroupDataRepo(db);

  const mustGet = async (auth: AuthContext, id: number) => {
    const found = await repo.get(id, websiteScope(auth));
    if (!found) throw notFound();
    return found;
  };

  /**
   * Every reference must exist (and the placement group be in the caller's scope), and the item
   * must carry the id its type is matched by: a placement's DFP placement id, an ad unit's DFP
   * ad unit id. Serving with the advertiser id needs a demand source that has one.
   */
  const validate = async (auth: AuthContext, item: Fields, changed: Partial<Fields>) => {
    const errors: Record<string, string[]> = {};
    if (changed.placement_group_id !== undefined && !(await placementGroupsRepo(db).get(item.placement_group_id, websiteScope(auth)))) {
      errors.placement_group_id = [invalidPk(item.placement_group_id)];
    }
    if (changed.group_id !== undefined && !(await groupTypesRepo(db).existing([item.group_id], groupTypeScope(auth))).has(item.group_id)) {
      errors.group_id = [invalidPk(item.group_id)];
    }
    const [supplier] = await db.select({ advertiserId: suppliers.advertiserId }).from(suppliers).where(eq(suppliers.id, item.supplier_id));
    if (!supplier) errors.supplier_id = [invalidPk(item.supplier_id)];
    // Checked when either side is set here: a source's id cleared later must not lock the item.
    else if ((changed.serve_with !== undefined || changed.supplier_id !== undefined) && item.serve_with === 'advertiser_id' && supplier.advertiserId === '') {
      errors.serve_with = ['The selected demand source has no Advertiser ID.'];
    }
    if (changed.metrics?.length) {
      const known = new Set((await db.select({ id: serveMetrics.id }).from(serveMetrics).where(inArray(serveMetrics.id, changed.metrics))).map((r) => r.id));
      const missing = changed.metrics.find((m) => !known.has(m));
      if (missing !== undefined) errors.metrics = [invalidPk(missing)];
    }
    if (item.type === 'placement' && item.dfp_placement_id === '') errors.dfp_placement_id = ['A placement needs its DFP Placement ID.'];
    if (item.type === 'ad_unit' && item.dfp_adunit_id === '') errors.dfp_adunit_id = ['An ad unit needs its DFP Ad Unit ID.'];
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  };

  const columnsOf = (b: Partial<Fields>) => ({
    name: b.name,
    groupId: b.group_id,
    flag: b.flag,
    type: b.type,
    dfpPlacementId: b.dfp_placement_id,
    dfpAdunitId: b.dfp_adunit_id,
    serveWith: b.serve_with,
    supplierId: b.supplier_id,
    status: b.status,
    placementGroupId: b.placement_group_id,
  });

  app.get(
    base,
    {
      config: allow(access.can('websites.view_placementgroupdata')),
      schema: { tags, operationId: 'listPlacementGroupData', querystring: placementGroupDataQuerySchema, response: { 200: listSchema(placementGroupDataSchema) } },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const page = await repo.list(
        { scope: websiteScope(request.auth!), placementGroup: q.pgid, supplier: q.supplier, type: q.type, website: q.website, ids: q.ids, search: q.search || undefined },
        window,
      );
      return listResponse(request, window, page.count, page.results);
    },
  );

  app.get(
    `${base}:id/`,
    {
      config: allow(access.can('websites.view_placementgroupdata')),
      schema: { tags, operationId: 'getPlacementGroupData', params: idParamSchema, response: { 200: placementGroupDataSchema } },
    },
    async (request) => mustGet(request.auth!, request.params.id),
  );

  app.post(
    base,
    {
      config: allow(access.can('websites.add_placementgroupdata')),
      schema: { tags, operationId: 'createPlacementGroupData', body: placementGroupDataInputSchema, response: { 201: placementGroupDataSchema } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      await validate(auth, request.body, request.body);
      const id = await repo.save(null, columnsOf(request.body), request.body.metrics);
      return reply.status(201).send(await mustGet(auth, id));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${base}:id/`,
      {
        config: allow(access.can('websites.change_placementgroupdata')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replacePlacementGroupData' : 'updatePlacementGroupData',
          params: idParamSchema,
          body: method === 'put' ? placementGroupDataInputSchema : placementGroupDataPatchSchema,
          response: { 200: placementGroupDataSchema },
        },
      },
      async (request) => {
        const auth = request.auth!;
        const current = await mustGet(auth, request.params.id);
        const changed: Partial<Fields> = request.body;
        const merged: Fields = { ...current, ...Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)) };
        await validate(auth, merged, changed);
        await repo.save(current.id, columnsOf(changed), changed.metrics);
        return mustGet(auth, current.id);
      },
    );
  }

  app.delete(
    `${base}:id/`,
    { config: allow(access.can('websites.delete_placementgroupdata')), schema: { tags, operationId: 'deletePlacementGroupData', params: idParamSchema } },
    async (request, reply) => {
      await mustGet(request.auth!, request.params.id);
      await repo.delete(request.params.id);
      return reply.status(204).send();
    },
  );
}
