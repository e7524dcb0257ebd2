import { isStaffRole, messages, type BodyOf, type QueryOf, type StatisticSearchRow, type statisticEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteScope } from '../assignments/index.js';
import { placementGroupDataRepo } from '../placement-group-data/index.js';
import { everyRow, everyRowAfter, type ExportTable } from '../../lib/table-export.js';
import { timeIn } from '../../lib/report-days.js';
import { assertWritableDay } from '../../lib/writable-days.js';
import { metricCells, metricHeader, zoned, type ExportContext } from './statistics.export.js';
import { statisticsRepo, type StatisticFilter } from './statistics.repo.js';
import type { StatisticRow } from './statistics.table.js';
import { statisticSearchRepo, type SearchFilter, type SearchRow } from './statistics.search.repo.js';
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

/**
 * Staff see the gross and every stage; a network the revenue after the platform's share and its
 * own stage; a publisher (and a pre_activation account, which opens as one) only its own revenue,
 * after every share: the network's income is not the publisher's to read.
 */
export const viewOf = (auth: AuthContext): RevenueView => {
  if (isStaffRole(auth.user.role)) return 'gross';
  return auth.user.role === 'network' ? 'network' : 'publisher';
};

function checkViewable(values: { impressions: number; viewable_impressions: number }): void {
  if (values.viewable_impressions > values.impressions) throw fieldError('viewable_impressions', text.viewableAboveImpressions);
}

const listFilter = (auth: AuthContext, q: Query): StatisticFilter => ({
  scope: websiteScope(auth),
  dataIds: q.pgdid_list ?? (q.pgdid ? [q.pgdid] : undefined),
  start: q.start_date,
  end: q.end_date,
  complete: q.complete,
  status: q.status,
});

const searchFilter = (auth: AuthContext, q: SearchQuery): SearchFilter => ({
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
});

const toSearchRow = (
  {
    supplier_id,
    supplier_name,
    website_id,
    website_name,
    data_id,
    data_name,
    start_date,
    end_date,
    complete,
    active,
    modified_at,
    ...sum
  }: SearchRow,
  view: RevenueView,
): StatisticSearchRow => ({
  supplier_id,
  supplier_name,
  website_id,
  website_name,
  placement_group_data_id: data_id,
  data_name,
  start_date,
  end_date,
  status: active ? 'active' : 'suspended',
  complete,
  modified_at: new Date(modified_at).toISOString(),
  ...toMetrics(sum, view),
});

/** What a downloaded file says besides the figures: the reporting time zone and the brand. */
export type ExportSettings = Omit<ExportContext, 'view'>;

const columns = messages.statistics.columns;

/** The rules of daily statistics: row scope by website, one row per data item and day, the waterfall on write. */
export function statisticsService(db: Db, today: () => string) {
  const repo = statisticsRepo(db);
  const search = statisticSearchRepo(db);

  const found = async (auth: AuthContext, id: number) => {
    const row = await repo.find(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };

  return {
    async list(auth: AuthContext, q: Query, window: PageWindow) {
      const filter = listFilter(auth, q);
      const view = viewOf(auth);
      const [page, sums] = await Promise.all([repo.list(filter, window, q.o === '-date'), repo.sum(filter)]);
      return { count: page.count, results: page.results.map((r) => toStatistic(r, view)), statistics_sum: toMetrics(sums, view) };
    },

    /** The whole filtered range as a file: a row a day and data item, then the totals. */
    exportList(auth: AuthContext, q: Query, settings: ExportSettings): ExportTable {
      const filter = listFilter(auth, q);
      const ctx = { ...settings, view: viewOf(auth) };
      return {
        filename: 'data-statistics',
        header: [
          zoned(columns.date, ctx),
          ...metricHeader(ctx),
          messages.common.status,
          messages.statistics.complete,
          zoned(columns.updatedAt, ctx),
        ],
        rows: (async function* () {
          const rows = everyRowAfter<StatisticRow>((after, size) => repo.listAfter(filter, after, size, q.o === '-date'));
          for await (const r of rows) {
            const row = toStatistic(r, ctx.view);
            yield [row.date, ...metricCells(row, ctx.view), row.status, row.complete, timeIn(ctx.timeZone, r.modifiedAt)];
          }
          yield [columns.total, ...metricCells(toMetrics(await repo.sum(filter), ctx.view), ctx.view), null, null, null];
        })(),
      };
    },

    async search(auth: AuthContext, q: SearchQuery, window: PageWindow) {
      const filter = searchFilter(auth, q);
      const view = viewOf(auth);
      const [page, sums] = await Promise.all([search.page(filter, window, q.o === '-date'), search.sum(filter)]);
      return { count: page.count, results: page.rows.map((r) => toSearchRow(r, view)), statistics_sum: toMetrics(sums, view) };
    },

    /** The whole search as a file: a row a data item, then the totals. */
    exportSearch(auth: AuthContext, q: SearchQuery, settings: ExportSettings): ExportTable {
      const filter = searchFilter(auth, q);
      const ctx = { ...settings, view: viewOf(auth) };
      return {
        filename: 'statistics-search',
        header: [
          zoned(columns.startDate, ctx),
          zoned(columns.endDate, ctx),
          messages.placementGroupData.supplier,
          messages.common.website,
          columns.dataName,
          ...metricHeader(ctx),
          messages.common.status,
          messages.statistics.complete,
          zoned(columns.updatedAt, ctx),
        ],
        rows: (async function* () {
          // Each page sums every matched raw row again (a page of data items is a page of their
          // sums): pages ten times the list's, and no count, keep the passes over them few.
          const rows = everyRow(async (window) => (await search.page(filter, window, q.o === '-date', false)).rows, 10_000);
          for await (const r of rows) {
            const row = toSearchRow(r, ctx.view);
            const cells = [row.start_date, row.end_date, row.supplier_name, row.website_name, row.data_name];
            yield [...cells, ...metricCells(row, ctx.view), row.status, row.complete, timeIn(ctx.timeZone, new Date(r.modified_at))];
          }
          const total = toMetrics(await search.sum(filter), ctx.view);
          yield [columns.total, null, null, null, null, ...metricCells(total, ctx.view), null, null, null];
        })(),
      };
    },

    get: async (auth: AuthContext, id: number) => toStatistic(await found(auth, id), viewOf(auth)),

    async create(auth: AuthContext, body: Input) {
      checkViewable(body);
      assertWritableDay('date', body.date, today());
      // A data item the caller cannot see reads as one that does not exist.
      const item = await placementGroupDataRepo(db).get(body.placement_group_data_id, websiteScope(auth));
      const id = item ? await repo.insert({ ...body, dataId: item.id }).catch(dayTaken) : null;
      if (id === null) throw missingId('placement_group_data_id', body.placement_group_data_id);
      return toStatistic((await repo.find(id))!, viewOf(auth));
    },

    async update(auth: AuthContext, id: number, body: Patch) {
      const current = await found(auth, id);
      if (body.date !== undefined && body.date !== current.date) assertWritableDay('date', body.date, today());
      checkViewable({
        impressions: body.impressions ?? current.impressions,
        viewable_impressions: body.viewable_impressions ?? current.viewableImpressions,
      });
      await db
        .transaction(async (tx) => {
          const txRepo = statisticsRepo(tx);
          await txRepo.update(current.id, body);
          // A row moved to another day goes through that day's shares, as one written there does.
          if (body.date !== undefined && body.date !== current.date) await txRepo.recompute([current.dataId], body.date);
        })
        .catch(dayTaken);
      return toStatistic((await repo.find(current.id))!, viewOf(auth));
    },

    async remove(auth: AuthContext, id: number) {
      const current = await found(auth, id);
      await repo.remove(current.id);
    },
  };
}
