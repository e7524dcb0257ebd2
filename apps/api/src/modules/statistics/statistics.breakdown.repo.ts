import { sql, type SQL } from 'drizzle-orm';
import type { BreakdownDimension, breakdownOrders } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { groupTypes } from '../group-types/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { revenueColumn } from './statistics.dashboard.repo.js';
import { pageColumns, rollupSums } from './statistics.reports.repo.js';
import { sumColumns, type StatisticSums } from './statistics.repo.js';
import { statisticGroupDays, statisticWebsiteDays } from './statistics.table.js';
import type { RevenueView } from './statistics.view.js';

export type BreakdownOrder = (typeof breakdownOrders)[number];

export interface BreakdownFilter {
  /** The caller's website scope (a condition on `websites`). */
  scope: SQL | undefined;
  start: string;
  end: string;
  website?: number;
  status?: 'active' | 'suspended';
}

/** A row's sums over the range: one website, format or publisher. */
export interface BreakdownRow extends StatisticSums {
  id: number;
  name: string;
  /** A website's url; null for a format or a publisher. */
  website: string | null;
  complete: boolean;
}

export interface BreakdownPage {
  count: number;
  rows: BreakdownRow[];
  sums: StatisticSums;
}

/**
 * What each dimension groups the rollup rows `r` by, and where its names come from: websites from
 * the website rollup; formats from the placement groups' rollup through each group's group type;
 * publishers from the website rollup through each website's publisher (websites without one are
 * in no row). A person's name is their first and last name, or their username when both are blank.
 */
const dimensions: Record<BreakdownDimension, { id: SQL; name: SQL; website: SQL; from: SQL }> = {
  website: {
    id: sql`w.id`,
    name: sql`w.name`,
    website: sql`w.url`,
    from: sql`${statisticWebsiteDays} r join ${websites} w on w.id = r.website_id`,
  },
  format: {
    id: sql`gt.id`,
    name: sql`gt.name`,
    website: sql`null::text`,
    from: sql`${statisticGroupDays} r join ${placementGroups} pg on pg.id = r.placement_group_id join ${groupTypes} gt on gt.id = pg.group_id`,
  },
  publisher: {
    id: sql`u.id`,
    name: sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`,
    website: sql`null::text`,
    from: sql`${statisticWebsiteDays} r join ${websites} w on w.id = r.website_id join ${users} u on u.id = w.publisher_id`,
  },
};

/** A breakdown's order over the grouped rows; name, then id, breaks ties so pages never overlap. */
function orderOf(order: BreakdownOrder, view: RevenueView): SQL {
  const direction = order.startsWith('-') ? sql`desc` : sql`asc`;
  const field = order.replace(/^-/, '');
  if (field === 'name') return sql`name ${direction}, id`;
  const column = field === 'revenue' ? revenueColumn(view) : sql`impressions`;
  return sql`${column} ${direction}, name, id`;
}

/** Breakdowns over the rollups: the range's rows summed per website, format or publisher of the caller's scope. */
export function statisticBreakdownRepo(db: Db) {
  return {
    /** A page of rows, how many there are and their totals: one statement. */
    async page(
      by: BreakdownDimension,
      f: BreakdownFilter,
      view: RevenueView,
      order: BreakdownOrder,
      window: PageWindow,
    ): Promise<BreakdownPage> {
      const d = dimensions[by];
      const conditions = [
        sql`r.date between ${f.start} and ${f.end}`,
        f.status ? sql`r.status = ${f.status}` : undefined,
        f.website === undefined ? undefined : sql`r.website_id = ${f.website}`,
        f.scope ? sql`r.website_id in (select ${websites.id} from ${websites} where ${f.scope})` : undefined,
      ].filter((c): c is SQL => c !== undefined);
      const sorted = orderOf(order, view);
      const [row] = await selectRows<{ count: number; rows: BreakdownRow[] | null; sums: StatisticSums }>(
        db,
        sql`with grouped as (
              select ${d.id} as id, ${d.name} as name, ${d.website} as website, bool_and(r.complete) as complete,
                sum(r.rows)::int as rows, ${rollupSums('r')}
              from ${d.from} where ${sql.join(conditions, sql` and `)} group by 1, 2, 3
            )
            select (select count(*)::int from grouped) as count,
              (select json_agg(p order by p.n) from (
                select row_number() over (order by ${sorted}) as n, id, name, website, complete, rows, ${pageColumns}
                from grouped order by ${sorted} limit ${window.limit} offset ${window.offset}
              ) p) as rows,
              (select row_to_json(t) from (select ${sumColumns(sql`coalesce(sum(rows), 0)::int`)} from grouped) t) as sums`,
      );
      return { count: row!.count, rows: row!.rows ?? [], sums: row!.sums };
    },
  };
}
