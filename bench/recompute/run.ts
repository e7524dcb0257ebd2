/**
 * `npm run bench:recompute`: a share backdated over a year of statistics, walked the way the
 * recomputation job walks it. For each size, on a database of its own: website 1 with one
 * placement group of BENCH_ITEMS data items (all of one format) and BENCH_DAYS days of statistics
 * through today (bench/shared/statistics-seed.ts, whose demand source keeps 90%), 20 small
 * websites beside it; website 1 gets platform 80% and network 75% from the beginning. Then a
 * platform share of 40% is backdated to the first day, as POST
 * /api/shares/platform/ does it (the current period closed the day before, the new one
 * inserted, the refresh request planned in the same transaction), and walkRecomputation, what
 * the job runs, rebuilds every day's rollups from the raw rows (migration 0041: rows carry no
 * stages; each is worked out from the periods when read): timed, with the server process's RSS (the embedded database
 * runs in a thread of it) and on PostgreSQL the walkers' database backends' private memory (RssAnon from
 * /proc, so PostgreSQL must run on this machine) sampled every 20 ms: start, peak, end.
 * "Memory flat" = the peaks do not grow with the size: two sizes by default.
 *
 * After the walk it checks and prints (asserts nothing): every row of the website and format
 * read at 40.00 with its stages worked out from its shares, the day rollup equal to the raw rows
 * as read, day by day (and the group and demand-source rollups in total), the other websites'
 * rollups untouched, the request done. It exits 0 whatever the figures are (1 only if it cannot run). Target (issue 32):
 * under 60 s for 10M statistics on PostgreSQL, memory flat.
 *
 * Environment: DATABASE_URL (unset: the embedded database in a temporary folder; set: a fresh
 * database on that PostgreSQL server, made and dropped, the user needs CREATEDB), BENCH_ITEMS
 * (comma-separated data items of the big website, one run each; default "274,2740" = 100k and
 * 1M statistics embedded, "2740,27400" = 1M and 10M on PostgreSQL), BENCH_DAYS (default 365),
 * BENCH_WALKERS (days rewritten at once, default the job's RECOMPUTE_WALKERS), BENCH_EXPLAIN=1 (print EXPLAIN ANALYZE of one day's rebuild and of the read it makes of the day's rows, in a transaction rolled back),
 * BENCH_WALKS (default 1: how many times the rows are walked; each later walk backdates another platform share, 45% then 40%
 * by turns, from a day later than the one before, as the API would, and prints its time: one walk's figure moves by 15% here),
 * BENCH_OTHER_SITES and BENCH_OTHER_ITEMS (the other websites and their data items, default 20 x 5:
 * e.g. 2466 x 10 puts 9M statistics beside a 1M website, a table of 10M of which the walk rewrites 1M).
 */
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../apps/api/src/db/client.js';
import { addDays, dayIn } from '../../apps/api/src/lib/report-days.js';
import { RECOMPUTE_WALKERS, shareRecomputations, walkRecomputation } from '../../apps/api/src/modules/statistics/share-recompute.js';
import { withBenchDatabase } from '../shared/in-process.js';
import { privateRss } from '../shared/process-memory.js';
import { seedStatistics } from '../shared/statistics-seed.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const sizes = (process.env.BENCH_ITEMS ?? (onPostgres ? '2740,27400' : '274,2740')).split(',').map(Number);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** Walks of the same rows (the first checked; each later one a share backdated again, a day later). */
const WALKS = Math.max(1, Number(process.env.BENCH_WALKS ?? 1));
/** Days rewritten at once (the job's RECOMPUTE_WALKERS unless BENCH_WALKERS says otherwise). */
const WALKERS = Number(process.env.BENCH_WALKERS ?? RECOMPUTE_WALKERS);
/**
 * The websites beside the big one, one placement group of BENCH_OTHER_ITEMS data items each: rows
 * the walk must leave alone (a share is a website's; the table can hold far more than it rewrites).
 */
const OTHER_SITES = Number(process.env.BENCH_OTHER_SITES ?? 20);
const OTHER_ITEMS = Number(process.env.BENCH_OTHER_ITEMS ?? 5);
const TARGET_S = 60;
const WEBSITE = 1;

/** The raw rows with their shares and stages worked out from the share periods row by row (`s`), as a page of rows is read. */
const staged = `(select s.*, sh.*, st.* from statistics s
  cross join lateral pubdesk_shares_on(s.website_id, s.network_id, s.supplier_id, s.group_id, s.date) sh
  cross join lateral pubdesk_stages(s.revenue, sh.supplier_share, sh.pmp_share, sh.platform_share, sh.network_share) st) s`;
/** The other websites' rollups in one figure: a walk of website 1's share must leave it as it was. */
const othersRolled = async (q: (text: string, params?: unknown[]) => Promise<Array<{ v: string }>>) =>
  (
    await q(`select coalesce(sum(platform_after), 0)::text || '/' || count(*) as v from statistic_website_days where website_id <> $1`, [
      WEBSITE,
    ])
  )[0]!.v;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const n = (x: number) => x.toLocaleString('en');

/** global.gc: from --expose-gc, or exposed here (the same function V8 gives that flag). */
function gcFunction(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** This process's RSS and JS heap, and the walk's backends' private memory (summed; none: 0), every 20 ms. */
function memorySampler(backendPids: readonly number[]) {
  const now = () => ({
    rss: process.memoryUsage().rss,
    heap: process.memoryUsage().heapUsed,
    backend: backendPids.reduce((sum, pid) => sum + privateRss(pid), 0),
  });
  const start = now();
  const peak = { ...start };
  const sample = () => {
    const m = now();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heap);
    peak.backend = Math.max(peak.backend, m.backend);
    return m;
  };
  const timer = setInterval(sample, 20);
  return {
    start,
    stop() {
      const end = sample();
      clearInterval(timer);
      return { peak, end };
    },
  };
}

/**
 * A platform share of website 1's format backdated to `from`, as POST /api/shares/platform/ writes
 * it in one transaction: the current period closed the day before, the new one inserted, the
 * refresh request planned. Answers the recomputation (null: no counted day).
 */
async function backdatePlatformShare(db: Db, p: { groupId: number; from: string; share: number; today: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`update shares set end_date = ${p.from}::date - 1
          where website_id = ${WEBSITE} and type = 'platform' and group_id = ${p.groupId} and end_date is null`,
    );
    const [period] = (
      (await tx.execute(
        sql`insert into shares (website_id, type, group_id, share, start_date)
            values (${WEBSITE}, 'platform', ${p.groupId}, ${p.share}, ${p.from}::date) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    return shareRecomputations.plan(tx, {
      scope: 'share',
      target: period!.id,
      websiteId: WEBSITE,
      supplierId: null,
      groupId: p.groupId,
      start: p.from,
      end: p.today,
      requestedBy: 1,
    });
  });
}

/** The Db with each transaction (the walk commits one a day) timed into `times`. */
function timingTransactions(db: Db, times: number[]): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return (fn: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
          const started = performance.now();
          return target.transaction(fn, config).finally(() => times.push(performance.now() - started));
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Runs `body` in a transaction that is rolled back, with a raw query function on it. */
async function rolledBack(database: Database, body: (q: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>) {
  if (database.pglite) {
    await database.pglite.transaction(async (tx) => {
      await body(async (text, params) => (await tx.query(text, params)).rows as unknown[]);
      await tx.rollback();
    });
    return;
  }
  // The bench's pool holds one connection: begin, the statements and rollback share it.
  await database.query('begin');
  try {
    await body((text, params) => database.query(text, params));
  } finally {
    await database.query('rollback');
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(items: number): Promise<void> {
  await withBenchDatabase(`recompute_${items}`, async ({ config, database: seeding }) => {
    const today = dayIn(config.REPORT_TZ);
    const q = <T = Record<string, unknown>>(text: string, params?: unknown[]) => seeding.query<T>(text, params);
    const seedStarted = performance.now();
    await seedStatistics(seeding, {
      websites: 1 + OTHER_SITES,
      groupsPerSite: 1,
      bigSiteGroups: 1,
      bigGroupItems: items,
      itemsPerGroup: OTHER_ITEMS,
      days: DAYS,
      today,
    });
    // The format of the big website's data items (what the walk filters on: the items' own group_id).
    const [format] = await q<{ id: number; formats: number }>(
      `select min(d.group_id)::int as id, count(distinct d.group_id)::int as formats
       from placement_group_data d join placement_groups pg on pg.id = d.placement_group_id where pg.website_id = $1`,
      [WEBSITE],
    );
    const groupId = format!.id;
    // Website 1's own shares (the seed's demand source keeps 90%; no PMP share: 100%).
    await q(`insert into shares (website_id, type, group_id, share) values ($1, 'platform', $2, 80), ($1, 'network', $2, 75)`, [
      WEBSITE,
      groupId,
    ]);
    const [stats] = await q<{ n: string }>(`select count(*)::text as n from statistics`);
    const [bulk] = await q<{ n: string; platform_after: string }>(
      `select sum(rows)::text as n, sum(platform_after)::text as platform_after from statistic_website_days where website_id = $1`,
      [WEBSITE],
    );
    const start = addDays(today, -(DAYS - 1));
    const othersBefore = await othersRolled(q);
    console.log(
      `\n${n(items)} data items x ${DAYS} days: ${n(Number(bulk!.n))} statistics of website ${WEBSITE} (format ${groupId}${format!.formats > 1 ? `, ${format!.formats} formats!` : ''}), ` +
        `${n(Number(stats!.n))} in all; seeded in ${secs(performance.now() - seedStarted)}`,
    );

    // On PostgreSQL connections of its own for the walk (one backend per walker, all opened now):
    // their memory is the walk's, not the seeding's.
    const walker = seeding.kind === 'postgres' ? await openDatabase({ url: config.DATABASE_URL, poolSize: WALKERS }) : seeding;
    try {
      const backendPids =
        walker.kind === 'postgres'
          ? (
              await Promise.all(
                Array.from({ length: WALKERS }, () => walker.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)')),
              )
            ).map((rows) => rows[0]!.pid)
          : [];

      // The backdated period, as the share service writes it: close the current one, insert the new one, plan.
      const planStarted = performance.now();
      const recomputation = await backdatePlatformShare(walker.db, { groupId, from: start, share: 40, today });
      const planMs = performance.now() - planStarted;
      if (!recomputation) throw new Error('the plan found no counted day');

      const gc = gcFunction();
      gc();
      gc();
      const dayTimes: number[] = [];
      const sampler = memorySampler(backendPids);
      const cpuBefore = process.cpuUsage();
      const walkStarted = performance.now();
      await walkRecomputation(timingTransactions(walker.db, dayTimes), recomputation.token, WALKERS);
      const walkMs = performance.now() - walkStarted;
      const cpu = process.cpuUsage(cpuBefore);
      const { peak, end } = sampler.stop();

      const sorted = [...dayTimes].sort((a, b) => a - b);
      const inDays = dayTimes.reduce((a, b) => a + b, 0);
      const slowest = dayTimes.indexOf(sorted[sorted.length - 1] ?? 0);
      console.log(
        `  backdate + plan:   ${secs(planMs)}  (platform 40% from ${start}; request ${recomputation.start_date} to ${recomputation.end_date})`,
      );
      console.log(
        `  walk:              ${secs(walkMs)}  (${dayTimes.length} days by ${WALKERS} walker${WALKERS === 1 ? '' : 's'}, ${n(Math.round(Number(bulk!.n) / (walkMs / 1000)))} statistics/s)` +
          (onPostgres
            ? Number(bulk!.n) >= 10_000_000
              ? `; target < ${TARGET_S} s at 10M: ${walkMs / 1000 < TARGET_S ? 'met' : 'not met'}`
              : `; at this rate 10M would take ~${((walkMs / 1000) * (10_000_000 / Number(bulk!.n))).toFixed(0)} s (target < ${TARGET_S} s at 10M)`
            : ''),
      );
      console.log(
        `  per day:           median ${sorted.length ? percentile(sorted, 50).toFixed(0) : '-'} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
          `max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms (day ${slowest + 1}), min ${(sorted[0] ?? 0).toFixed(0)} ms; ` +
          // Walkers overlap their days: the day transactions' sum against the walk's time says how well.
          (WALKERS === 1
            ? `outside the day transactions ${secs(walkMs - inDays)}`
            : `day transactions ${secs(inDays)} in all, ${(inDays / walkMs).toFixed(2)} at once on average`),
      );
      console.log(`  server CPU:        ${secs((cpu.user + cpu.system) / 1000)} (this process, all threads)`);
      console.log(
        `  server process:    RSS start ${mib(sampler.start.rss)}, peak ${mib(peak.rss)} (+${mib(peak.rss - sampler.start.rss)}), end ${mib(end.rss)}; ` +
          `JS heap start ${mib(sampler.start.heap)}, peak ${mib(peak.heap)}`,
      );
      if (walker.kind === 'postgres')
        console.log(
          sampler.start.backend
            ? `  database backends: ${WALKERS}, private memory summed: start ${mib(sampler.start.backend)}, peak ${mib(peak.backend)} (+${mib(peak.backend - sampler.start.backend)}), end ${mib(end.backend)}`
            : '  database backend:  memory not readable (not on this machine)',
        );
      else console.log('  database:          the embedded database runs in a thread of this process: counted in its RSS');

      // ---- Correctness (printed, not asserted) ----
      // Working every row's stages out reads 10M rows a few minutes a query: the stages are checked
      // on eight days spread over the walk (every row of them), the counts and the gross on every day.
      const sample = Array.from({ length: 8 }, (_, i) => addDays(start, Math.round((i * (DAYS - 1)) / 7)));
      const [rows] = await q<{ rows: number; at40: number; stages: number }>(
        `select count(*)::int as rows, count(*) filter (where s.platform_share = 40.00)::int as at40,
           count(*) filter (where s.supplier_share = 90 and s.pmp_share = 100 and s.network_share = 75
             and s.supplier_after = round(s.revenue * (s.supplier_share * 0.01), 6)
             and s.pmp_after = round(s.supplier_after * (s.pmp_share * 0.01), 6)
             and s.platform_after = round(s.pmp_after * (s.platform_share * 0.01), 6)
             and s.network_after = round(s.platform_after * (s.network_share * 0.01), 6))::int as stages
         from ${staged} where s.website_id = $1 and s.group_id = $2 and s.date = any($3::date[])`,
        [WEBSITE, groupId, sample],
      );
      const measured = `count(*)::int as rows, sum(requests) as requests, sum(impressions) as impressions, sum(clicks) as clicks,
        sum(revenue) as revenue`;
      const sums = `${measured}, sum(supplier_after) as supplier_after, sum(pmp_after) as pmp_after,
        sum(platform_after) as platform_after, sum(network_after) as network_after`;
      const rolled = `rows, requests, impressions, clicks, revenue, supplier_after, pmp_after, platform_after, network_after`;
      /** The website's day rollup against its raw rows (`raw`: a grouping by day, status, completeness), over `days`. */
      const dayCheck = (raw: string, columns: string[], days: string) =>
        q<{ days: number; differ: number; platform_after: string }>(
          `with raw as (${raw}),
                roll as (select date, status, complete, ${rolled} from statistic_website_days where website_id = $1 and ${days})
           select count(*)::int as days, (select sum(platform_after)::text from roll) as platform_after,
             count(*) filter (where (${columns.map((c) => `raw.${c}`).join(', ')})
               is distinct from (${columns.map((c) => `roll.${c}`).join(', ')}))::int as differ
           from raw full join roll using (date, status, complete)`,
          [WEBSITE, sample],
        );
      const [days] = await dayCheck(
        `select date, status, complete, ${measured} from statistics where website_id = $1 group by date, status, complete`,
        ['rows', 'requests', 'impressions', 'clicks', 'revenue'],
        // Every day (the sample typed, unused).
        `($2::date[] is not null)`,
      );
      const [sampled] = await dayCheck(
        `select date, status, complete, ${sums} from ${staged} where s.website_id = $1 and s.date = any($2::date[]) group by date, status, complete`,
        rolled.split(', '),
        `date = any($2::date[])`,
      );
      const othersAfter = await othersRolled(q);
      const total = (table: string) =>
        `(select row(sum(rows)::int, ${rolled
          .split(', ')
          .slice(1)
          .map((c) => `sum(${c})`)}) from ${table} where website_id = $1)`;
      const [others] = await q<{ groups: boolean; sources: boolean }>(
        `select ${total('statistic_group_days')} is not distinct from ${total('statistic_website_days')} as groups,
                ${total('statistic_supplier_days')} is not distinct from ${total('statistic_website_days')} as sources`,
        [WEBSITE],
      );
      const [request] = await q<{ state: string; days_done: number; days_total: number }>(
        `select state, days_done, days_total from statistic_refreshes where token = $1`,
        [recomputation.token],
      );
      const expected = items * sample.length;
      const held =
        rows!.rows === expected &&
        rows!.at40 === expected &&
        rows!.stages === expected &&
        days!.differ === 0 &&
        sampled!.differ === 0 &&
        others!.groups &&
        others!.sources &&
        othersAfter === othersBefore &&
        request?.state === 'done' &&
        request.days_done === DAYS;
      console.log(
        `  check:             on ${sample.length} days spread over the walk, ${n(rows!.at40)} of ${n(rows!.rows)} rows at 40.00 (expected ${n(expected)}), ` +
          `${n(rows!.stages)} with their stages from their shares, ${sampled!.differ} of ${sampled!.days} day rollups differ from the rows as read; ` +
          `every day: ${days!.differ} of ${days!.days} day rollups differ from the rows' counts and gross; group and source rollups ${others!.groups && others!.sources ? 'equal' : 'DIFFER'}; ` +
          `other websites' rollups ${othersAfter === othersBefore ? 'unchanged' : 'CHANGED'}; request ${request?.state} ${request?.days_done}/${request?.days_total} days; ` +
          `platform after ${Number(bulk!.platform_after).toFixed(0)} -> ${Number(days!.platform_after).toFixed(0)}: ${held ? 'HELD' : 'FAILED'}`,
      );

      if (EXPLAIN) {
        const day = addDays(start, Math.floor(DAYS / 2));
        await rolledBack(walker, async (query) => {
          // Another share for the day, so that the rebuild has every key to change (after the walk all are in step).
          await query(
            `update shares set share = 45 where website_id = $1 and type = 'platform' and group_id = $2 and start_date = $3::date`,
            [WEBSITE, groupId, start],
          );
          await query(`select set_config('work_mem', '32MB', true)`);
          const read = `select count(*), sum(network_after) from ${staged} where s.website_id = ${WEBSITE} and s.group_id = ${groupId} and s.date = '${day}'`;
          for (const [what, text] of [
            [`the read of ${day}'s rows with their stages`, read],
            [
              `the statement of ${day}'s rebuild`,
              ((await query(`select pubdesk_rebuild_sql(${WEBSITE}, null, ${groupId}, '${day}') as t`)) as Array<{ t: string }>)[0]!.t,
            ],
            [
              `${day}'s rebuild (the whole function, once more: nothing left to change)`,
              `select pubdesk_statistics_rebuild(${WEBSITE}, null, ${groupId}, '${day}')`,
            ],
          ] as const) {
            const plan = (await query(`explain (analyze, buffers) ${text}`)) as { 'QUERY PLAN': string }[];
            console.log(`  EXPLAIN ANALYZE of ${what} (rolled back):`);
            for (const line of plan) console.log(`    ${line['QUERY PLAN']}`);
          }
        });
      }

      for (let walk = 2; walk <= WALKS; walk++) {
        const from = addDays(start, walk - 1);
        const share = walk % 2 === 0 ? 45 : 40;
        const again = await backdatePlatformShare(walker.db, { groupId, from, share, today });
        if (!again) break;
        const started = performance.now();
        await walkRecomputation(walker.db, again.token, WALKERS);
        const days = DAYS - (walk - 1);
        console.log(
          `  walk ${walk} of ${WALKS}:       ${secs(performance.now() - started)}  (platform ${share}% from ${from}: ${n(days * items)} statistics over ${days} days again)`,
        );
      }
    } finally {
      if (walker !== seeding) await walker.close();
    }
  });
}

console.log(
  `bench:recompute on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}: a platform share backdated over ${DAYS} days through today, ` +
    `sizes ${sizes.map((s) => n(s * DAYS)).join(' and ')} statistics`,
);
for (const size of sizes) await measure(size);
const load = loadavg()[0]!;
console.log(
  `\nload average ${load.toFixed(2)}${load > availableParallelism() * 0.75 ? ' (the machine is busy: times are pessimistic)' : ''}`,
);
