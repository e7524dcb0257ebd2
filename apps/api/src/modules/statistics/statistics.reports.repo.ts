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
    /** A page of days, each the sum of its rollup rows; complete when every row of the day is. */
    async days(key: ReportKey, f: ReportFilter, window: PageWindow, newestFirst: boolean) {
      const from = source(key, f);
      const [rows, [total]] = await Promise.all([
        selectRows<ReportDay>(
          db,
          sql`select date::text as date, bool_and(complete) as complete, ${sumColumns(sql`sum(rows)::int`)}
              from ${from} group by date order by date ${newestFirst ? sql`desc` : sql`asc`}
              limit ${window.limit} offset ${window.offset}`,
        ),
        selectRows<{ n: number }>(db, sql`select count(distinct date)::int as n from ${from}`),
      ]);
      return { count: Number(total?.n ?? 0), rows };
    },

    async sum(key: ReportKey, f: ReportFilter): Promise<StatisticSums> {
      const [row] = await selectRows<StatisticSums>(db, sql`select ${sumColumns(sql`coalesce(sum(rows), 0)::int`)} from ${source(key, f)}`);
      return row!;
    },
  };
}
