import { isStaffRole, messages, type BodyOf, type QueryOf, type statisticEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteScope } from '../assignments/index.js';
import { placementGroupDataRepo } from '../placement-group-data/index.js';
import { statisticsRepo } from './statistics.repo.js';
import { statisticSearchRepo } from './statistics.search.repo.js';
import { toMetrics, toStatistic, type RevenueView } from './statistics.view.js';

type Query = QueryOf<typeof statisticEndpoints.list>;
type SearchQuery = QueryOf<typeof statisticEndpoints.search>;
type Input = BodyOf<typeof statisticEndpoints.create>;
type Patch = BodyOf<typeof statisticEndpoints.update>;

const text = messages.statistics;

/**
 * A second row for a data item and day. The unique index is made per partition, where PostgreSQL
 * names it `statistics_<month>_data_id_date_idx`; every name carries `data_id_date`.
 */
const dayTaken = uniqueFields({ data_id_date: ['date', text.duplicateDay] });

/** Staff see the gross and every stage; networks and publishers the revenue after the platform's share. */
export const viewOf = (auth: AuthContext): RevenueView => (isStaffRole(auth.user.role) ? 'gross' : 'network');

function checkViewable(values: { impressions: number; viewable_impressions: number }): void {
  if (values.viewable_impressions > values.impressions) throw fieldError('viewable_impressions', text.viewableAboveImpressions);
}

/** The rules of daily statistics: row scope by website, one row per data item and day, the waterfall on write. */
export function statisticsService(db: Db) {
  const repo = statisticsRepo(db);
  const search = statisticSearchRepo(db);

  const found = async (auth: AuthContext, id: number) => {
    const row = await repo.find(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(auth: AuthContext, q: Query, window: PageWindow) {
      const filter = {
        scope: websiteScope(auth),
        dataIds: q.pgdid_list ?? (q.pgdid ? [q.pgdid] : undefined),
        start: q.start_date,
        end: q.end_date,
        complete: q.complete,
        status: q.status,
      };
      const view = viewOf(auth);
      const [page, sums] = await Promise.all([repo.list(filter, window, q.o === '-date'), repo.sum(filter)]);
      return { count: page.count, results: page.rows.map((r) => toStatistic(r, view)), statistics_sum: toMetrics(sums, view) };
    },

    async search(auth: AuthContext, q: SearchQuery, window: PageWindow) {
      const filter = {
        scope: websiteScope(auth),
        supplier: q.supplier,
        website: q.website,
        placementGroup: q.group,
        type: q.type,
        dataIds: q.data,
        complete: q.complete,
        status: q.status,
        start: q.start_date,
        end: q.end_date,
      };
      const view = viewOf(auth);
      const [page, sums] = await Promise.all([search.page(filter, window, q.o === '-date'), search.sum(filter)]);
      return {
        count: page.count,
        results: page.rows.map(({ supplier_id, supplier_name, data_id, data_name, start_date, end_date, complete, ...sum }) => ({
          supplier_id,
          supplier_name,
          placement_group_data_id: data_id,
          data_name,
          start_date,
          end_date,
          complete,
          ...toMetrics(sum, view),
        })),
        statistics_sum: toMetrics(sums, view),
      };
    },

    get: async (auth: AuthContext, id: number) => toStatistic(await found(auth, id), viewOf(auth)),

    async create(auth: AuthContext, body: Input) {
      checkViewable(body);
      // A data item the caller cannot see reads as one that does not exist.
      const item = await placementGroupDataRepo(db).get(body.placement_group_data_id, websiteScope(auth));
      const id = item ? await repo.insert({ ...body, dataId: item.id }).catch(dayTaken) : null;
      if (id === null) throw missingId('placement_group_data_id', body.placement_group_data_id);
      return toStatistic((await repo.find(id))!, viewOf(auth));
    },

    async update(auth: AuthContext, id: number, body: Patch) {
      const current = await found(auth, id);
      checkViewable({
        impressions: body.impressions ?? current.impressions,
        viewable_impressions: body.viewable_impressions ?? current.viewableImpressions,
      });
      await repo.update(current.id, body).catch(dayTaken);
      return toStatistic((await repo.find(current.id))!, viewOf(auth));
    },

    async remove(auth: AuthContext, id: number) {
      const current = await found(auth, id);
      await repo.remove(current.id);
    },
  };
}
