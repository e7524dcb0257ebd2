import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { groupTypes } from '../group-types/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { websites } from '../websites/index.js';
import { statisticGroupDays, statisticWebsiteDays } from './statistics.table.js';
import type { RevenueView } from './statistics.view.js';

/** The rollup column holding the revenue a view sees. */
export const revenueColumn = (view: RevenueView): SQL =>
  sql.raw(view === 'gross' ? 'revenue' : view === 'network' ? 'platform_after' : 'network_after');

/** The dashboard's figures: active statistics only (suspended days are not paid), from the rollups. */
export function statisticDashboardRepo(db: Db) {
  const inScope = (scope: SQL | undefined, column: SQL) =>
    scope ? sql`${column} in (select ${websites.id} from ${websites} where ${scope})` : sql`true`;

  return {
    /** Revenue and impressions summed over each named period [from, to]. */
    async periods<K extends string>(scope: SQL | undefined, view: RevenueView, periods: Record<K, readonly [string, string]>) {
      const entries = Object.entries(periods) as Array<[K, readonly [string, string]]>;
      const earliest = entries.map(([, [from]]) => from).sort()[0]!;
      const revenue = revenueColumn(view);
      const columns = entries.map(
        ([key, [from, to]]) => sql`
          coalesce(sum(${revenue}) filter (where date between ${from} and ${to}), 0)::text as ${sql.identifier(`${key}_revenue`)},
          coalesce(sum(impressions) filter (where date between ${from} and ${to}), 0)::bigint as ${sql.identifier(`${key}_impressions`)}`,
      );
      const [row] = await selectRows<Record<string, string | number>>(
        db,
        sql`select ${sql.join(columns, sql`, `)} from ${statisticWebsiteDays}
            where status = 'active' and date >= ${earliest} and ${inScope(scope, sql.raw('website_id'))}`,
      );
      return Object.fromEntries(
        entries.map(([key]) => [
          key,
          { revenue: String(row?.[`${key}_revenue`] ?? '0'), impressions: Number(row?.[`${key}_impressions`] ?? 0) },
        ]),
      ) as Record<K, { revenue: string; impressions: number }>;
    },

    /** Each day of [from, to] (zeros where there are none): impressions, viewable impressions, revenue. */
    async days(scope: SQL | undefined, view: RevenueView, range: { from: string; to: string; website?: number; format?: number }) {
      const revenue = revenueColumn(view);
      const conditions = [
        sql`r.status = 'active'`,
        sql`r.date between ${range.from} and ${range.to}`,
        range.website ? sql`r.website_id = ${range.website}` : undefined,
        inScope(scope, sql.raw('r.website_id')),
      ].filter((c): c is SQL => c !== undefined);
      const source = range.format
        ? sql`${statisticGroupDays} r join ${placementGroups} pg on pg.id = r.placement_group_id and pg.group_id = ${range.format}`
        : sql`${statisticWebsiteDays} r`;
      // The range's rollup rows are summed per day first (found by the day index), then laid on the calendar.
      return selectRows<{ date: string; impressions: number; viewable_impressions: number; revenue: string }>(
        db,
        sql`select d.day::date::text as date, coalesce(s.impressions, 0)::bigint as impressions,
              coalesce(s.viewable_impressions, 0)::bigint as viewable_impressions, coalesce(s.revenue, 0)::text as revenue
            from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d(day)
            left join (
              select r.date, sum(r.impressions) as impressions, sum(r.viewable_impressions) as viewable_impressions,
                sum(r.${revenue}) as revenue
              from ${source} where ${sql.join(conditions, sql` and `)} group by r.date
            ) s on s.date = d.day::date
            order by d.day`,
      );
    },

    /**
     * Websites (or each website's formats) ranked by the day's revenue, with the day before's:
     * those with statistics that day.
     */
    async ranked(
      scope: SQL | undefined,
      view: RevenueView,
      by: 'website' | 'format',
      day: string,
      before: string,
      window: { limit: number; offset: number },
    ) {
      const revenue = revenueColumn(view);
      const source =
        by === 'website'
          ? sql`select r.website_id, null::int as group_id, w.name as name, w.url as website, r.date, r.${revenue} as revenue
                from ${statisticWebsiteDays} r join ${websites} w on w.id = r.website_id`
          : sql`select r.website_id, gt.id as group_id, gt.name as name, w.name as website, r.date, r.${revenue} as revenue
                from ${statisticGroupDays} r join ${placementGroups} pg on pg.id = r.placement_group_id
                join ${groupTypes} gt on gt.id = pg.group_id join ${websites} w on w.id = r.website_id`;
      const grouped = sql`
        select website_id, group_id, name, website,
          coalesce(sum(revenue) filter (where date = ${day}), 0) as today, sum(revenue) filter (where date = ${before}) as before
        from (${source} where r.status = 'active' and r.date in (${day}, ${before}) and ${inScope(scope, sql.raw('r.website_id'))}) x
        group by website_id, group_id, name, website
        having count(*) filter (where date = ${day}) > 0`;
      const [rows, [total]] = await Promise.all([
        selectRows<{
          rank: number;
          name: string;
          website: string;
          website_id: number;
          group_id: number | null;
          revenue: string;
          before: string | null;
        }>(
          db,
          sql`select (row_number() over (order by today desc, name, website_id, group_id))::int as rank, name, website, website_id, group_id,
                today::text as revenue, before::text as before
              from (${grouped}) g order by today desc, name, website_id, group_id limit ${window.limit} offset ${window.offset}`,
        ),
        selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) g`),
      ]);
      return { count: Number(total?.n ?? 0), rows };
    },
  };
}
