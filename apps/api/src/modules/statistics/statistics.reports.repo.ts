import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { sumColumns, type StatisticSums } from './statistics.repo.js';
import { placementGroups } from '../placement-groups/index.js';
import { websites } from '../websites/index.js';
import { statisticGroupDays, statisticSourceDays, statisticSupplierDays, statisticWebsiteDays } from './statistics.table.js';

/**
 * Which rollup rows a report reads: a website's, one of its placement groups', a demand source's
 * on the websites of the caller's scope, or every website's of the scope (or one of them, `website`)
 * for every format or one (`format`, a group type: its placement groups' rows).
 */
export type ReportKey =
  | { websiteId: number; placementGroupId?: number }
  | { supplierId: number; scope: SQL | undefined }
  | { scope: SQL | undefined; website?: number; format?: number };

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
/** The sums of rollup rows (of the table aliased `alias`, if given), kept NUMERIC for the totals over them. */
export const rollupSums = (alias?: string) =>
  sql.raw([...counts, ...amounts].map((c) => `sum(${alias ? `${alias}.` : ''}${c}) as ${c}`).join(', '));
const daySums = rollupSums();
/** Those sums as a page carries them: counts as numbers, amounts as exact text (as sumColumns gives them). */
export const pageColumns = sql.raw([...counts.map((c) => `${c}::bigint as ${c}`), ...amounts.map((c) => `${c}::text as ${c}`)].join(', '));

/**
 * Reports over the rollups: a few rows per day and key (status x complete), read by the rollup's
 * primary key (website first, then the placement group, then the day), never the raw rows.
 */
export function statisticReportsRepo(db: Db) {
  const inScope = (scope: SQL | undefined) =>
    scope ? sql`website_id in (select ${websites.id} from ${websites} where ${scope})` : undefined;

  /** The rollup a key reads and the conditions on it that the key makes. */
  const keyed = (key: ReportKey): [table: PgTable, conditions: Array<SQL | undefined>] => {
    if ('supplierId' in key) {
      // Someone who sees every website reads the source's own rollup; others its rows on their websites.
      return [key.scope ? statisticSupplierDays : statisticSourceDays, [sql`supplier_id = ${key.supplierId}`, inScope(key.scope)]];
    }
    if ('websiteId' in key) {
      return key.placementGroupId === undefined
        ? [statisticWebsiteDays, [sql`website_id = ${key.websiteId}`]]
        : [statisticGroupDays, [sql`website_id = ${key.websiteId}`, sql`placement_group_id = ${key.placementGroupId}`]];
    }
    const formatGroups = (format: number) =>
      sql`placement_group_id in (select ${placementGroups.id} from ${placementGroups} where ${placementGroups.groupId} = ${format})`;
    return [
      key.format === undefined ? statisticWebsiteDays : statisticGroupDays,
      [
        key.website === undefined ? undefined : sql`website_id = ${key.website}`,
        inScope(key.scope),
        key.format === undefined ? undefined : formatGroups(key.format),
      ],
    ];
  };

  const source = (key: ReportKey, f: ReportFilter): SQL => {
    const [table, own] = keyed(key);
    const conditions = [
      ...own,
      f.start ? sql`date >= ${f.start}` : undefined,
      f.end ? sql`date <= ${f.end}` : undefined,
      f.status ? sql`status = ${f.status}` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return conditions.length ? sql`${table} where ${sql.join(conditions, sql` and `)}` : sql`${table}`;
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
                select date::text as date, complete, rows, ${pageColumns} from days order by date ${order} limit ${window.limit} offset ${window.offset}
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
