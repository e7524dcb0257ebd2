/**
 * Statistics for the benchmarks that need a year of them: websites, placement groups, one
 * demand source (keeping 90% of every format) and data items, then `days` days of statistics
 * through `today`, written a month
 * at a time with set-based SQL (the rollup triggers sum each statement's rows once).
 */
import type { Database } from '../../apps/api/src/db/client.js';
import { addDays } from '../../apps/api/src/lib/report-days.js';

/** Websites, placement groups, one demand source, data items; then `days` days of statistics through `today`. */
export interface StatisticsShape {
  websites: number;
  groupsPerSite: number;
  /** Website 1's placement groups, and its first group's data items (a big website). */
  bigSiteGroups: number;
  bigGroupItems: number;
  itemsPerGroup: number;
  days: number;
  /** The last day (YYYY-MM-DD). */
  today: string;
}

export async function seedStatistics(database: Database, shape: StatisticsShape): Promise<void> {
  const { websites: WEBSITES, groupsPerSite: GROUPS_PER_SITE, bigSiteGroups: BIG_SITE_GROUPS, bigGroupItems: BIG_GROUP_ITEMS } = shape;
  const { itemsPerGroup: ITEMS_PER_GROUP, days, today } = shape;
  const GROUPS = BIG_SITE_GROUPS + (WEBSITES - 1) * GROUPS_PER_SITE;
  const ITEMS = BIG_GROUP_ITEMS + (GROUPS - 1) * ITEMS_PER_GROUP;
  const q = (text: string, params?: unknown[]) => database.query(text, params);
  await q(`insert into users (username, email, password, role) values ('admin', 'admin@bench.test', 'x', 'admin')`);
  await q(`insert into group_types (name, code, system_default) select 'Format ' || g, 'f' || g, true from generate_series(1, 5) g`);
  await q(`insert into suppliers (name) values ('Bench source')`);
  await q(
    `insert into websites (name, url, category, status) select 'Site ' || g, 'https://site-' || g || '.example', 'news', 'active'
     from generate_series(1, $1::int) g`,
    [WEBSITES],
  );
  await q(
    `insert into placement_groups (name, group_id, website_id)
     select 'Placement ' || g, 1 + g % 5, case when g < $3::int then 1 else 2 + (g - $3::int) / $1::int end
     from generate_series(0, $2::int - 1) g`,
    [GROUPS_PER_SITE, GROUPS, BIG_SITE_GROUPS],
  );
  await q(
    `insert into placement_group_data (name, group_id, supplier_id, placement_group_id, dfp_placement_id)
     select 'Data ' || g, 1 + pg % 5, 1, pg, '' || g
     from generate_series(0, $2::int - 1) g
     cross join lateral (select case when g < $3::int then 1 else 2 + (g - $3::int) / $1::int end as pg) p`,
    [ITEMS_PER_GROUP, ITEMS, BIG_GROUP_ITEMS],
  );
  // The demand source keeps 90% of every format; the websites have no share of their own (100%).
  await q(`insert into supplier_shares (supplier_id, group_id, share) select 1, g, 90 from generate_series(1, 5) g`);
  const first = addDays(today, -(days - 1));
  for (let month = first.slice(0, 7); month <= today.slice(0, 7); month = addDays(`${month}-01`, 32).slice(0, 7)) {
    await q(`select pubdesk_statistics_partition($1::date)`, [`${month}-01`]);
  }
  // A month of days a statement: the rollup triggers sum each statement's rows once.
  for (let start = 0; start < days; start += 30) {
    const from = addDays(first, start);
    const to = addDays(first, Math.min(days, start + 30) - 1);
    await q(
      `insert into statistics (date, data_id, website_id, placement_group_id, supplier_id, group_id, status, complete,
         requests, impressions, viewable_impressions, clicks, revenue)
       select day, d.id, pg.website_id, d.placement_group_id, 1, d.group_id, 'active', true, 4000, x.imp, x.imp / 2, x.imp / 100, x.rev
       from generate_series($1::date, $2::date, interval '1 day') day
       cross join placement_group_data d join placement_groups pg on pg.id = d.placement_group_id
       cross join lateral (select 2000 + (d.id * 7 + extract(doy from day)::int * 13) % 1000 as imp,
                                  round(((d.id * 31 + extract(doy from day)::int * 17) % 500) / 100.0, 6) as rev) x
       -- Laid out as imports write them, a day at a time: a day's rows share pages (left to the
       -- plan, each data item's month came out together, and a day's rows took a page each).
       order by day, d.id`,
      [from, to],
    );
    process.stdout.write(`  ${to}\r`);
  }
  await q('analyze');
  // Flush the seed's writes now, so that no checkpoint runs under the first timed case.
  if (database.kind === 'postgres') await q('checkpoint');
}
