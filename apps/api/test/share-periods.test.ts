import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RefreshJob, Share, Statistic } from '@pubdesk/contract';
import type { Db } from '../src/db/client.js';
import { shares } from '../src/modules/shares/index.js';
import { shareRecomputations } from '../src/modules/statistics/index.js';
import { walkRecomputation } from '../src/modules/statistics/share-recompute.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, sb } from './helpers.js';
import { captureLog, waitFor } from './jobs-fixtures.js';
import { features } from '../src/features.js';
import { holdStatisticsShared } from '../src/lib/statistics-lock.repo.js';
import { dayOf, statisticsWorld, stagedStatistics } from './statistics-fixtures.js';

/*
 * Shares as periods (issue 32): each statistic goes through the shares in force on its own day,
 * and a period starting on a counted day rewrites exactly the days it covers. Website A's shares
 * are the decisions' example (supplier 90%, no PMP, platform 80%, network 75%): 100.00 gross
 * ends at 54.00.
 */
const { ctx, world: w } = eachTestIn(statisticsWorld, {}, { jobs: { runWorker: true, pollingIntervalSeconds: 0.5 } });

const write = async (dataId: number, date: string) => {
  const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(dataId, date, { complete: true, status: 'active' }));
  expect(res.statusCode).toBe(201);
  return res.json<Statistic>();
};
/** Each stage's revenue after its share, per day, for a data item. */
const stagesOf = async (dataId: number) =>
  ctx.database.query<{ date: string; supplier: string; pmp: string; platform: string; network: string }>(
    `select date::text, supplier_after::numeric(20,2)::text as supplier, pmp_after::numeric(20,2)::text as pmp,
       platform_after::numeric(20,2)::text as platform, network_after::numeric(20,2)::text as network
     from ${stagedStatistics} where data_id = $1 order by date`,
    [dataId],
  );
/** Website A's rollup per day (what its reports read, and what a walk rewrites): the network stage's revenue after. */
const rolledUp = async () =>
  (
    await ctx.database.query<{ network: string }>(
      `select sum(network_after)::numeric(20,2)::text as network from statistic_website_days where website_id = $1 group by date order by date`,
      [w.siteA.id],
    )
  ).map((d) => d.network);
/** The website's rollup per day against the sum of its raw rows: equal when every day is whole. */
const rollupGaps = () =>
  ctx.database.query(
    `select r.date::text, r.network, s.network from
       (select date, sum(network_after) as network from statistic_website_days group by date) r
       full join (select date, sum(network_after) as network from ${stagedStatistics} group by date) s using (date)
     where r.network is distinct from s.network`,
  );
const requestOf = async (token: string) => (await w.admin.call('GET', `/api/operations/requests/${token}/`)).json<RefreshJob>();
const until = (token: string, state: RefreshJob['state']) =>
  waitFor(`recomputation ${state}`, async () => (await requestOf(token)).state === state);
const post = (path: string, body: object) => w.admin.call('POST', path, body);

describe('share periods in the waterfall', () => {
  it('each statistic takes the shares in force on its own day, at every stage, to the cent', async () => {
    const from = '2026-10-10';
    const later = [
      post('/api/shares/supplier/', { supplier_id: w.supplier.id, group_id: w.mrec.id, share: 50, start_date: from }),
      post('/api/shares/pmp/', { website_id: w.siteA.id, group_id: w.mrec.id, share: 60, start_date: from }),
      post('/api/shares/platform/', { website_id: w.siteA.id, group_id: w.mrec.id, share: 40, start_date: from }),
      post('/api/shares/network/', {
        website_id: w.siteA.id,
        group_id: w.mrec.id,
        share: 20,
        network_id: w.netA.user.id,
        start_date: from,
      }),
    ];
    for (const res of await Promise.all(later)) {
      // Nothing was counted yet: nothing to recompute.
      expect(sb(res)).toMatchObject({ status: 201, body: { start_date: from, end_date: null, recomputation: null } });
    }
    await write(w.dataA.id, '2026-10-09');
    await write(w.dataA.id, '2026-10-10');
    await write(w.dataA.id, '2026-10-11');
    expect(await stagesOf(w.dataA.id)).toEqual([
      // The first periods (they now end on the 9th): 100 x 90% (no PMP) x 80% x 75%.
      { date: '2026-10-09', supplier: '90.00', pmp: '90.00', platform: '72.00', network: '54.00' },
      // From the 10th: 100 x 50% x 60% x 40% x 20%.
      { date: '2026-10-10', supplier: '50.00', pmp: '30.00', platform: '12.00', network: '2.40' },
      { date: '2026-10-11', supplier: '50.00', pmp: '30.00', platform: '12.00', network: '2.40' },
    ]);
    // The lists: today's periods, every one, or one day's.
    const list = async (query: string) =>
      (await w.admin.call('GET', `/api/shares/platform/?website=${w.siteA.id}${query}`)).json<{ results: Share[] }>().results;
    expect((await list('')).map((s) => [s.share, s.start_date, s.end_date])).toEqual([['40.00', from, null]]);
    expect((await list('&at=2026-10-09')).map((s) => s.share)).toEqual(['80.00']);
    expect((await list('&history=true')).map((s) => [s.share, s.start_date, s.end_date])).toEqual([
      ['80.00', null, '2026-10-09'],
      ['40.00', from, null],
    ]);
  });

  it('a period starting on counted days rewrites exactly those days, to the cent, and invoiced months get adjustment lines', async () => {
    for (const day of ['2026-09-30', '2026-10-01', '2026-10-02', '2026-10-05']) await write(w.dataA.id, day);
    await write(w.dataB.id, '2026-10-02');
    expect((await post('/api/wallets/invoices/generate/', { month: '2026-09' })).json()).toMatchObject({ created: 1 });

    const res = await post('/api/shares/network/', {
      website_id: w.siteA.id,
      group_id: w.mrec.id,
      share: 50,
      network_id: w.netA.user.id,
      start_date: '2026-10-02',
    });
    expect(sb(res)).toMatchObject({
      status: 201,
      body: {
        start_date: '2026-10-02',
        end_date: null,
        recomputation: { token: expect.any(String), start_date: '2026-10-02', end_date: '2026-10-05' },
      },
    });
    const { token } = res.json<{ recomputation: { token: string } }>().recomputation;
    await until(token, 'done');
    expect(await requestOf(token)).toMatchObject({
      scope: 'share',
      date: '2026-10-02',
      end_date: '2026-10-05',
      days_total: 2,
      days_done: 2,
    });
    // 100 x 90% x 80% x 50% = 36.00 from the 2nd; the days before and website B keep theirs.
    expect((await stagesOf(w.dataA.id)).map((d) => [d.date, d.network])).toEqual([
      ['2026-09-30', '54.00'],
      ['2026-10-01', '54.00'],
      ['2026-10-02', '36.00'],
      ['2026-10-05', '36.00'],
    ]);
    expect((await stagesOf(w.dataB.id)).map((d) => d.network)).toEqual(['90.00']);
    const report = await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/?start_date=2026-10-01&end_date=2026-10-31`);
    expect(report.json<{ statistics_sum: Statistic }>().statistics_sum.network_share!.revenue_after).toBe('126.00');
    expect(await rollupGaps()).toEqual([]);
    // Another website's staff cannot read the request.
    const outsider = await actor(ctx, 'account_manager');
    await assignStaff(ctx, outsider.user, { network: w.netB.user.id });
    expect((await outsider.call('GET', `/api/operations/requests/${token}/`)).statusCode).toBe(404);

    // A platform share from September 30th reaches into the invoiced month.
    const platform = await post('/api/shares/platform/', {
      website_id: w.siteA.id,
      group_id: w.mrec.id,
      share: 40,
      start_date: '2026-09-30',
    });
    const second = platform.json<{ recomputation: { token: string } }>().recomputation;
    expect(second).toMatchObject({ start_date: '2026-09-30', end_date: '2026-10-05' });
    await until(second.token, 'done');
    expect((await stagesOf(w.dataA.id)).map((d) => d.network)).toEqual(['27.00', '27.00', '18.00', '18.00']);
    expect((await post('/api/wallets/invoices/generate/', { month: '2026-10' })).json()).toMatchObject({ created: 2, adjustments: 1 });
    const lines = await ctx.database.query(
      `select to_char(l.month, 'YYYY-MM') as month, l.kind, l.amount::text from invoice_lines l where l.website_id = $1 order by l.id`,
      [w.siteA.id],
    );
    // September was invoiced at 54.00 and is now 27.00: the next invoice carries the difference.
    expect(lines).toEqual([
      { month: '2026-09', kind: 'month', amount: '54.000000' },
      { month: '2026-09', kind: 'adjustment', amount: '-27.000000' },
      { month: '2026-10', kind: 'month', amount: '63.000000' },
    ]);
  });

  it('a walk killed mid-way leaves each day whole, and the resumed walk goes on after the days all written', async () => {
    const days = ['2026-10-01', '2026-10-02', '2026-10-03'];
    for (const day of days) await write(w.dataA.id, day);
    // The period as the POST writes it, with its request but no job (this test walks it by hand).
    await ctx.database.db.update(shares).set({ endDate: '2026-09-30' }).where(eqShare('platform'));
    const [period] = await ctx.database.db
      .insert(shares)
      .values({ websiteId: w.siteA.id, type: 'platform', groupId: w.mrec.id, share: '40.00', startDate: '2026-10-01' })
      .returning();
    const plan = await shareRecomputations.plan(ctx.database.db, {
      scope: 'share',
      target: period!.id,
      websiteId: w.siteA.id,
      supplierId: null,
      groupId: w.mrec.id,
      start: '2026-10-01',
      end: '2026-11-27',
      requestedBy: w.admin.user.id,
    });
    expect(plan).toMatchObject({ start_date: '2026-10-01', end_date: '2026-10-03' });

    // The process dies while the second day's transaction is open. The day transactions run one
    // after the other in the order the walkers ask (as on the embedded database), so that which
    // day dies does not depend on PostgreSQL's timing.
    let transactions = 0;
    let turn: Promise<unknown> = Promise.resolve();
    const dying = new Proxy(ctx.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return (work: (tx: Db) => Promise<unknown>) => {
          const run = turn.then(() =>
            target.transaction(async (tx) => {
              await work(tx);
              if (++transactions === 2) throw new Error('killed');
            }),
          );
          turn = run.catch(() => undefined);
          return run;
        };
      },
    });
    await expect(walkRecomputation(dying, plan!.token)).rejects.toThrow('killed');
    // Two walkers: the first day and (taken by the walker that went on) the third are written, the
    // killed second day kept whole as it was; the progress counts the days written.
    expect(await rolledUp()).toEqual(['27.00', '54.00', '27.00']);
    // Each row reads with the periods in force; the killed day's sums wait for the walk.
    expect((await stagesOf(w.dataA.id)).map((d) => d.network)).toEqual(['27.00', '27.00', '27.00']);
    expect((await rollupGaps()).map((g) => g.date)).toEqual(['2026-10-02']);
    expect(await requestOf(plan!.token)).toMatchObject({ state: 'running', days_total: 3, days_done: 2 });
    const [progress] = await ctx.database.query<{ done_through: string }>(
      `select done_through::text from statistic_refreshes where token = $1`,
      [plan!.token],
    );
    expect(progress!.done_through).toBe('2026-10-01');

    await walkRecomputation(ctx.database.db, plan!.token);
    expect(await rolledUp()).toEqual(['27.00', '27.00', '27.00']);
    expect(await rollupGaps()).toEqual([]);
    expect(await requestOf(plan!.token)).toMatchObject({ state: 'done', days_total: 3, days_done: 3 });
  });

  it('a recomputation whose job was not sent (the queue failed, or the process died after the commit) is answered 201 and sent again by the sweeper', async () => {
    for (const day of ['2026-10-01', '2026-10-02']) await write(w.dataA.id, day);
    const send = vi.spyOn(ctx.app.deps.jobs, 'send').mockRejectedValueOnce(new Error('the queue is down'));
    const res = await post('/api/shares/platform/', { website_id: w.siteA.id, group_id: w.mrec.id, share: 40, start_date: '2026-10-01' });
    send.mockRestore();
    // The period and its request are committed: the answer says so, with the request to follow.
    expect(sb(res)).toMatchObject({ status: 201, body: { start_date: '2026-10-01', recomputation: { token: expect.any(String) } } });
    const plan = res.json<{ recomputation: { token: string } }>().recomputation;
    expect(await rolledUp()).toEqual(['54.00', '54.00']);
    const sweeper = features.find((f) => f.name === 'statistics')!.jobs!({
      db: ctx.database.db,
      config: ctx.config,
      log: captureLog().log,
      send: (kind, payload) => ctx.app.deps.jobs.send(kind, payload),
    }).find((d) => d.name === 'statistics.resume-recomputations')!;
    const sweep = () => sweeper.handler({}, { id: 'j', name: sweeper.name, attempt: 1, lastAttempt: true });
    // A request advanced a moment ago may have its walk going: left alone.
    await sweep();
    expect(await requestOf(plan!.token)).toMatchObject({ state: 'queued', days_done: 0 });
    await ctx.database.query(`update statistic_refreshes set updated_at = now() - interval '11 minutes' where token = $1`, [plan!.token]);
    await sweep();
    await until(plan!.token, 'done');
    expect(await rolledUp()).toEqual(['27.00', '27.00']);
    expect(await rollupGaps()).toEqual([]);
  });

  // PostgreSQL only: the embedded database has one connection, so nothing is ever in flight beside a period.
  it.runIf(process.env.DATABASE_URL)('a period is placed only once the statistics writes in flight have committed', async () => {
    await write(w.dataA.id, '2026-10-01');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A write in flight: a transaction holding the statistics lock as every statistics write does.
    const inFlight = ctx.database.db.transaction(async (tx) => {
      await holdStatisticsShared(tx as unknown as Db);
      holding();
      await released;
    });
    await held;
    let answered = false;
    const period = post('/api/shares/platform/', { website_id: w.siteA.id, group_id: w.mrec.id, share: 40, start_date: '2026-10-01' }).then(
      (res) => ((answered = true), res),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    release();
    await inFlight;
    expect(sb(await period)).toMatchObject({ status: 201, body: { recomputation: { start_date: '2026-10-01' } } });
  });

  it('a statistic moved to another day goes through that day’s shares', async () => {
    await post('/api/shares/platform/', { website_id: w.siteA.id, group_id: w.mrec.id, share: 40, start_date: '2026-10-10' });
    const row = await write(w.dataA.id, '2026-10-09');
    expect((await stagesOf(w.dataA.id)).map((d) => d.network)).toEqual(['54.00']);
    expect(sb(await w.admin.call('PATCH', `/api/data_statistics/${row.id}/`, { date: '2026-10-11' }))).toMatchObject({ status: 200 });
    expect(await stagesOf(w.dataA.id)).toEqual([
      { date: '2026-10-11', supplier: '90.00', pmp: '90.00', platform: '36.00', network: '27.00' },
    ]);
    expect(await rollupGaps()).toEqual([]);
  });

  it('the database refuses overlapping periods, and of two writers starting one key on one day one wins', async () => {
    const overlap = ctx.database.db
      .insert(shares)
      .values({ websiteId: w.siteA.id, type: 'platform', groupId: w.mrec.id, share: '10.00', startDate: '2026-12-01' });
    await expect(overlap).rejects.toMatchObject({ cause: { code: '23P01' } });
    const body = { website_id: w.siteA.id, group_id: w.mrec.id, share: 30, start_date: '2027-01-01' };
    const results = await Promise.all([post('/api/shares/platform/', body), post('/api/shares/platform/', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({
      start_date: ['Another period already starts on this day; choose another start date.'],
    });
  });

  it('refuses a malformed start date or list day with field errors, writing nothing', async () => {
    const base = { website_id: w.siteA.id, group_id: w.mrec.id, share: 30 };
    for (const start_date of [
      '2026-02-30',
      '2026-1-01',
      20260101,
      null,
      'today',
      '2026-10-01\u0000',
      '0000-01-01',
      '0001-01-01',
      '\ud800',
    ]) {
      const res = await post('/api/shares/platform/', { ...base, start_date });
      expect({ start_date, ...sb(res) }).toMatchObject({ start_date, status: 400, body: { start_date: [expect.any(String)] } });
    }
    expect(sb(await w.admin.call('GET', '/api/shares/platform/?at=2026-13-01'))).toMatchObject({
      status: 400,
      body: { at: [expect.any(String)] },
    });
    expect(sb(await w.admin.call('GET', '/api/fill_rate/?history=maybe'))).toMatchObject({
      status: 400,
      body: { history: [expect.any(String)] },
    });
    expect(await ctx.database.query(`select count(*)::int as n from shares`)).toEqual([{ n: 2 }]);
  });
});

/** The website A platform share of the world. */
function eqShare(type: 'platform' | 'network') {
  return sql`${shares.websiteId} = ${w.siteA.id} and ${shares.type} = ${type}`;
}
