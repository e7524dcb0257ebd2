import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { groupTypes } from '../group-types/index.js';
import { websites } from '../websites/index.js';
import { statisticFormatTotals, statisticRankingCounts, statisticWebsiteTotals } from './statistics.table.js';

export interface RankedRow {
  rank: number;
  name: string;
  website: string;
  website_id: number;
  group_id: number | null;
  revenue: string;
  before: string | null;
}

/**
 * What each yesterday table ranks, for someone who sees every website: the totals it reads (kept
 * by the rollup trigger, an index on (day, revenue) per view), the columns that key a row, and
 * how a row is named (a website by its name and address; a website's format by the format's
 * name and the website's).
 */
const rankings = {
  website: {
    table: statisticWebsiteTotals,
    key: sql`t.website_id, null::int as group_id`,
    sameRow: sql`b.website_id = d.website_id`,
    names: sql`w.name as name, w.url as website`,
    named: sql`join ${websites} w on w.id = d.website_id`,
    byName: sql`w.name`,
  },
  format: {
    table: statisticFormatTotals,
    key: sql`t.website_id, t.group_id`,
    sameRow: sql`b.website_id = d.website_id and b.group_id = d.group_id`,
    names: sql`gt.name as name, w.name as website`,
    named: sql`join ${websites} w on w.id = d.website_id join ${groupTypes} gt on gt.id = d.group_id`,
    byName: sql`gt.name`,
  },
} as const;

/**
 * Every website (or website's format) ranked by a day's revenue: the page's rows come from the
 * totals' index on (day, revenue) (migrations 0029, 0030), not from grouping and sorting every
 * website's day. The first offset + limit totals are read by the index, with every one tying
 * with the last of them (so that names break ties as the scoped ranking does), then sorted. The
 * count is the day's keys, kept beside the totals (statistic_ranking_counts).
 */
export async function topRanked(
  db: Db,
  by: keyof typeof rankings,
  /** The revenue the view ranks by (the dashboard's revenueColumn): each has its index on (day, it desc). */
  column: SQL,
  day: string,
  before: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: RankedRow[] }> {
  const r = rankings[by];
  const c = statisticRankingCounts;
  const [counted] = await selectRows<{ n: number }>(
    db,
    sql`select ${c.keys} as n from ${c} where ${c.ranking} = ${by} and ${c.date} = ${day}`,
  );
  const count = counted?.n ?? 0;
  if (window.offset >= count) return { count, rows: [] };
  const page = await selectRows<Omit<RankedRow, 'rank'>>(
    db,
    // The first offset + limit totals, with any tying with the last of them, by the index; then
    // their names, the day before's, and the order the page shows (ties broken by name).
    sql`select ${r.names}, d.website_id, d.group_id, d.${column}::text as revenue, b.${column}::text as before
        from (
          select ${r.key}, t.${column} from ${r.table} t where t.date = ${day}
          order by t.${column} desc nulls last fetch first ${window.offset + window.limit} rows with ties
        ) d
        ${r.named}
        left join ${r.table} b on ${r.sameRow} and b.date = ${before}
        order by d.${column} desc, ${r.byName}, d.website_id, d.group_id
        limit ${window.limit} offset ${window.offset}`,
  );
  return { count, rows: page.map((row, i) => ({ rank: window.offset + i + 1, ...row })) };
}
