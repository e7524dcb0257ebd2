import { messages, type QueryOf, type statisticOverviewEndpoints, type statisticReportEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteInScope, websiteScope } from '../assignments/index.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import { placementGroupsRepo } from '../placement-groups/index.js';
import { suppliersRepo } from '../suppliers/index.js';
import { statisticReportsRepo, type ReportKey } from './statistics.reports.repo.js';
import { viewOf, type ExportSettings } from './statistics.service.js';
import { metricCells, metricHeader, zoned } from './statistics.export.js';
import { everyRow, type ExportTable } from '../../lib/table-export.js';
import { toMetrics, type RevenueView } from './statistics.view.js';

type ReportQuery = QueryOf<typeof statisticReportEndpoints.website>;
type DaysQuery = QueryOf<typeof statisticOverviewEndpoints.days>;
/** The report cards, each at its own path (see statisticReportEndpoints). */
export const reportModes = ['group', 'userGroup', 'supplier', 'website', 'userWebsite'] as const;
export type ReportMode = (typeof reportModes)[number];
type Range = Pick<ReportQuery, 'start_date' | 'end_date' | 'status'>;
/** What a page of days or its file reads of a query: the range, the status and the order. */
type DaysOf = Range & Pick<ReportQuery, 'o'>;

const columns = messages.statistics.columns;

const filterOf = (q: Range) => ({ start: q.start_date, end: q.end_date, status: q.status });

/** The report cards and totals: the key checked against the caller's scope (404 outside it), then the rollups. */
export function statisticReportsService(db: Db) {
  const repo = statisticReportsRepo(db);

  const groupKey = async (auth: AuthContext, id: number): Promise<ReportKey> => {
    const group = await placementGroupsRepo(db).get(id, websiteScope(auth));
    if (!group) throw notFound();
    return { websiteId: group.website_id, placementGroupId: group.id };
  };
  /** Demand sources are staff records: anyone else finds none. Their rows are those of the websites in scope. */
  const supplierKey = async (auth: AuthContext, id: number): Promise<ReportKey> => {
    if (!auth.can('demand.view_supplier') || !(await suppliersRepo(db).exists(id))) throw notFound();
    return { supplierId: id, scope: websiteScope(auth) };
  };
  const websiteKey = async (auth: AuthContext, id: number): Promise<ReportKey> => ({
    websiteId: (await websiteInScope(db, auth, id)).id,
  });

  /**
   * Every website in the caller's scope, or one (`website`: one outside the scope has no days, as
   * the search's website filter), for every format or one (`group`: one the caller may not see is
   * a 400, as on a placement group).
   */
  const scopeKey = async (auth: AuthContext, q: Pick<DaysQuery, 'website' | 'group'>): Promise<ReportKey> => {
    if (q.group !== undefined && !(await groupTypesRepo(db).existing([q.group], groupTypeScope(auth))).has(q.group)) {
      throw missingId('group', q.group);
    }
    return { scope: websiteScope(auth), website: q.website, format: q.group };
  };

  async function exportReport(
    key: ReportKey,
    q: DaysOf,
    view: RevenueView,
    settings: ExportSettings,
    filename: string,
  ): Promise<ExportTable> {
    const filter = filterOf(q);
    const ctx = { ...settings, view };
    return {
      filename,
      header: [zoned(columns.date, ctx), ...metricHeader(ctx), messages.statistics.complete],
      rows: (async function* () {
        for await (const day of everyRow(async (window) => (await repo.page(key, filter, window, q.o === '-date')).rows)) {
          yield [day.date, ...metricCells(toMetrics(day, view), view), day.complete];
        }
        yield [columns.total, ...metricCells(toMetrics(await repo.sum(key, filter), view), view), null];
      })(),
    };
  }

  async function report(key: ReportKey, q: DaysOf, window: PageWindow, view: RevenueView) {
    const filter = filterOf(q);
    const page = await repo.page(key, filter, window, q.o === '-date');
    return {
      count: page.count,
      results: page.rows.map((day) => ({ date: day.date, complete: day.complete, ...toMetrics(day, view) })),
      statistics_sum: toMetrics(page.sums, view),
    };
  }

  /** Each report card: whose rows it reads (checked against the caller's scope), whose revenue it shows, its file's name. */
  const cardsOf: Record<
    ReportMode,
    { key: (auth: AuthContext, id: number) => Promise<ReportKey>; view: (auth: AuthContext) => RevenueView; file: string }
  > = {
    group: { key: groupKey, view: viewOf, file: 'placement-group' },
    // The publisher's view of a placement group: revenue after every share.
    userGroup: { key: groupKey, view: () => 'publisher', file: 'publisher-placement-group' },
    supplier: { key: supplierKey, view: viewOf, file: 'supplier' },
    website: { key: websiteKey, view: viewOf, file: 'website' },
    // The publisher's view of a website, as /user_website_totals/ sums it.
    userWebsite: { key: websiteKey, view: () => 'publisher', file: 'publisher-website' },
  };

  return {
    /** A page of a report card's days, and the range's totals. */
    page: async (mode: ReportMode, auth: AuthContext, id: number, q: ReportQuery, window: PageWindow) =>
      report(await cardsOf[mode].key(auth, id), q, window, cardsOf[mode].view(auth)),
    /** The same report as a file: every day of the range, then the totals. */
    file: async (mode: ReportMode, auth: AuthContext, id: number, q: ReportQuery, settings: ExportSettings) =>
      exportReport(await cardsOf[mode].key(auth, id), q, cardsOf[mode].view(auth), settings, `${cardsOf[mode].file}-${id}`),
    groupTotals: async (auth: AuthContext, q: Range & { pgid: number }) =>
      toMetrics(await repo.sum(await groupKey(auth, q.pgid), filterOf(q)), viewOf(auth)),
    websiteTotals: async (auth: AuthContext, q: Range & { website: number }) =>
      toMetrics(await repo.sum(await websiteKey(auth, q.website), filterOf(q)), 'publisher'),
    /** The caller's days over every website in scope (or one), at the caller's stage. */
    days: async (auth: AuthContext, q: DaysQuery, window: PageWindow) => report(await scopeKey(auth, q), q, window, viewOf(auth)),
    /** The same days as a file. */
    daysFile: async (auth: AuthContext, q: DaysQuery, settings: ExportSettings) =>
      exportReport(await scopeKey(auth, q), q, viewOf(auth), settings, 'days'),
  };
}
