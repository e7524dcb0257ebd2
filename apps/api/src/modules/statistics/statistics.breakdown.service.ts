import { messages, type QueryOf, type StatisticBreakdownRow, type statisticOverviewEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { fieldError } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { everyRow, type ExportTable } from '../../lib/table-export.js';
import { websiteScope } from '../assignments/index.js';
import { statisticBreakdownRepo, type BreakdownFilter, type BreakdownRow } from './statistics.breakdown.repo.js';
import { metricCells, metricHeader } from './statistics.export.js';
import type { StatisticSums } from './statistics.repo.js';
import { viewOf, type ExportSettings } from './statistics.service.js';
import { toMetrics, type RevenueView } from './statistics.view.js';

type BreakdownQuery = QueryOf<typeof statisticOverviewEndpoints.breakdown>;

const text = messages.statistics;

/** A file's first column, by what its rows are. */
const firstColumn = { website: messages.common.website, format: text.columns.format, publisher: messages.common.roles.publisher } as const;

const toRow = ({ id, name, website, complete, ...sums }: BreakdownRow, view: RevenueView): StatisticBreakdownRow => ({
  id,
  name,
  website,
  complete,
  ...toMetrics(sums, view),
});

/**
 * The caller's figures over a date range per website, format or publisher, at the caller's stage.
 * A publisher has one publisher (itself), and a breakdown by publisher would only restate its
 * total: it is refused, as it is to a pre_activation account.
 */
/** Rows read at once for a file. */
const FILE_PAGE = 10_000;

export function statisticBreakdownService(db: Db) {
  const repo = statisticBreakdownRepo(db);

  const checked = (auth: AuthContext, q: BreakdownQuery): { filter: BreakdownFilter; view: RevenueView } => {
    const view = viewOf(auth);
    if (q.by === 'publisher' && view === 'publisher') throw fieldError('by', text.byPublisherRefused);
    return {
      view,
      filter: { scope: websiteScope(auth), start: q.start_date, end: q.end_date, website: q.website, status: q.status },
    };
  };

  return {
    async page(auth: AuthContext, q: BreakdownQuery, window: PageWindow) {
      const { filter, view } = checked(auth, q);
      const page = await repo.page(q.by, filter, view, q.o, window);
      return { count: page.count, results: page.rows.map((r) => toRow(r, view)), statistics_sum: toMetrics(page.sums, view) };
    },

    /** Every row as a file, then the totals. */
    file(auth: AuthContext, q: BreakdownQuery, settings: ExportSettings): ExportTable {
      const { filter, view } = checked(auth, q);
      const ctx = { ...settings, view };
      const urls = q.by === 'website';
      return {
        filename: `breakdown-${q.by}`,
        header: [firstColumn[q.by], ...(urls ? [messages.websites.url] : []), ...metricHeader(ctx), text.complete],
        rows: (async function* () {
          // Each page carries the totals of every row; the last one read gives the file's. Each
          // page groups every rollup row of the range again (no index orders the sums): pages ten
          // times the list's keep those passes few (16,000 websites: 27 s in pages of 1,000).
          const last: { sums?: StatisticSums } = {};
          const pages = everyRow(async (window) => {
            const page = await repo.page(q.by, filter, view, q.o, window);
            last.sums = page.sums;
            return page.rows;
          }, FILE_PAGE);
          for await (const r of pages) {
            const row = toRow(r, view);
            yield [row.name, ...(urls ? [row.website] : []), ...metricCells(row, view), row.complete];
          }
          // everyRow reads at least one page, so the totals are there.
          yield [text.columns.total, ...(urls ? [null] : []), ...metricCells(toMetrics(last.sums!, view), view), null];
        })(),
      };
    },
  };
}
