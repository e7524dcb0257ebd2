import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { groupTypes } from '../group-types/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { websites } from '../websites/index.js';
import { statisticGroupDays, statisticSourceDays, statisticWebsiteDays } from './statistics.table.js';
import type { RevenueView } from './statistics.view.js';
import { topRanked, type RankedRow } from './statistics.day-ranking.repo.js';

/** The rollup column holding the revenue a view sees. */
export const revenueColumn = (view: RevenueView): SQL =>
  sql.raw(view === 'gross' ? 'revenue' : view === 'network' ? 'platform_after' : 'network_after');

/**
 * The dashboard's figures: active statistics only (suspended days are not paid), from the rollups.
 * Someone who sees every website reads the demand sources' day rollup, a few rows a day (every
 * statistic has its demand source), not one a website and day: at 100,000 websites a month of
 * days is 31 rows a source instead of 3.1M.
 */
export function statisticDashboardRepo(db: Db) {
  const inScope = (scope: SQL | undefined, column: SQL) =>
    scope ? sql`${column} in (select ${websites.id} from ${websites} where ${scope})` : sql`true`;
  /** The rollup whose days sum to the scope's: every source's when the scope is everything. */
  const daysOf = (scope: SQL | undefined) => (scope ? statisticWebsiteDays : statisticSourceDays);

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
        sql`select ${sql.join(columns, sql`, `)} from ${daysOf(scope)}
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
        : sql`${range.website ? statisticWebsiteDays : daysOf(scope)} r`;
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
      // Someone who sees every website: the top rows come from the day totals' index.
      if (!scope) return topRanked(db, by, revenueColumn(view), day, before, window);
      const revenue = revenueColumn(view);
      // Summed by ids first (two days of the rollup), named after: grouping a hundred thousand
      // websites by their names and URLs costs several times grouping them by id.
      const [source, format] =
        by === 'website'
          ? [sql`${statisticWebsiteDays} r`, sql`null::int`]
          : [sql`${statisticGroupDays} r join ${placementGroups} pg on pg.id = r.placement_group_id`, sql`pg.group_id`];
      const grouped = sql`
        select r.website_id, ${format} as group_id,
          coalesce(sum(r.${revenue}) filter (where r.date = ${day}), 0) as today, sum(r.${revenue}) filter (where r.date = ${before}) as before
        from ${source}
        where r.status = 'active' and r.date in (${day}, ${before}) and ${inScope(scope, sql.raw('r.website_id'))}
        group by r.website_id, ${format}
        having count(*) filter (where r.date = ${day}) > 0`;
      const [name, website, named] =
        by === 'website'
          ? [sql`w.name`, sql`w.url`, sql`join ${websites} w on w.id = g.website_id`]
          : [sql`gt.name`, sql`w.name`, sql`join ${websites} w on w.id = g.website_id join ${groupTypes} gt on gt.id = g.group_id`];
      // The page and the count in one statement (the count rides on each row; a page past the end
      // has no row to carry it, and only then is it asked for on its own). The rank is the row's
      // place after the offset: the database keeps only the page's rows while sorting.
      const page = await selectRows<Omit<RankedRow, 'rank'> & { total: number }>(
        db,
        sql`select ${name} as name, ${website} as website, g.website_id, g.group_id, g.today::text as revenue, g.before::text as before,
              (count(*) over ())::int as total
            from (${grouped}) g ${named}
            order by g.today desc, ${name}, g.website_id, g.group_id limit ${window.limit} offset ${window.offset}`,
      );
      const total =
        page[0]?.total ??
        (window.offset === 0 ? 0 : ((await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) g`))[0]?.n ?? 0));
      const rows = page.map(({ total: _total, ...row }, i) => ({ rank: window.offset + i + 1, ...row }));
      return { count: Number(total), rows };
    },
  };
}
