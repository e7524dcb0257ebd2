/**
 * `npm run bench:imports`: one revenue import of a large Ad Manager report, through the import
 * runner the jobs run, against the platform's stand-ins. By default 10,000 ad units x 10 days =
 * 100,000 report rows, each matched to a data item, staged page by page and written as 100,000
 * statistics. Prints rows per second and the server process's RSS growth (sampled every 100 ms);
 * target: under 30 s and under 100 MB of growth.
 *
 * The stand-ins (Google's token endpoint, the Ad Manager API) run in a child process
 * (`stand-ins.ts` under tsx), so making the report's pages counts in neither the server's time
 * nor its memory. This process is the server side: the database (the embedded one in its
 * thread, or a fresh PostgreSQL database with DATABASE_URL) and the runner.
 *
 * On the embedded database it also prints where the time went: the database statements by kind
 * (timed around the client drizzle talks to), the platform calls (fetch until the answer's
 * headers) and the rest on the server's thread (reading and parsing the pages, mapping rows, the
 * connector's spacing between calls). Asserts nothing; exits 0 whatever the figures (1 only if it
 * cannot run).
 *
 * Environment: BENCH_KEYS (ad units, default 10000), BENCH_DAYS (default 10), DATABASE_URL.
 */
import { fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { Db } from '../../apps/api/src/db/client.js';
import type { EmbeddedClient, EmbeddedTransaction } from '../../apps/api/src/db/pglite-thread.js';
import { addDays, dayIn } from '../../apps/api/src/lib/report-days.js';
import { secretBox } from '../../apps/api/src/lib/secret-box.js';
import { accountEmailOf } from '../../apps/api/src/modules/external-apis/account-email.js';
import { apiTypes, externalApis } from '../../apps/api/src/modules/external-apis/index.js';
import { groupTypes } from '../../apps/api/src/modules/group-types/index.js';
import { importRuns } from '../../apps/api/src/modules/imports/index.js';
import { importRunner } from '../../apps/api/src/modules/imports/imports.runner.js';
import { serveMetrics } from '../../apps/api/src/modules/metrics/index.js';
import { placementGroupData, placementGroupDataMetrics } from '../../apps/api/src/modules/placement-group-data/index.js';
import { placementGroups } from '../../apps/api/src/modules/placement-groups/index.js';
import { suppliers } from '../../apps/api/src/modules/suppliers/index.js';
import { websites } from '../../apps/api/src/modules/websites/index.js';
import { importsPorts } from '../../apps/api/test/jobs-fixtures.js';
import { madeUpKey } from '../../apps/api/test/stand-ins/admanager.js';
import { serviceAccountKey } from '../../apps/api/test/stand-ins/google-token.js';
import { withBenchDatabase, type Bench } from '../shared/in-process.js';

const KEYS = Number(process.env.BENCH_KEYS ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 10);
const TARGET_S = 30;
const TARGET_MB = 100;
const MB = 1024 * 1024;
/** Set when the import did not end `done`: its figures measure nothing, and the script exits 1. */
let incomplete = false;

// ---- The stand-ins, in a child process ----

interface Ready {
  type: 'ready';
  tokenUrl: string;
  apiUrl: string;
  networkCode: string;
}
interface Counts {
  type: 'counts';
  counts: Record<string, number>;
  cpuMs: number;
}

function startStandIns() {
  const child = fork(new URL('./stand-ins.ts', import.meta.url), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, BENCH_KEYS: String(KEYS) },
    stdio: 'inherit',
  });
  const answer = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type?: string; message?: string }) => {
        if (m.type === 'failed') reject(new Error(`the stand-ins failed:\n${m.message}`));
        else if (m.type === type) resolve(m as T);
        else return;
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onExit = (code: number | null) => reject(new Error(`the stand-ins exited early (code ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    ready: answer<Ready>('ready'),
    async stop(): Promise<Counts | null> {
      if (child.exitCode !== null) return null;
      const counts = answer<Counts>('counts').catch(() => null);
      child.send('stop');
      return counts;
    },
    kill: () => child.exitCode === null && child.kill(),
  };
}

// ---- Where the time goes ----

interface Tally {
  n: number;
  ms: number;
}
const tally = (): Tally => ({ n: 0, ms: 0 });
const spent = {
  stage: tally(),
  clearStaged: tally(),
  days: tally(),
  runUpdates: tally(),
  otherStatements: tally(),
  platformCalls: tally(),
};

async function timedInto<T>(into: Tally, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    into.n++;
    into.ms += performance.now() - started;
  }
}

const kindOf = (text: string): Tally =>
  /^\s*insert into "import_staged_rows"/i.test(text)
    ? spent.stage
    : /^\s*delete from "import_staged_rows"/i.test(text)
      ? spent.clearStaged
      : /^\s*update "import_runs"/i.test(text)
        ? spent.runUpdates
        : spent.otherStatements;

/**
 * A drizzle over the embedded client, each statement timed by kind; a transaction (the runner
 * writes each day in one) is timed whole.
 */
function timedDb(client: EmbeddedClient): Db {
  const timed = {
    query: (text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
      timedInto(kindOf(text), () => client.query(text, params, options)),
    exec: (text: string) => timedInto(kindOf(text), () => client.exec(text)),
    transaction: <T>(fn: (tx: EmbeddedTransaction) => Promise<T>) => timedInto(spent.days, () => client.transaction(fn)),
  };
  return drizzle({ client: timed as unknown as PGlite }) as unknown as Db;
}

/** Platform calls, timed until the answer's headers (the body is read by the connector after). */
function timePlatformCalls(apiUrl: string, tokenUrl: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(apiUrl) && !url.startsWith(tokenUrl)) return original(input, init);
    return timedInto(spent.platformCalls, () => original(input, init));
  };
  return () => void (globalThis.fetch = original);
}

/**
 * CPU seconds of this process's threads from /proc (Linux; null elsewhere): the main thread (the
 * runner, the connector, drizzle) and the others (the embedded database's thread, V8's helpers).
 * Steadier than wall time on a busy machine.
 */
function threadCpu(): { main: number; others: number } | null {
  try {
    const tick = 100; // USER_HZ
    let main = 0;
    let others = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const [utime = '0', stime = '0'] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 13);
      const seconds = (Number(utime) + Number(stime)) / tick;
      if (Number(tid) === process.pid) main += seconds;
      else others += seconds;
    }
    return { main, others };
  } catch {
    return null;
  }
}

// ---- Memory ----

/** global.gc: from --expose-gc, or exposed here (the same function V8 gives that flag). */
function gcFunction(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function rssSampler() {
  let peak = process.memoryUsage().rss;
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return { peak, heapPeak };
    },
  };
}

// ---- The world ----

/** An Ad Manager API, an automatic source on it, two ticked metrics and KEYS ad-unit data items. */
async function seedWorld(bench: Bench, networkCode: string) {
  const db = bench.database.db;
  const code = JSON.stringify({ ...serviceAccountKey, network_code: networkCode });
  const [type] = await db.select({ id: apiTypes.id }).from(apiTypes).where(eq(apiTypes.shortname, 'admanager'));
  if (!type) throw new Error('the migration made no admanager API type');
  const [api] = await db
    .insert(externalApis)
    .values({
      typeId: type.id,
      name: 'Bench Ad Manager',
      shortname: 'bench-gam',
      codeSealed: secretBox(bench.config.secret).seal(code),
      accountEmail: accountEmailOf(code),
    })
    .returning({ id: externalApis.id });
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: 'GAM', type: 'automatic', apiId: api!.id, currency: 'USD' })
    .returning({ id: suppliers.id });
  const metrics = await db
    .insert(serveMetrics)
    .values([
      {
        name: 'Ad server impressions',
        shortname: 'adserver-impressions',
        code: 'AD_SERVER_IMPRESSIONS',
        type: 'adserver',
        field: 'impressions',
      },
      { name: 'Ad server revenue', shortname: 'adserver-revenue', code: 'AD_SERVER_REVENUE', type: 'adserver', field: 'revenue' },
    ])
    .returning({ id: serveMetrics.id });
  const [format] = await db
    .insert(groupTypes)
    .values({ name: 'Medium Rectangle', code: 'mrec', systemDefault: true })
    .returning({ id: groupTypes.id });
  const [site] = await db
    .insert(websites)
    .values({ name: 'Bench News', url: 'https://bench.example.com', category: 'news', status: 'active' })
    .returning({ id: websites.id });
  const [group] = await db
    .insert(placementGroups)
    .values({ name: 'Bench placement', groupId: format!.id, websiteId: site!.id })
    .returning({ id: placementGroups.id });
  const CHUNK = 2_500;
  for (let from = 0; from < KEYS; from += CHUNK) {
    const ks = Array.from({ length: Math.min(CHUNK, KEYS - from) }, (_, i) => from + i);
    const items = await db
      .insert(placementGroupData)
      .values(
        ks.map((k) => ({
          name: `Ad unit ${k}`,
          groupId: format!.id,
          type: 'ad_unit' as const,
          dfpAdunitId: madeUpKey('AD_UNIT_ID', k),
          supplierId: supplier!.id,
          placementGroupId: group!.id,
        })),
      )
      .returning({ id: placementGroupData.id });
    await db.insert(placementGroupDataMetrics).values(items.flatMap((item) => metrics.map((m) => ({ dataId: item.id, metricId: m.id }))));
  }
  if (bench.database.kind === 'postgres') await bench.database.query('analyze');
  return { apiId: api!.id, supplierId: supplier!.id };
}

// ---- The run ----

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const standIns = startStandIns();
  process.once('exit', standIns.kill);
  const ready = await standIns.ready;
  const env = { PUBDESK_GOOGLE_TOKEN_URL: ready.tokenUrl, PUBDESK_ADMANAGER_API_URL: ready.apiUrl };
  let platform: Counts | null = null;
  try {
    await withBenchDatabase(
      'imports',
      async (bench) => {
        const seedStarted = performance.now();
        const { apiId, supplierId } = await seedWorld(bench, ready.networkCode);
        const today = dayIn(bench.config.REPORT_TZ);
        // Days the platform no longer revises: the run writes them complete.
        const start = addDays(today, -(DAYS + 6));
        const end = addDays(start, DAYS - 1);
        const [run] = await bench.database.db
          .insert(importRuns)
          .values({ supplierId, apiId, start, end, trigger: 'backfill' })
          .returning({ id: importRuns.id });
        console.log(
          `bench:imports on ${bench.database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}: ${KEYS.toLocaleString('en')} ad units x ${DAYS} days = ` +
            `${(KEYS * DAYS).toLocaleString('en')} report rows, ${start} to ${end}; world seeded in ${secs(performance.now() - seedStarted)}`,
        );

        const db = bench.database.pglite ? timedDb(bench.database.pglite) : bench.database.db;
        const runner = importRunner({ ...importsPorts, db, config: bench.config, log: pino({ level: 'error' }) });
        const untime = timePlatformCalls(ready.apiUrl, ready.tokenUrl);
        const gc = gcFunction();
        gc();
        gc();
        const before = process.memoryUsage();
        const cpuBefore = process.cpuUsage();
        const threadsBefore = threadCpu();
        const sampler = rssSampler();
        const started = performance.now();
        const state = await runner.run(run!.id);
        const elapsed = performance.now() - started;
        const { peak, heapPeak } = sampler.stop();
        const cpu = process.cpuUsage(cpuBefore);
        const threadsAfter = threadCpu();
        untime();
        gc();
        gc();
        const after = process.memoryUsage();

        const [done] = await bench.database.db.select().from(importRuns).where(eq(importRuns.id, run!.id));
        const [written] = await bench.database.query<{ n: number }>(
          'select count(*)::int as n from statistics where supplier_id = $1 and date between $2::date and $3::date',
          [supplierId, start, end],
        );
        platform = await standIns.stop();

        const seconds = elapsed / 1000;
        const growth = peak - before.rss;
        console.log(`run ${done?.state ?? state}${done?.error ? `: ${done.error}` : ''}`);
        incomplete = done?.state !== 'done';
        console.log(`rows fetched          ${done?.rowsFetched.toLocaleString('en')}`);
        console.log(`rows matched          ${done?.rowsMatched.toLocaleString('en')} (unmatched ${done?.rowsUnmatched ?? 0})`);
        console.log(
          `statistics written    ${Number(written?.n ?? 0).toLocaleString('en')} (expected ${(KEYS * DAYS).toLocaleString('en')})`,
        );
        console.log(`total                 ${seconds.toFixed(2)} s`);
        console.log(`rows/s                ${Math.round((done?.rowsFetched ?? 0) / seconds).toLocaleString('en')}`);
        const split =
          threadsBefore && threadsAfter
            ? `: main thread ${secs((threadsAfter.main - threadsBefore.main) * 1000)}, other threads (database, GC) ${secs((threadsAfter.others - threadsBefore.others) * 1000)}`
            : '';
        console.log(`server CPU            ${secs((cpu.user + cpu.system) / 1000)}${split}`);
        console.log(`RSS before            ${mb(before.rss)}`);
        console.log(`RSS peak              ${mb(peak)}`);
        console.log(`RSS growth            ${mb(growth)}  (JS heap ${mb(before.heapUsed)} -> peak ${mb(heapPeak)})`);
        console.log(`after the run, GC'd   RSS ${mb(after.rss)}, JS heap ${mb(after.heapUsed)} (what the run kept)`);

        const db2 = spent.stage.ms + spent.clearStaged.ms + spent.days.ms + spent.runUpdates.ms + spent.otherStatements.ms;
        const line = (label: string, t: Tally, unit: string) =>
          console.log(`  ${label.padEnd(36)} ${secs(t.ms).padStart(9)}  ${String(t.n).padStart(5)} ${unit}`);
        console.log('where the time went (server thread waiting on each):');
        if (bench.database.pglite) {
          line('staging inserts (page by page)', spent.stage, 'statements');
          line('day writes (a transaction a day)', spent.days, 'transactions');
          line('emptying the staging table', spent.clearStaged, 'statements');
          line('run progress and heartbeats', spent.runUpdates, 'statements');
          line('other statements', spent.otherStatements, 'statements');
        } else console.log('  (database statements are timed on the embedded database only)');
        line('platform calls (until headers)', spent.platformCalls, 'requests');
        const rest = elapsed - (bench.database.pglite ? db2 : 0) - spent.platformCalls.ms;
        const restLabel = bench.database.pglite ? 'rest: pages read/parsed/mapped, waits' : 'rest (database statements included)';
        console.log(`  ${restLabel.padEnd(36)} ${secs(rest).padStart(9)}`);
        if (platform) {
          const c = platform.counts;
          console.log(
            `platform (child process): ${c.requests} requests, ${c.pages} pages, ${c.polls} polls; its CPU ${secs(platform.cpuMs)} (not counted above)`,
          );
        }
        const met = seconds < TARGET_S && growth < TARGET_MB * MB;
        console.log(`target: < ${TARGET_S} s, < ${TARGET_MB} MB growth: ${met ? 'met' : 'not met'}`);
        const load = loadavg()[0]!;
        console.log(
          `load average ${load.toFixed(2)}${load > availableParallelism() * 0.75 ? ' (the machine is busy: times are pessimistic)' : ''}`,
        );
      },
      env,
    );
  } finally {
    if (!platform) await standIns.stop();
  }
}

main().then(
  () => process.exit(incomplete ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
