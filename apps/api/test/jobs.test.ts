import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { List } from '@pubdesk/contract';
import { ConfigError, loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createScratchDatabase } from '../src/db/scratch.js';
import {
  createJobQueue,
  defineJob,
  jobKind,
  type AnyJobDefinition,
  type JobQueue,
  type JobRecord,
  type JobRun,
} from '../src/lib/jobs/index.js';
import { deliverMail } from '../src/modules/mail/index.js';
import { createTestContext, type TestContext } from './harness.js';
import { captureLog, jobsNamed, survivor, survivorJob, waitFor } from './jobs-fixtures.js';
import { sb } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Queues made by a test, stopped after it. */
const queues: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});
function queueOn(database: Database, jobs: AnyJobDefinition[], runWorker: boolean): JobQueue {
  const queue = createJobQueue({ database, log: captureLog().log, jobs, runWorker, pollingIntervalSeconds: 0.5 });
  queues.push(queue);
  return queue;
}

const quick = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 };

describe('the job queue', () => {
  it('runs after a restart a job enqueued by a process that was then killed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-jobs-'));
    const pgBase = process.env.DATABASE_URL;
    const scratch = pgBase ? await createScratchDatabase(pgBase, 'pubdesk_j') : null;
    const target = scratch ? { url: scratch.url } : { pgliteDir: path.join(dir, 'pglite') };
    try {
      // The embedded database goes on disk, started from a dump of the test's own (initialised) cluster.
      const dump = path.join(dir, 'cluster.tar');
      if (!scratch) writeFileSync(dump, Buffer.from(await (await ctx.database.pglite!.dumpDataDir('none')).arrayBuffer()));
      // A separate process enqueues a job and is killed (SIGKILL) before anything runs it.
      const src = (file: string) => JSON.stringify(new URL(file, import.meta.url).href);
      const script = path.join(dir, 'enqueue-and-die.mts');
      writeFileSync(
        script,
        `import { readFileSync } from 'node:fs';
         const { openDatabase } = await import(${src('../src/db/client.ts')});
         const { createJobQueue } = await import(${src('../src/lib/jobs/index.ts')});
         const { captureLog, survivor, survivorJob } = await import(${src('./jobs-fixtures.ts')});
         const dump = ${scratch ? 'undefined' : `new Blob([readFileSync(${JSON.stringify(dump)})])`};
         const database = await openDatabase({ ...${JSON.stringify(target)}, pgliteDump: dump });
         const queue = createJobQueue({ database, log: captureLog().log, jobs: [survivorJob(() => undefined)], runWorker: false });
         const id = await queue.send(survivor, { n: 7 });
         process.stdout.write(JSON.stringify({ id }) + '\\n', () => process.kill(process.pid, 'SIGKILL'));`,
      );
      const root = fileURLToPath(new URL('../../..', import.meta.url));
      const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
      expect({ signal: child.signal, stderr: child.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
      const { id } = JSON.parse(child.stdout) as { id: string };

      const ran: number[] = [];
      const database = await openDatabase(target);
      try {
        const queue = queueOn(database, [survivorJob((n) => ran.push(n))], true);
        await queue.start();
        await waitFor('the job to run', async () => (await jobsNamed(queue, survivor.name))[0]?.state === 'completed');
        expect(ran).toEqual([7]);
        expect((await jobsNamed(queue, survivor.name)).map((j) => j.id)).toEqual([id]);
        await queue.stop();
      } finally {
        await database.close();
      }
    } finally {
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a singleton key runs once under 50 concurrent enqueues', async () => {
    const refresh = jobKind('test.refresh', z.object({ site: z.number() }));
    const runs: number[] = [];
    const definition = defineJob(refresh, {
      ...quick,
      singletonKey: (p) => `site:${p.site}`,
      handler: async ({ site }) => void runs.push(site),
    });
    // An API instance takes the burst (its worker elsewhere), then a worker runs what was kept.
    const api = queueOn(ctx.database, [definition], false);
    const ids = await Promise.all(Array.from({ length: 50 }, () => api.send(refresh, { site: 3 })));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    // Another key is another job; a key given to send() overrides the kind's.
    expect(await api.send(refresh, { site: 4 })).not.toBeNull();
    expect(await api.send(refresh, { site: 5 }, { singletonKey: 'site:4' })).toBeNull();

    const worker = queueOn(ctx.database, [definition], true);
    await worker.start();
    await waitFor('both jobs to run', async () => (await jobsNamed(worker, refresh.name)).every((j) => j.state === 'completed'));
    expect(runs.sort()).toEqual([3, 4]);
    expect((await jobsNamed(worker, refresh.name)).map((j) => j.singleton_key).sort()).toEqual(['site:3', 'site:4']);
  }, 30_000);

  it('retries a failing handler with backoff: failing twice then succeeding, it runs three times', async () => {
    const flaky = jobKind('test.flaky', z.object({}));
    const runs: Array<JobRun & { at: number }> = [];
    const definition = defineJob(flaky, {
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      expireInSeconds: 60,
      async handler(_payload, run) {
        runs.push({ ...run, at: Date.now() });
        if (run.attempt < 3) throw new Error(`attempt ${run.attempt} fails`);
      },
    });
    const queue = queueOn(ctx.database, [definition], true);
    const id = await queue.send(flaky, {});
    await waitFor('the third run to complete', async () => (await jobsNamed(queue, flaky.name))[0]?.state === 'completed', 25_000);
    expect(runs.map((r) => [r.id, r.attempt, r.lastAttempt])).toEqual([
      [id, 1, false],
      [id, 2, false],
      [id, 3, true],
    ]);
    // Backoff: the first wait is 1 to 2 s, the second 2 to 4 s.
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(2000);
    expect((await jobsNamed(queue, flaky.name))[0]).toMatchObject({ retry_count: 2, retry_limit: 2 });
  }, 30_000);

  it('ends a job failed when no retry is left', async () => {
    const doomed = jobKind('test.doomed', z.object({}));
    let runs = 0;
    const definition = defineJob(doomed, {
      ...quick,
      retryLimit: 1,
      retryDelaySeconds: 1,
      async handler() {
        runs++;
        throw new Error('no');
      },
    });
    const queue = queueOn(ctx.database, [definition], true);
    await queue.send(doomed, {});
    await waitFor('the job to fail', async () => (await jobsNamed(queue, doomed.name))[0]?.state === 'failed');
    expect(runs).toBe(2);
  }, 30_000);

  it('registers the cron schedules the kinds declare, and one set later', async () => {
    const nightly = jobKind('test.nightly', z.object({ scope: z.string() }));
    const hourly = jobKind('test.hourly', z.object({}));
    const queue = queueOn(
      ctx.database,
      [
        defineJob(nightly, { ...quick, schedule: { cron: '0 3 * * *', payload: { scope: 'all' } }, handler: async () => undefined }),
        defineJob(hourly, { ...quick, handler: async () => undefined }),
      ],
      false,
    );
    await queue.start();
    expect(await queue.schedules()).toContainEqual({ name: 'test.nightly', cron: '0 3 * * *', tz: 'UTC' });
    await queue.schedule(hourly, '5 * * * *', {}, { tz: 'Europe/Berlin' });
    expect(await queue.schedules()).toContainEqual({ name: 'test.hourly', cron: '5 * * * *', tz: 'Europe/Berlin' });
    await expect(queue.schedule(hourly, 'not a cron', {})).rejects.toThrow();
    await queue.unschedule(hourly);
    expect((await queue.schedules()).map((s) => s.name)).not.toContain('test.hourly');
  });

  it('refuses a kind it was not given, a payload off its schema and a key for a kind without one', async () => {
    const known = jobKind('test.known', z.object({ n: z.number() }));
    const queue = queueOn(ctx.database, [defineJob(known, { ...quick, handler: async () => undefined })], false);
    await expect(queue.send(jobKind('test.unknown', z.object({})), {})).rejects.toThrow(/unknown job kind test.unknown/);
    await expect(queue.send(known, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
    await expect(queue.send(known, { n: 1 }, { singletonKey: 'k' })).rejects.toThrow(/not a singleton kind/);
    expect(() =>
      createJobQueue({
        database: ctx.database,
        log: captureLog().log,
        jobs: [survivorJob(() => 0), survivorJob(() => 1)],
        runWorker: false,
      }),
    ).toThrow(/share a name/);
  });
});

describe('GET /api/jobs/', () => {
  const list = (query: string, authorization?: string) =>
    ctx.app.inject({ url: `/api/jobs/${query}`, ...(authorization ? { headers: { authorization } } : {}) });

  it('pages the jobs for an admin and a developer, filtered by state and name, without payloads', async () => {
    await ctx.reset();
    const admin = await ctx.authAs('admin');
    // The app's queue runs no worker in API tests: the job waits.
    const id = await ctx.app.deps.jobs.send(deliverMail, { outboxId: 99 });
    const res = await list('?name=mail.deliver&state=created', admin.authorization);
    expect(res.statusCode).toBe(200);
    const page = res.json<List<JobRecord>>();
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toEqual({
      id,
      name: 'mail.deliver',
      state: 'created',
      retry_count: 0,
      retry_limit: 5,
      singleton_key: 'mail:99',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      start_after: expect.stringMatching(/Z$/),
      started_at: null,
      completed_at: null,
    });
    expect((await list('?name=mail.deliver&state=failed', admin.authorization)).json()).toMatchObject({ count: 0, results: [] });
    expect((await list('?name=no.such', admin.authorization)).json()).toMatchObject({ count: 0 });
    const developer = await ctx.authAs('developer');
    expect((await list('?name=mail.deliver', developer.authorization)).json()).toMatchObject({ count: 1 });
    const paged = (await list('?limit=1', admin.authorization)).json<List<JobRecord>>();
    expect(paged.results).toHaveLength(1);
  });

  it('is refused to a publisher (403) and to anonymous callers (401), and checks the state', async () => {
    const publisher = await ctx.authAs('publisher');
    expect(sb(await list('', publisher.authorization))).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect((await list('')).statusCode).toBe(401);
    const admin = await ctx.authAs('admin');
    expect(sb(await list('?state=sleeping', admin.authorization))).toEqual({ status: 400, body: { state: ['Select a valid choice.'] } });
  });
});

describe('PUBDESK_RUN_WORKER', () => {
  const env = { PUBDESK_SECRET: 'x'.repeat(32) };
  it('is on by default, and off only where another process can reach the database', () => {
    expect(loadConfig(env, { inMemory: true }).PUBDESK_RUN_WORKER).toBe(true);
    const off = { ...env, PUBDESK_RUN_WORKER: 'false', DATABASE_URL: 'postgres://db.example/pubdesk' };
    expect(loadConfig(off, { inMemory: true }).PUBDESK_RUN_WORKER).toBe(false);
    expect(() => loadConfig({ ...off, DATABASE_URL: undefined }, { inMemory: true })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, PUBDESK_RUN_WORKER: 'maybe' }, { inMemory: true })).toThrow(/PUBDESK_RUN_WORKER/);
  });
});
