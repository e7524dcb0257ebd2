import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { websites } from '../websites/index.js';
import { statisticWebsiteTotals } from './statistics.table.js';

export interface RankedWebsite {
  rank: number;
  name: string;
  website: string;
  website_id: number;
  group_id: null;
  revenue: string;
  before: string | null;
}

/**
 * Every website ranked by a day's revenue, for someone who sees them all: the page's rows come
 * from the index on (day, revenue) of the website totals (migration 0029), not from grouping and
 * sorting every website's day. The first offset + limit totals are read by the index, with every
 * one tying with the last of them (so that names break ties as the scoped ranking does), then
 * sorted. The count is the day's totals, read from the same index.
 */
export async function topWebsites(
  db: Db,
  /** The revenue the view ranks by (the dashboard's revenueColumn): each has its index on (day, it desc). */
  column: SQL,
  day: string,
  before: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: RankedWebsite[] }> {
  const t = statisticWebsiteTotals;
  const [counted] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${t} where ${t.date} = ${day}`);
  const count = counted?.n ?? 0;
  if (window.offset >= count) return { count, rows: [] };
  const page = await selectRows<Omit<RankedWebsite, 'rank' | 'group_id'>>(
    db,
    // The first offset + limit totals, with any tying with the last of them, by the index; then
    // their names, the day before's, and the order the page shows (ties broken by name).
    sql`select w.name as name, w.url as website, d.website_id, d.${column}::text as revenue, b.${column}::text as before
        from (
          select ${t.websiteId} as website_id, ${column} from ${t} where ${t.date} = ${day}
          order by ${column} desc nulls last fetch first ${window.offset + window.limit} rows with ties
        ) d
        join ${websites} w on w.id = d.website_id
        left join ${t} b on b.website_id = d.website_id and b.date = ${before}
        order by d.${column} desc, w.name, d.website_id
        limit ${window.limit} offset ${window.offset}`,
  );
  return { count, rows: page.map((row, i) => ({ rank: window.offset + i + 1, group_id: null, ...row })) };
}
