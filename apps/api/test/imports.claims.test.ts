import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { importsRepo, RunSuperseded } from '../src/modules/imports/imports.repo.js';
import { importRuns } from '../src/modules/imports/imports.table.js';
import { importRunner, SourceBusy } from '../src/modules/imports/imports.runner.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld } from './helpers.js';
import { captureLog, importsPorts } from './jobs-fixtures.js';
import { seedData, seedExternalApi, seedMetric, seedPlacementGroup, seedSupplier } from './demand-fixtures.js';
import { aniviewStandIn, aniviewUser } from './stand-ins/aniview.js';

/**
 * One import run done by two executions at once: a job that expired after an hour while its
 * handler still ran is retried. The retry must not write beside the first (the staging table is
 * the run's: they doubled a day's revenue, then wrote zeros when one emptied it). It is told the
 * source is busy while the first is heard from; once the first has been silent it takes the run
 * over, and the first stops at its next step without writing.
 */
const aniview = aniviewStandIn();
const upstream = new URL(await aniview.start());

/** A gate in front of the stand-in: the n-th report call waits until released. */
let reportCalls = 0;
const gates = new Map<number, { reached: boolean; open: () => void; opened: Promise<void> }>();
function holdReportCall(n: number) {
  let open!: () => void;
  const gate = { reached: false, open: () => open(), opened: new Promise<void>((resolve) => (open = resolve)) };
  gates.set(n, gate);
  return gate;
}
const proxy = createServer((req, res) => {
  void (async () => {
    const body: Buffer[] = [];
    for await (const chunk of req) body.push(chunk as Buffer);
    const gate = req.url?.includes('/stats/report') ? gates.get(++reportCalls) : undefined;
    if (gate) {
      gate.reached = true;
      await gate.opened;
    }
    const options = { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers };
    forward(options, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    }).end(Buffer.concat(body));
  })();
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  proxy.close();
  await aniview.close();
});

const { ctx, world: w } = eachTestIn(inventoryWorld, {
  PUBDESK_ANIVIEW_API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 2000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!done()) throw new Error('the report call was never reached');
};

it('a second execution of a running run is refused while the first is heard from, and supersedes it once silent', async () => {
  // The stand-in reports 0.123456 a day for site1.example's domain.
  await ctx.database.query(`update websites set url = 'https://www.site1.example/news' where id = ${w.siteA.id}`);
  const group = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: w.mrec.id });
  const api = await seedExternalApi(ctx, { type: 'aniview', code: JSON.stringify(aniviewUser) });
  const source = await seedSupplier(ctx, { name: 'AniView', type: 'automatic', apiId: api.id, currency: ctx.config.PUBDESK_CURRENCY });
  const metrics = [
    await seedMetric(ctx, { type: 'aniview', code: 'impression', field: 'impressions' }),
    await seedMetric(ctx, { type: 'aniview', code: 'revenue', field: 'revenue' }),
  ];
  const item = await seedData(
    ctx,
    { placementGroupId: group.id, supplierId: source.id, groupId: w.mrec.id, type: 'domain' },
    metrics.map((m) => m.id),
  );
  const queued = await w.admin.call('POST', '/api/imports/', { supplier: source.id, start: '2026-03-01', end: '2026-03-03' });
  const runId = queued.json<{ id: number }>().id;
  const execution = () => importRunner({ db: ctx.database.db, config: ctx.config, log: captureLog().log, ...importsPorts }).run(runId);
  const revenues = async () =>
    (await ctx.database.query<{ revenue: string }>(`select revenue::text from statistics where data_id = ${item.id} order by date`)).map(
      (r) => r.revenue,
    );

  const secondDay = holdReportCall(2);
  const first = execution();
  await until(() => secondDay.reached);

  // The retry while the first is heard from: busy, nothing changes.
  await expect(execution()).rejects.toBeInstanceOf(SourceBusy);

  // Silent for a quarter of an hour (as if its process had died): the retry takes the run over
  // and writes every day once, with the platform's figures.
  await ctx.database.query(`update import_runs set heartbeat_at = now() - interval '15 minutes' where id = ${runId}`);
  expect(await execution()).toBe('done');
  expect(await revenues()).toEqual(['0.123456', '0.123456', '0.123456']);

  // The first wakes up, finds the run is no longer its own, and writes nothing.
  secondDay.open();
  expect(await first).toBe('superseded');
  expect(await revenues()).toEqual(['0.123456', '0.123456', '0.123456']);
  const [run] = await ctx.database.query<{ state: string; staged: number }>(
    `select state, (select count(*)::int from import_staged_rows where run_id = ${runId}) as staged from import_runs where id = ${runId}`,
  );
  expect(run).toEqual({ state: 'done', staged: 0 });
});

it('failing a run silent past its hour counts its claim up: an execution of it still alive stops', async () => {
  const source = await seedSupplier(ctx, { name: 'Feed', type: 'automatic' });
  const silent = new Date(Date.now() - 70 * 60 * 1000);
  const values = { supplierId: source.id, start: '2026-03-01', end: '2026-03-01', trigger: 'backfill' as const };
  const [stale] = await ctx.database.db
    .insert(importRuns)
    .values({ ...values, state: 'running', heartbeatAt: silent, claim: 1 })
    .returning();
  const [next] = await ctx.database.db.insert(importRuns).values(values).returning();
  const runs = importsRepo(ctx.database.db);
  expect(await runs.claim(next!, new Date(Date.now() - 65 * 60 * 1000), 'interrupted')).toMatchObject({ id: next!.id, claim: 1 });
  expect(await runs.find(stale!.id)).toMatchObject({ state: 'failed', claim: 2 });
  await expect(runs.assertHeld({ id: stale!.id, claim: 1 })).rejects.toBeInstanceOf(RunSuperseded);
});
