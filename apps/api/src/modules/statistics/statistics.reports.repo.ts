import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { sumColumns, type StatisticSums } from './statistics.repo.js';
import { websites } from '../websites/index.js';
import { statisticGroupDays, statisticSourceDays, statisticSupplierDays, statisticWebsiteDays } from './statistics.table.js';

/**
 * Which rollup rows a report reads: a website's, one of its placement groups', or a demand
 * source's on the websites of the caller's scope.
 */
export type ReportKey = { websiteId: number; placementGroupId?: number } | { supplierId: number; scope: SQL | undefined };

export interface ReportFilter {
  start?: string;
  end?: string;
  status?: 'active' | 'suspended';
}

export interface ReportDay extends StatisticSums {
  date: string;
  complete: boolean;
}

export interface ReportPage {
  count: number;
  rows: ReportDay[];
  sums: StatisticSums;
}

const counts = ['requests', 'impressions', 'viewable_impressions', 'clicks'];
const amounts = ['revenue', 'supplier_after', 'pmp_after', 'platform_after', 'network_after'];
/** A day's sums, kept NUMERIC for the totals over the days. */
const daySums = sql.raw([...counts, ...amounts].map((c) => `sum(${c}) as ${c}`).join(', '));
/** A day's sums as the page carries them: counts as numbers, amounts as exact text (as sumColumns gives them). */
const dayColumns = sql.raw([...counts.map((c) => `${c}::bigint as ${c}`), ...amounts.map((c) => `${c}::text as ${c}`)].join(', '));

/**
 * Reports over the rollups: a few rows per day and key (status x complete), read by the rollup's
 * primary key (website first, then the placement group, then the day), never the raw rows.
 */
export function statisticReportsRepo(db: Db) {
  const source = (key: ReportKey, f: ReportFilter): SQL => {
    const bySupplier = 'supplierId' in key;
    // Someone who sees every website reads the source's own rollup; others its rows on their websites.
    const table = bySupplier
      ? key.scope
        ? statisticSupplierDays
        : statisticSourceDays
      : key.placementGroupId === undefined
        ? statisticWebsiteDays
        : statisticGroupDays;
    const conditions = [
      ...(bySupplier
        ? [
            sql`supplier_id = ${key.supplierId}`,
            key.scope ? sql`website_id in (select ${websites.id} from ${websites} where ${key.scope})` : undefined,
          ]
        : [
            sql`website_id = ${key.websiteId}`,
            key.placementGroupId === undefined ? undefined : sql`placement_group_id = ${key.placementGroupId}`,
          ]),
      f.start ? sql`date >= ${f.start}` : undefined,
      f.end ? sql`date <= ${f.end}` : undefined,
      f.status ? sql`status = ${f.status}` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return sql`${table} where ${sql.join(conditions, sql` and `)}`;
  };

  return {
    /**
     * A page of days (each the sum of its rollup rows; complete when every row of the day is), how
     * many days the range has, and their totals: one statement, so a report is one round trip.
     */
    async page(key: ReportKey, f: ReportFilter, window: PageWindow, newestFirst: boolean): Promise<ReportPage> {
      const order = newestFirst ? sql`desc` : sql`asc`;
      const [row] = await selectRows<{ count: number; days: ReportDay[] | null; sums: StatisticSums }>(
        db,
        sql`with days as (
              select date, bool_and(complete) as complete, sum(rows)::int as rows, ${daySums} from ${source(key, f)} group by date
            )
            select (select count(*)::int from days) as count,
              (select json_agg(p order by p.date ${order}) from (
                select date::text as date, complete, rows, ${dayColumns} from days order by date ${order} limit ${window.limit} offset ${window.offset}
              ) p) as days,
              (select row_to_json(t) from (select ${sumColumns(sql`coalesce(sum(rows), 0)::int`)} from days) t) as sums`,
      );
      return { count: row!.count, rows: row!.days ?? [], sums: row!.sums };
    },

    async sum(key: ReportKey, f: ReportFilter): Promise<StatisticSums> {
      const [row] = await selectRows<StatisticSums>(db, sql`select ${sumColumns(sql`coalesce(sum(rows), 0)::int`)} from ${source(key, f)}`);
      return row!;
    },
  };
}
