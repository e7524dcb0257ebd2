/**
 * Seeds statistics for 22,988 data items (1,000 websites of 5 placement groups x 2 items, the first
 * website 5,000 groups, its first group 3,000 items; see BENCH_WEBSITES), then
 * times through fastify.inject the 30- and 365-day website, placement group and demand source
 * reports and the dashboard calls, beside the same aggregation sent as raw SQL over the raw
 * table (GROUP BY date) and over the rollup, in the same run and over the same connection.
 * Last, it writes one more day for every data item through the repository (rollups included).
 * Prints p50 and p95 and the targets; asserts nothing.
 *
 * DATABASE_URL selects PostgreSQL (a fresh database, dropped afterwards); otherwise the embedded
 * database in a temporary folder. BENCH_STATS sets the number of statistics (default 1M
 * embedded, 10M PostgreSQL, 50M with BENCH_BIG=1); BENCH_ITERATIONS the timed calls per case;
 * BENCH_WEBSITES the websites (default 1,000; 100,000 for the dashboard at scale).
 */
import { adminApp, timed, withBenchDatabase } from '../shared/in-process.js';
import { seedStatistics } from '../shared/statistics-seed.js';
import { addDays, dayIn } from '../../apps/api/src/lib/report-days.js';
import { statisticsRepo } from '../../apps/api/src/modules/statistics/statistics.repo.js';
import { demoFigures } from '../../apps/api/src/modules/statistics/demo-figures.js';

/**
 * BENCH_WEBSITES (default 1,000): at 100,000 (issue 33's dashboard world) each website but the big
 * one has one placement group of one data item, so that 10M statistics still span 90 days.
 */
const WEBSITES = Number(process.env.BENCH_WEBSITES ?? 1_000);
const MANY_SITES = WEBSITES >= 10_000;
const GROUPS_PER_SITE = MANY_SITES ? 1 : 5;
/**
 * Website 1 is a big one: 5,000 placement groups, the first of them with 3,000 data items (13,000
 * on the website), the size at which a raw GROUP BY over a range hurts and a rollup pays.
 */
const BIG_SITE_GROUPS = 5_000;
const BIG_GROUP_ITEMS = 3_000;
const ITEMS_PER_GROUP = MANY_SITES ? 1 : 2;
const GROUPS = BIG_SITE_GROUPS + (WEBSITES - 1) * GROUPS_PER_SITE;
const shape = {
  websites: WEBSITES,
  groupsPerSite: GROUPS_PER_SITE,
  bigSiteGroups: BIG_SITE_GROUPS,
  bigGroupItems: BIG_GROUP_ITEMS,
  itemsPerGroup: ITEMS_PER_GROUP,
};
const ITEMS = BIG_GROUP_ITEMS + (GROUPS - 1) * ITEMS_PER_GROUP;
/** The day written at the end, as the target names it: 10,000 data items. */
const WRITE_ITEMS = 10_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);

const time = (fn: () => Promise<unknown>) => timed(fn, ITERATIONS, 10);
/** The raw GROUP BY is the slow baseline (seconds over a year of a big key): fewer calls of it. */
const RAW_ITERATIONS = Math.min(ITERATIONS, Number(process.env.BENCH_RAW_ITERATIONS ?? 10));
const timeRaw = (fn: () => Promise<unknown>) => timed(fn, RAW_ITERATIONS, 1);

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
    await seedStatistics(database, { ...shape, days, today });
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
    /** The raw rows with their stages worked out from the share periods, as the product reads a row. */
    const staged = `(select s.*, st.* from statistics s
      cross join lateral pubdesk_shares_on(s.website_id, s.network_id, s.supplier_id, s.group_id, s.date) sh
      cross join lateral pubdesk_stages(s.revenue, sh.supplier_share, sh.pmp_share, sh.platform_share, sh.network_share) st) raw`;
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
        reportSql(staged, `website_id = ${site}`, from),
        reportSql('statistic_website_days', `website_id = ${site}`, from),
      );
      await measure(
        `group ${span} days`,
        () => get(`/api/statistics/groups/${group}/?${range}`),
        reportSql(staged, `placement_group_id = ${group}`, from),
        reportSql('statistic_group_days', `website_id = ${site} and placement_group_id = ${group}`, from),
      );
      await measure(
        `supplier ${span} days`,
        () => get(`/api/statistics/suppliers/1/?${range}`),
        reportSql(staged, 'supplier_id = 1', from),
        reportSql('statistic_source_days', 'supplier_id = 1', from),
      );
    }
    await measure('dashboard /auth/status/', () => get('/api/auth/status/'));
    await measure('dashboard revenue tiles', () => get('/api/statistics/summary/'));
    await measure('dashboard graph (30 days)', () => get('/api/statistics/dashboard/'));
    await measure('dashboard graph, one website', () => get(`/api/statistics/dashboard/?website=${WEBSITES}`));
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
