/**
 * Seeds statistics for 22,988 data items (1,000 websites of 5 placement groups x 2 items, the first
 * website 5,000 groups, its first group 3,000 items), then
 * times through fastify.inject the 30- and 365-day website, placement group and demand source
 * reports and the dashboard calls, beside the same aggregation sent as raw SQL over the raw
 * table (GROUP BY date) and over the rollup, in the same run and over the same connection.
 * Last, it writes one more day for every data item through the repository (rollups included).
 * Prints p50 and p95 and the targets; asserts nothing.
 *
 * DATABASE_URL selects PostgreSQL (a fresh database, dropped afterwards); otherwise the embedded
 * database in a temporary folder. BENCH_STATS sets the number of statistics (default 1M
 * embedded, 10M PostgreSQL, 50M with BENCH_BIG=1); BENCH_ITERATIONS the timed calls per case.
 */
import type { Database } from '../../apps/api/src/db/client.js';
import { adminApp, timed, withBenchDatabase } from '../shared/in-process.js';
import { addDays, dayIn } from '../../apps/api/src/lib/report-days.js';
import { statisticsRepo } from '../../apps/api/src/modules/statistics/statistics.repo.js';
import { demoFigures } from '../../apps/api/src/modules/statistics/refresh.connectors.js';

const WEBSITES = 1_000;
const GROUPS_PER_SITE = 5;
/**
 * Website 1 is a big one: 5,000 placement groups, the first of them with 3,000 data items (13,000
 * on the website), the size at which a raw GROUP BY over a range hurts and a rollup pays.
 */
const BIG_SITE_GROUPS = 5_000;
const BIG_GROUP_ITEMS = 3_000;
const ITEMS_PER_GROUP = 2;
const GROUPS = BIG_SITE_GROUPS + (WEBSITES - 1) * GROUPS_PER_SITE;
const ITEMS = BIG_GROUP_ITEMS + (GROUPS - 1) * ITEMS_PER_GROUP;
/** The day written at the end, as the target names it: 10,000 data items. */
const WRITE_ITEMS = 10_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);

const time = (fn: () => Promise<unknown>) => timed(fn, ITERATIONS, 10);
/** The raw GROUP BY is the slow baseline (seconds over a year of a big key): fewer calls of it. */
const RAW_ITERATIONS = Math.min(ITERATIONS, Number(process.env.BENCH_RAW_ITERATIONS ?? 10));
const timeRaw = (fn: () => Promise<unknown>) => timed(fn, RAW_ITERATIONS, 1);

/** Websites, placement groups, one demand source, data items; then `days` days of statistics through `today`. */
async function seed(database: Database, days: number, today: string): Promise<void> {
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
  const first = addDays(today, -(days - 1));
  for (let month = first.slice(0, 7); month <= today.slice(0, 7); month = addDays(`${month}-01`, 32).slice(0, 7)) {
    await q(`select pubdesk_statistics_partition($1::date)`, [`${month}-01`]);
  }
  // A month of days a statement: the rollup triggers sum each statement's rows once.
  for (let start = 0; start < days; start += 30) {
    const from = addDays(first, start);
    const to = addDays(first, Math.min(days, start + 30) - 1);
    await q(
      `insert into statistics (date, data_id, website_id, placement_group_id, supplier_id, status, complete,
         requests, impressions, viewable_impressions, clicks, revenue, supplier_share, platform_share, network_share,
         supplier_after, pmp_after, platform_after, network_after)
       select day, d.id, pg.website_id, d.placement_group_id, 1, 'active', true, 4000, x.imp, x.imp / 2, x.imp / 100, x.rev,
         90, 80, 75, round(x.rev * 0.9, 6), round(x.rev * 0.9, 6), round(x.rev * 0.72, 6), round(x.rev * 0.54, 6)
       from generate_series($1::date, $2::date, interval '1 day') day
       cross join placement_group_data d join placement_groups pg on pg.id = d.placement_group_id
       cross join lateral (select 2000 + (d.id * 7 + extract(doy from day)::int * 13) % 1000 as imp,
                                  round(((d.id * 31 + extract(doy from day)::int * 17) % 500) / 100.0, 6) as rev) x`,
      [from, to],
    );
    process.stdout.write(`  ${to}\r`);
  }
  await q('analyze');
  // Flush the seed's writes now, so that no checkpoint runs under the first timed case.
  if (database.kind === 'postgres') await q('checkpoint');
}

async function main() {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const stats = Number(process.env.BENCH_STATS ?? (onPostgres ? (process.env.BENCH_BIG ? 50_000_000 : 10_000_000) : 1_000_000));
  const days = Math.max(1, Math.round(stats / ITEMS));
  await withBenchDatabase('reports', async (bench) => {
    const { config, database } = bench;
    const today = dayIn(config.REPORT_TZ);
    const t0 = Date.now();
    console.log(
      `seeding ${(days * ITEMS).toLocaleString()} statistics (${ITEMS.toLocaleString()} data items x ${days} days) on ${database.kind}...`,
    );
    await seed(database, days, today);
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const { app, headers } = await adminApp(bench);
    const get = async (url: string) => {
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    // The big website, and one of its placement groups.
    const site = 1;
    const group = 1;
    const sums = `sum(requests), sum(impressions), sum(viewable_impressions), sum(clicks), sum(revenue), sum(supplier_after),
      sum(pmp_after), sum(platform_after), sum(network_after)`;
    /** The report's two queries (a page of days and the range's totals) over a table. */
    const reportSql = (table: string, where: string, from: string) => () =>
      Promise.all([
        database.query(
          `select date, ${sums} from ${table} where ${where} and date between $1 and $2 group by date order by date desc limit 30`,
          [from, today],
        ),
        database.query(`select ${sums} from ${table} where ${where} and date between $1 and $2`, [from, today]),
      ]);

    const rows: string[][] = [];
    const measure = async (name: string, api: () => Promise<unknown>, raw?: () => Promise<unknown>, rollup?: () => Promise<unknown>) => {
      const a = await time(api);
      const r = raw ? await timeRaw(raw) : null;
      const u = rollup ? await time(rollup) : null;
      rows.push([
        name,
        a.p50.toFixed(1),
        a.p95.toFixed(1),
        r ? r.p95.toFixed(1) : '',
        u ? u.p95.toFixed(1) : '',
        r ? (r.p95 / a.p95).toFixed(1) + 'x' : '',
        u ? (a.p95 / (u.p95 + 5)).toFixed(2) : '',
      ]);
      console.log(rows.at(-1)!.join('  '));
    };
    for (const span of [30, 365]) {
      const from = addDays(today, -(span - 1));
      const range = `start_date=${from}&end_date=${today}`;
      await measure(
        `website ${span} days`,
        () => get(`/api/statistics/websites/${site}/?${range}`),
        reportSql('statistics', `website_id = ${site}`, from),
        reportSql('statistic_website_days', `website_id = ${site}`, from),
      );
      await measure(
        `group ${span} days`,
        () => get(`/api/statistics/groups/${group}/?${range}`),
        reportSql('statistics', `placement_group_id = ${group}`, from),
        reportSql('statistic_group_days', `website_id = ${site} and placement_group_id = ${group}`, from),
      );
      await measure(
        `supplier ${span} days`,
        () => get(`/api/statistics/suppliers/1/?${range}`),
        reportSql('statistics', 'supplier_id = 1', from),
        reportSql('statistic_source_days', 'supplier_id = 1', from),
      );
    }
    await measure('dashboard /auth/status/', () => get('/api/auth/status/'));
    await measure('dashboard graph (30 days)', () => get('/api/statistics/dashboard/'));
    await measure('dashboard websites yesterday', () => get('/api/statistics/yesterday/websites/'));
    await measure('dashboard formats yesterday', () => get('/api/statistics/yesterday/ad_formats/'));

    console.log(
      `\n${ITERATIONS} timed calls each after 10 warm-up (raw SQL: ${RAW_ITERATIONS} after 1), one connection, ${database.kind}, ${(days * ITEMS).toLocaleString()} statistics`,
    );
    const head = ['case', 'API p50', 'API p95', 'raw p95', 'rollup p95', 'raw/API', 'API/(rollup+5ms)'];
    for (const r of [head, ...rows]) console.log(r.map((c, i) => (i === 0 ? c.padEnd(30) : c.padStart(i === 6 ? 16 : 10))).join(''));
    console.log('targets on PostgreSQL at 10M: 30-day p95 <= 50 ms, 365-day <= 150 ms, raw/API >= 20x, API/(rollup+5ms) <= 1.5');

    // A day of statistics for every data item, written with its waterfall (rollups by trigger).
    const day = addDays(today, 1);
    await database.query(`select pubdesk_statistics_partition($1::date)`, [day]);
    const input = Array.from({ length: WRITE_ITEMS }, (_, i) => ({
      ...demoFigures(i + 1, day),
      dataId: i + 1,
      date: day,
      status: 'active' as const,
      complete: false,
    }));
    const w0 = process.hrtime.bigint();
    await statisticsRepo(database.db).insertMany(input);
    console.log(
      `a day of ${WRITE_ITEMS.toLocaleString()} data items written in ${(Number(process.hrtime.bigint() - w0) / 1e6).toFixed(0)} ms (target <= 2000 ms)`,
    );
    await app.close();
  });
}

await main();
