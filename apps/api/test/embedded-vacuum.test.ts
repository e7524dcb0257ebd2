import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedVacuum, tablesDue, vacuumDue } from '../src/db/embedded-vacuum.js';
import { createTestContext, type TestContext } from './harness.js';

/**
 * The embedded database's autovacuum: what PostgreSQL's background workers would vacuum and
 * analyze, done from the API process. On PostgreSQL it never starts (autovacuum is there).
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.query('create table vacuum_probe (id integer primary key, note text)');
});

afterAll(async () => {
  await ctx.database.query('drop table if exists vacuum_probe');
  await ctx.close();
});

const probeStats = async () =>
  (
    await ctx.database.query<{ n_dead_tup: number; vacuumed: boolean; analyzed: boolean }>(
      `select n_dead_tup::int, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
         from pg_stat_user_tables where relname = 'vacuum_probe'`,
    )
  )[0]!;

describe.skipIf(process.env.DATABASE_URL)('the embedded database vacuum', () => {
  it('vacuums and analyzes a table a fifth of which changed, then leaves it until it changes again', async () => {
    await ctx.database.query(`insert into vacuum_probe select g, 'row ' || g from generate_series(1, 5000) g`);
    await ctx.database.query('analyze vacuum_probe');
    await ctx.database.query('delete from vacuum_probe where id > 3000');

    const due = await tablesDue(ctx.database);
    expect(due).toContainEqual({ name: 'public.vacuum_probe', vacuum: true, analyze: true });
    expect((await probeStats()).n_dead_tup).toBe(2000);

    const runs = await vacuumDue(ctx.database);
    expect(runs.map((run) => run.name)).toContain('public.vacuum_probe');
    expect(await probeStats()).toEqual({ n_dead_tup: 0, vacuumed: true, analyzed: true });
    expect((await tablesDue(ctx.database)).map((table) => table.name)).not.toContain('public.vacuum_probe');

    // A few changes stay under the thresholds (50 + a fifth of the rows).
    await ctx.database.query('delete from vacuum_probe where id <= 10');
    expect((await tablesDue(ctx.database)).map((table) => table.name)).not.toContain('public.vacuum_probe');
  });

  it('runs by itself on the embedded database, and its stop waits for a run in progress', async () => {
    await ctx.database.query(`insert into vacuum_probe select g, 'row' from generate_series(10001, 20000) g`);
    const seen: string[][] = [];
    const stop = startEmbeddedVacuum(ctx.database, {
      firstAfterMs: 1,
      everyMs: 60_000,
      onRun: (runs) => seen.push(runs.map((run) => run.name)),
    });
    await expect.poll(() => seen.flat(), { timeout: 10_000 }).toContain('public.vacuum_probe');
    await stop();
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('never starts: autovacuum is PostgreSQL’s own', async () => {
    let ran = false;
    const stop = startEmbeddedVacuum(ctx.database, { firstAfterMs: 1, onRun: () => (ran = true), onError: () => (ran = true) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(ran).toBe(false);
  });
});
