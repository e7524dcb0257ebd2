/**
 * `npm run bench:invoices`: the monthly invoice run (the job's own generateInvoices) for every
 * website of a network, on PostgreSQL: time, and peak memory of the server process and of the
 * database backend that runs the statement. Two sizes by default (10,000 websites / ~1M
 * statistics, then 100,000 websites / ~10M statistics): constant memory means the peaks do not
 * grow with the size. Each run is checked: one invoice per website, amounts equal to the
 * statistics to the cent, and a second run makes nothing. It asserts nothing else and exits 0
 * whatever the figures are (1 only if it cannot run). Target: under 60 s at 100,000 websites.
 *
 * Environment: DATABASE_URL (required: a PostgreSQL server where the user may CREATEDB; a
 * database of its own is made and dropped), BENCH_WEBSITES (comma-separated sizes, default
 * "10000,100000"), BENCH_ITEMS (statistics per website and day, default 3).
 */
import { openDatabase } from '../../apps/api/src/db/client.js';
import { addDays } from '../../apps/api/src/lib/report-days.js';
import { generateInvoices, monthBounds } from '../../apps/api/src/modules/wallets/index.js';
import { withBenchDatabase } from '../shared/in-process.js';
import { privateRss } from '../shared/process-memory.js';
import { seedStatistics } from '../shared/statistics-seed.js';

const sizes = (process.env.BENCH_WEBSITES ?? '10000,100000').split(',').map(Number);
const itemsPerSite = Number(process.env.BENCH_ITEMS ?? 3);
// October 2026 invoiced on 2 November: the statistics run from 1 October to the 2nd.
const month = '2026-10';
const today = '2026-11-02';
const days = 33;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Peak of a figure sampled every 20 ms while `body` runs. */
async function peakWhile<T>(sample: () => number, body: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = sample();
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 20);
  try {
    const result = await body();
    peak = Math.max(peak, sample());
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

async function measure(websites: number): Promise<void> {
  await withBenchDatabase(`invoices_${websites}`, async ({ config, database: seeding }) => {
    const started = Date.now();
    await seedStatistics(seeding, {
      websites,
      groupsPerSite: 1,
      bigSiteGroups: 1,
      bigGroupItems: itemsPerSite,
      itemsPerGroup: itemsPerSite,
      days,
      today,
    });
    await seeding.query(`insert into wallets (website_id) select id from websites`);
    // A connection of its own for the run (one backend): its memory is the statement's, not the seeding's.
    const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 1 });
    const q = <T = Record<string, unknown>>(text: string, params?: unknown[]) => database.query<T>(text, params);
    const [stats] = await q<{ n: string }>(`select count(*)::text as n from statistics`);
    console.log(
      `\n${websites.toLocaleString('en')} websites, ${Number(stats!.n).toLocaleString('en')} statistics (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );

    // One connection (the bench pool holds one): the backend that will run the statement.
    const [{ pid }] = (await q<{ pid: number }>('select pg_backend_pid() as pid')) as [{ pid: number }];
    const backendBefore = privateRss(pid);
    const nodeBefore = process.memoryUsage().rss;
    let backendPeak = backendBefore;
    const t0 = performance.now();
    const { result, peak: nodePeak } = await peakWhile(
      () => {
        backendPeak = Math.max(backendPeak, privateRss(pid));
        return process.memoryUsage().rss;
      },
      () => generateInvoices(database.db, month, today),
    );
    const seconds = (performance.now() - t0) / 1000;

    const t1 = performance.now();
    const again = await generateInvoices(database.db, month, today);
    const againSeconds = (performance.now() - t1) / 1000;

    const { next } = monthBounds(month);
    const [check] = await q<{ invoices: number; per_site: number; invoiced: string; owed: string }>(
      `select (select count(*) from invoices)::int as invoices,
              (select count(distinct website_id) from invoices)::int as per_site,
              (select sum(amount) from invoices)::text as invoiced,
              -- The seed's waterfall: the source keeps 90%, the websites share nothing.
              (select sum(round(revenue * 0.9, 6)) from statistics where status = 'active' and complete and date < $1::date)::text as owed`,
      [next],
    );
    const exact = check!.invoiced === check!.owed && check!.invoices === websites && check!.per_site === websites;
    console.log(
      `  generation:        ${seconds.toFixed(1)} s  (${result.created.toLocaleString('en')} invoices; target < 60 s at 100,000 websites)`,
    );
    console.log(
      `  second run:        ${againSeconds.toFixed(1)} s  (${again.created} made, ${again.existing.toLocaleString('en')} existing)`,
    );
    console.log(`  server process:    peak RSS ${mib(nodePeak)} (${mib(nodePeak - nodeBefore)} over its ${mib(nodeBefore)} before)`);
    console.log(
      backendBefore
        ? `  database backend:  peak private memory ${mib(backendPeak)} (${mib(backendPeak - backendBefore)} over its ${mib(backendBefore)} before)`
        : '  database backend:  memory not readable (not on this machine)',
    );
    console.log(
      `  check:             ${exact ? 'one invoice per website; amounts equal the statistics to the cent' : `MISMATCH ${JSON.stringify(check)}`}`,
    );
  });
}

if (!process.env.DATABASE_URL) {
  console.error('bench:invoices runs on PostgreSQL: set DATABASE_URL (see bench/README.md for a throwaway server).');
  process.exit(1);
}
console.log(
  `monthly invoices for ${month} on PostgreSQL: ${itemsPerSite} statistics per website and day, ${days} days from ${addDays(today, 1 - days)}`,
);
for (const size of sizes) await measure(size);
