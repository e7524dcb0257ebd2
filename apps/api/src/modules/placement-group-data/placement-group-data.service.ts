import { messages, type BodyOf, type PlacementGroupData, type placementGroupDataEndpoints, type QueryOf } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk, stillInUse } from '../../lib/field-checks.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { metricsRepo } from '../metrics/index.js';
import { placementGroupsRepo } from '../placement-groups/index.js';
import { suppliersRepo } from '../suppliers/index.js';
import { websiteScope } from '../assignments/index.js';
import { placementGroupDataRepo } from './placement-group-data.repo.js';

type Query = QueryOf<typeof placementGroupDataEndpoints.list>;
type Input = BodyOf<typeof placementGroupDataEndpoints.create>;
type Patch = BodyOf<typeof placementGroupDataEndpoints.update>;
type Fields = Omit<PlacementGroupData, 'id' | 'group_name' | 'supplier_name' | 'website_id' | 'created_at'>;

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

/** The rules of data items: row scope follows the placement group's website, and every reference must exist. */
export function placementGroupDataService(db: Db) {
  const repo = placementGroupDataRepo(db);

  const found = async (auth: AuthContext, id: number) => {
    const data = await repo.get(id, websiteScope(auth));
    if (!data) throw notFound();
    return data;
  };

  /** What decides which report rows an item is paid by: its source, its type, its keys and its website. */
  const matchedKeys = ['supplier_id', 'type', 'dfp_adunit_id', 'dfp_placement_id', 'placement_group_id'] as const;

  /**
   * Every reference must exist (and the placement group be in the caller's scope), and the item
   * must carry the id its type is matched by: a placement's DFP placement id, an ad unit's DFP
   * ad unit id. Serving with the advertiser id needs a demand source that has one.
   */
  const validate = async (auth: AuthContext, item: Fields, changed: Partial<Fields>, id: number | null) => {
    const errors: Record<string, string[]> = {};
    if (changed.placement_group_id !== undefined && !(await placementGroupsRepo(db).get(item.placement_group_id, websiteScope(auth)))) {
      errors.placement_group_id = [invalidPk(item.placement_group_id)];
    }
    if (changed.group_id !== undefined && !(await groupTypesRepo(db).existing([item.group_id], groupTypeScope(auth))).has(item.group_id)) {
      errors.group_id = [invalidPk(item.group_id)];
    }
    const advertiserId = await suppliersRepo(db).advertiserIdOf(item.supplier_id);
    if (advertiserId === null) errors.supplier_id = [invalidPk(item.supplier_id)];
    // Checked when either side is set here: a source's id cleared later must not lock the item.
    else if (
      (changed.serve_with !== undefined || changed.supplier_id !== undefined) &&
      item.serve_with === 'advertiser_id' &&
      advertiserId === ''
    ) {
      errors.serve_with = ['The selected demand source has no Advertiser ID.'];
    }
    if (changed.metrics?.length) {
      const known = await metricsRepo(db).existing(changed.metrics);
      const missing = changed.metrics.find((m) => !known.has(m));
      if (missing !== undefined) errors.metrics = [invalidPk(missing)];
    }
    if (item.type === 'placement' && item.dfp_placement_id === '') errors.dfp_placement_id = ['A placement needs its DFP Placement ID.'];
    if (item.type === 'ad_unit' && item.dfp_adunit_id === '') errors.dfp_adunit_id = ['An ad unit needs its DFP Ad Unit ID.'];
    if (
      Object.keys(errors).length === 0 &&
      item.type !== 'domain' &&
      [...matchedKeys, 'metrics' as const].some((k) => changed[k] !== undefined)
    ) {
      const field = item.type === 'ad_unit' ? 'dfp_adunit_id' : 'dfp_placement_id';
      const taken = await repo.keyTaken({
        id,
        supplierId: item.supplier_id,
        type: item.type,
        key: item[field],
        metrics: item.metrics ?? [],
      });
      if (taken) errors[field] = [messages.placementGroupData.keyTaken];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  };

  return {
    list: (auth: AuthContext, q: Query, window: PageWindow) =>
      repo.list(
        {
          scope: websiteScope(auth),
          placementGroup: q.pgid,
          supplier: q.supplier,
          type: q.type,
          website: q.website,
          ids: q.ids,
          search: q.search || undefined,
        },
        window,
      ),
    get: found,
    async create(auth: AuthContext, body: Input) {
      await validate(auth, body, body, null);
      // A user's item under a demo source is a real one: the source's runs read its API from now on.
      await suppliersRepo(db).leaveDemo(body.supplier_id);
      const id = await repo.save(null, columnsOf(body), body.metrics);
      return found(auth, id);
    },
    async update(auth: AuthContext, id: number, changed: Patch) {
      const current = await found(auth, id);
      const merged: Fields = { ...current, ...Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)) };
      await validate(auth, merged, changed, current.id);
      // Its statistics are reported under its placement group and website: it keeps them.
      if (changed.placement_group_id !== undefined && changed.placement_group_id !== current.placement_group_id) {
        if (await repo.hasStatistics(current.id)) throw fieldError('placement_group_id', messages.statistics.dataHasStatistics);
      }
      // An item moved to a demo source, or matched by another key there, is no longer the demo world's.
      if (matchedKeys.some((key) => changed[key] !== undefined && changed[key] !== current[key])) {
        await suppliersRepo(db).leaveDemo(merged.supplier_id);
      }
      await repo.save(current.id, columnsOf(changed), changed.metrics);
      return found(auth, current.id);
    },
    async remove(auth: AuthContext, id: number) {
      await found(auth, id);
      // Revenue already counted is never deleted with the line it was earned on.
      if (await repo.hasStatistics(id)) throw stillInUse(messages.statistics.dataStatisticsKept);
      await repo.delete(id);
    },
  };
}
