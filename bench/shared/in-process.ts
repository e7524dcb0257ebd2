/**
 * What the in-process benchmarks (inventory-lists, reports) share: a database of their own
 * (a fresh PostgreSQL database when DATABASE_URL is set, otherwise the embedded database in a
 * temporary folder), the app with an admin's bearer token, and p50/p95 timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { App } from '../../apps/api/src/lib/fastify-app.js';
import { loadConfig, type Config } from '../../apps/api/src/config/env.js';
import { openDatabase, type Database } from '../../apps/api/src/db/client.js';
import { applyMigrations } from '../../apps/api/src/migrate.js';
import { createScratchDatabase } from '../../apps/api/src/db/scratch.js';
import { buildApp } from '../../apps/api/src/app.js';
import { createTokenSigner } from '../../apps/api/src/modules/auth/tokens.js';

export interface Bench {
  config: Config;
  database: Database;
}

/**
 * Runs `body` on a migrated database of its own (one connection, so the API and raw SQL share
 * it), then closes and removes it. `env` adds settings to the configuration (e.g. a platform's URL).
 */
export async function withBenchDatabase(
  name: string,
  body: (bench: Bench) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), `pubdesk-bench-${name}-`));
  const fresh = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, `pubdesk_bench_${name}`) : null;
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PUBDESK_DATA_DIR: dir,
      PUBDESK_SECRET: 'b'.repeat(48),
      LOG_LEVEL: 'silent',
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
      ...(process.env.PGLITE_THREAD_NICE ? { PGLITE_THREAD_NICE: process.env.PGLITE_THREAD_NICE } : {}),
      ...env,
    },
    { inMemory: false },
  );
  // As the server opens it: the embedded database in a thread of its own.
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    pgliteThread: true,
    pgliteNice: config.PGLITE_THREAD_NICE,
    poolSize: 1,
  });
  try {
    await applyMigrations(database);
    await body({ config, database });
  } finally {
    await database.close();
    // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE.
    if (!process.env.BENCH_KEEP_DB) await fresh?.drop();
    else if (fresh) console.log(`kept ${fresh.url}`);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The app on the bench's database, and the headers of an admin (user 1) to call it with. */
export async function adminApp(bench: Bench): Promise<{ app: App; headers: Record<string, string> }> {
  const app = await buildApp({ config: bench.config, database: bench.database });
  await app.ready();
  const token = await createTokenSigner(bench.config.secret).sign({
    user: {
      id: 1,
      username: 'admin',
      first_name: '',
      last_name: '',
      email: 'admin@bench.test',
      role: 'admin',
      is_verified: true,
      profile_image: null,
    },
  });
  return { app, headers: { authorization: `Bearer ${token}` } };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** p50 and p95 in milliseconds of `iterations` calls of `fn`, after `warmup` untimed ones. */
export async function timed(fn: () => Promise<unknown>, iterations: number, warmup: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await fn();
    out.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  out.sort((a, b) => a - b);
  return { p50: percentile(out, 50), p95: percentile(out, 95) };
}
