import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import { statisticSourceDays, statisticWebsiteDays } from './statistics.table.js';

/** Whose statistics a share period rewrites: a website's (share) or a demand source's (supplier share). */
export interface RecomputeOwner {
  websiteId: number | null;
  supplierId: number | null;
}

/**
 * The counted days of a website or a demand source, read from the day rollups (a few rows per
 * day, whatever the number of data items): what a backdated share period's walk goes over.
 */
export function shareRecomputeRepo(db: Db) {
  const daysOf = (owner: RecomputeOwner) =>
    owner.websiteId !== null
      ? sql`select distinct ${statisticWebsiteDays.date} as day from ${statisticWebsiteDays} where ${statisticWebsiteDays.websiteId} = ${owner.websiteId}`
      : sql`select distinct ${statisticSourceDays.date} as day from ${statisticSourceDays} where ${statisticSourceDays.supplierId} = ${owner.supplierId}`;
  return {
    /** How many counted days fall from `start` (null: the first) to `end`, and the first and last of them. */
    async span(owner: RecomputeOwner, start: string | null, end: string) {
      const [row] = await selectRows<{ days: number; first: string | null; last: string | null }>(
        db,
        sql`select count(*)::int as days, min(day)::text as first, max(day)::text as last
          from (${daysOf(owner)}) x where (${start}::date is null or day >= ${start}::date) and day <= ${end}::date`,
      );
      return row!;
    },
    /**
     * The counted days after `after` (null: from `from`) up to `end`, earliest first: one short
     * string a day, so a walk holds them all (a century of days is 36,525 of them).
     */
    async remaining(owner: RecomputeOwner, from: string, after: string | null, end: string): Promise<string[]> {
      const rows = await selectRows<{ day: string }>(
        db,
        sql`select day::text as day from (${daysOf(owner)}) x
          where day >= ${from}::date and (${after}::date is null or day > ${after}::date) and day <= ${end}::date
          order by day`,
      );
      return rows.map((r) => r.day);
    },
  };
}
