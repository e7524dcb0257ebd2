import { afterAll, describe, expect, it } from 'vitest';
import type { ConnectionTest, ImportRun, List } from '@pubdesk/contract';
import { sql } from 'drizzle-orm';
import { importRunner, SourceBusy } from '../src/modules/imports/imports.runner.js';
import { importRuns } from '../src/modules/imports/index.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff } from './helpers.js';
import { captureLog, importsJobs, importsPorts } from './jobs-fixtures.js';
import { seedData, seedExternalApi, seedMetric, seedPlacementGroup, seedSupplier, seedSupplierShare } from './demand-fixtures.js';
import { inventoryWorld } from './helpers.js';
import { start as startAdManager } from './stand-ins/admanager.js';
import { madeUpKey, madeUpValue } from './stand-ins/admanager.js';
import { serviceAccountKey, start as startTokens, wrongPrivateKey } from './stand-ins/google-token.js';
import { aniviewStandIn, aniviewUser } from './stand-ins/aniview.js';
import { notFound } from './expected.js';
import { uploadFigures, stagedStatistics } from './statistics-fixtures.js';
import { addDays, dayIn } from '../src/lib/report-days.js';

// The platforms' stand-ins listen before the server starts: their addresses are its configuration.
const tokens = await startTokens();
const gam = await startAdManager({ tokens, displayName: 'Northwind Network' });
const aniview = aniviewStandIn();
const aniviewUrl = await aniview.start();
afterAll(async () => {
  await aniview.close();
  await gam.close();
  await tokens.close();
});

const keyOf = (networkCode: string, privateKey = serviceAccountKey.private_key) =>
  JSON.stringify({ ...serviceAccountKey, private_key: privateKey, network_code: networkCode });

/**
 * An Ad Manager source with two data items found by ad unit (made-up keys 0 and 1 of the
 * stand-in; key 2 maps to nothing) counting Ad Server impressions and both revenues.
 */
async function importWorld(ctx: Parameters<typeof inventoryWorld>[0]) {
  const world = await inventoryWorld(ctx);
  const api = await seedExternalApi(ctx, { type: 'admanager', code: keyOf(gam.networkCode) });
  const supplier = await seedSupplier(ctx, { name: 'GAM', type: 'automatic', apiId: api.id, currency: 'USD' });
  await seedSupplierShare(ctx, supplier.id, world.mrec.id, '90.00');
  const impressions = await seedMetric(ctx, { type: 'adserver', code: 'AD_SERVER_IMPRESSIONS', field: 'impressions' });
  const serverRevenue = await seedMetric(ctx, { type: 'adserver', code: 'AD_SERVER_REVENUE', field: 'revenue' });
  const exchangeRevenue = await seedMetric(ctx, { type: 'adexchange', code: 'AD_EXCHANGE_REVENUE', field: 'revenue' });
  const group = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id });
  const metrics = [impressions.id, serverRevenue.id, exchangeRevenue.id];
  const item = (k: number) =>
    seedData(
      ctx,
      {
        placementGroupId: group.id,
        supplierId: supplier.id,
        groupId: world.mrec.id,
        type: 'ad_unit',
        dfpAdunitId: madeUpKey('AD_UNIT_ID', k),
      },
      metrics,
    );
  const data0 = await item(0);
  const data1 = await item(1);
  const manual = await seedSupplier(ctx, { name: 'Direct', type: 'manual', currency: 'EUR' });
  const manualData = await seedData(ctx, { placementGroupId: group.id, supplierId: manual.id, groupId: world.mrec.id, type: 'domain' });
  gam.data = { keys: 3 };
  gam.pollsUntilDone = 1;
  return { ...world, api, supplier, group, data0, data1, manual, manualData };
}

const { ctx, world: w } = eachTestIn(importWorld, {
  PUBDESK_GOOGLE_TOKEN_URL: tokens.url,
  PUBDESK_ADMANAGER_API_URL: gam.url,
  PUBDESK_ANIVIEW_API_URL: aniviewUrl,
});

const runner = () => importRunner({ db: ctx.database.db, config: ctx.config, log: captureLog().log, ...importsPorts });
const backfill = async (start: string, end: string, supplier = w.supplier.id) => {
  const res = await w.admin.call('POST', '/api/imports/', { supplier, start, end });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<ImportRun>();
};
const runOf = async (id: number) =>
  (await w.admin.call('GET', `/api/imports/?limit=100`)).json<List<ImportRun>>().results.find((r) => r.id === id)!;
const dayRows = (date: string) =>
  ctx.database.query<{ data_id: number; impressions: string; revenue: string; complete: boolean }>(
    `select data_id, impressions::text, revenue::text, complete from statistics where date = '${date}' order by data_id`,
  );
/** Both revenues of made-up key k on the d-th day, summed exactly (six decimals each). */
const revenueOf = (d: number, k: number) => {
  const v = madeUpValue('AD_SERVER_REVENUE', d, k) as { doubleValue: string };
  const micros = BigInt(v.doubleValue.replace('.', '')) * 2n;
  return `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;
};

describe('imports from Ad Manager', () => {
  it('write each day per data item from the report, sum the metrics counted into a field, and keep unmatched keys', async () => {
    const queued = await backfill('2026-11-01', '2026-11-02');
    expect(queued).toMatchObject({ state: 'queued', trigger: 'backfill', start: '2026-11-01', end: '2026-11-02' });
    expect(await runner().run(queued.id)).toBe('done');
    const run = await runOf(queued.id);
    expect(run).toMatchObject({ state: 'done', rows_fetched: 6, rows_matched: 4, rows_unmatched: 2, error: null });
    expect(run.unmatched_keys).toEqual([madeUpKey('AD_UNIT_ID', 2)]);
    const impressions = (madeUpValue('AD_SERVER_IMPRESSIONS', 1, 1) as { intValue: string }).intValue;
    expect(await dayRows('2026-11-02')).toEqual([
      {
        data_id: w.data0.id,
        impressions: (madeUpValue('AD_SERVER_IMPRESSIONS', 1, 0) as { intValue: string }).intValue,
        revenue: revenueOf(1, 0),
        complete: true,
      },
      { data_id: w.data1.id, impressions, revenue: revenueOf(1, 1), complete: true },
    ]);
    // The waterfall applies as to any statistic: the source keeps 90%.
    const [row] = await ctx.database.query<{ supplier_after: string }>(
      `select supplier_after::text from ${stagedStatistics} where data_id = ${w.data0.id} and date = '2026-11-01'`,
    );
    expect(row!.supplier_after).toBe((Math.round(Number(revenueOf(0, 0)) * 0.9 * 1e6) / 1e6).toFixed(6));
    // The report is reused: the second run patches it instead of making another.
    expect(gam.counts.creates).toBe(1);
    const again = await backfill('2026-11-01', '2026-11-02');
    expect(await runner().run(again.id)).toBe('done');
    expect({ creates: gam.counts.creates, patches: gam.counts.patches }).toEqual({ creates: 1, patches: 1 });
  });

  it('replace a day that is imported again (never add it twice), and zero an item the platform stopped reporting', async () => {
    await runner().run((await backfill('2026-11-05', '2026-11-05')).id);
    const before = await dayRows('2026-11-05');
    await runner().run((await backfill('2026-11-05', '2026-11-05')).id);
    expect(await dayRows('2026-11-05')).toEqual(before);

    gam.data = { rows: [{ date: '2026-11-05', key: madeUpKey('AD_UNIT_ID', 0), values: { AD_SERVER_IMPRESSIONS: { intValue: '7' } } }] };
    await runner().run((await backfill('2026-11-05', '2026-11-05')).id);
    expect(await dayRows('2026-11-05')).toEqual([
      { data_id: w.data0.id, impressions: '7', revenue: '0.000000', complete: true },
      { data_id: w.data1.id, impressions: '0', revenue: '0.000000', complete: true },
    ]);
    const [count] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from statistics where date = '2026-11-05'`);
    expect(count!.n).toBe(2);
  });

  it('fail visibly with the sign-in refusal and write nothing when the key is not the service account’s', async () => {
    await ctx.database.db.execute(
      sql`update external_apis set code_sealed = ${(await import('../src/lib/secret-box.js')).secretBox(ctx.config.secret).seal(keyOf(gam.networkCode, wrongPrivateKey))}`,
    );
    const run = await backfill('2026-11-01', '2026-11-03');
    expect(await runner().run(run.id)).toBe('failed');
    const failed = await runOf(run.id);
    expect(failed.error).toMatch(/^Google sign-in refused: /);
    expect(failed.error).not.toContain('PRIVATE KEY');
    expect(await ctx.database.query('select id from statistics')).toEqual([]);
    // Retry queues a new run over the same range; a done run is not retried.
    const retried = await w.admin.call('POST', `/api/imports/${run.id}/retry/`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json<ImportRun>()).toMatchObject({ start: '2026-11-01', end: '2026-11-03', state: 'queued', trigger: 'backfill' });
  });

  it('leave a day that fails while being written as it was (each day is one transaction), and the others written', async () => {
    await runner().run((await backfill('2026-11-01', '2026-11-02')).id);
    const old = await dayRows('2026-11-02');
    gam.data = { keys: 2 };
    // The database refuses the second day's write half-way: its old figures must stay whole.
    await ctx.database.query(`create function refuse_day() returns trigger language plpgsql as $$
      begin if new.date = '2026-11-02' and new.data_id = ${w.data1.id} then raise exception 'disk full'; end if; return new; end $$`);
    await ctx.database.query(`create trigger refuse_day before update on statistics for each row execute function refuse_day()`);
    try {
      gam.data = {
        rows: [0, 1].flatMap((k) =>
          ['2026-11-01', '2026-11-02'].map((date) => ({
            date,
            key: madeUpKey('AD_UNIT_ID', k),
            values: { AD_SERVER_IMPRESSIONS: { intValue: '5' } },
          })),
        ),
      };
      const run = await backfill('2026-11-01', '2026-11-02');
      expect(await runner().run(run.id)).toBe('failed');
      expect((await runOf(run.id)).error).toBe('The import failed on our side; it is logged. Retry it, or ask an administrator.');
    } finally {
      await ctx.database.query('drop trigger refuse_day on statistics');
      await ctx.database.query('drop function refuse_day()');
    }
    expect((await dayRows('2026-11-01')).map((r) => r.impressions)).toEqual(['5', '5']);
    expect(await dayRows('2026-11-02')).toEqual(old);
  });

  it('run one import of a source at a time, and take over a run whose process died', async () => {
    const first = await backfill('2026-11-01', '2026-11-01');
    const second = await backfill('2026-11-02', '2026-11-02');
    await ctx.database.db.execute(sql`update import_runs set state = 'running', heartbeat_at = now() where id = ${first.id}`);
    await expect(runner().run(second.id)).rejects.toBeInstanceOf(SourceBusy);
    await ctx.database.db.execute(sql`update import_runs set heartbeat_at = now() - interval '2 hours' where id = ${first.id}`);
    expect(await runner().run(second.id)).toBe('done');
    expect(await runOf(first.id)).toMatchObject({
      state: 'failed',
      error: 'The import stopped before it finished (the server restarted); retry it.',
    });
  });

  it('answer Test connection with the network’s name, or the platform’s reason', async () => {
    const ok = await w.admin.call('POST', `/api/apis/admanager/${w.api.id}/test/`);
    expect(ok.json<ConnectionTest>()).toEqual({ ok: true, detail: 'Northwind Network' });
    await ctx.database.db.execute(
      sql`update external_apis set code_sealed = ${(await import('../src/lib/secret-box.js')).secretBox(ctx.config.secret).seal(keyOf('999'))}`,
    );
    const refused = (await w.admin.call('POST', `/api/apis/admanager/${w.api.id}/test/`)).json<ConnectionTest>();
    expect(refused).toEqual({ ok: false, detail: 'Ad Manager: The caller does not have permission' });
    expect((await w.admin.call('POST', `/api/apis/adsense/${w.api.id}/test/`)).json()).toEqual(notFound);
    const netlink = await seedExternalApi(ctx, { type: 'netlink', code: 'user=x' });
    expect((await w.admin.call('POST', `/api/apis/netlink/${netlink.id}/test/`)).json()).toEqual({
      ok: false,
      detail: 'The netlink API has no reporting connector; upload a CSV file instead.',
    });
  });
});

describe('imports from AniView', () => {
  it('find a website by its host and convert the source’s euros at each day’s rate; a day without one fails alone', async () => {
    await ctx.database.query(`update websites set url = 'https://www.site1.example/news' where id = ${w.siteA.id}`);
    const api = await seedExternalApi(ctx, { type: 'aniview', code: JSON.stringify(aniviewUser) });
    const source = await seedSupplier(ctx, { name: 'AniView', type: 'automatic', apiId: api.id, currency: 'EUR' });
    const impressions = await seedMetric(ctx, { type: 'aniview', code: 'impression', field: 'impressions' });
    const revenue = await seedMetric(ctx, { type: 'aniview', code: 'revenue', field: 'revenue' });
    const item = await seedData(ctx, { placementGroupId: w.group.id, supplierId: source.id, groupId: w.mrec.id, type: 'domain' }, [
      impressions.id,
      revenue.id,
    ]);
    await ctx.database.query(`insert into fx_rates (currency, date, rate) values ('EUR', '2026-03-01', '1.1')`);
    const run = await backfill('2026-03-01', '2026-03-02', source.id);
    expect(await runner().run(run.id)).toBe('partial');
    // The stand-in answers site0, site1 and site2 each day; only site1 is a website here.
    expect(await runOf(run.id)).toMatchObject({ rows_fetched: 6, rows_matched: 2, rows_unmatched: 4, error: 'No EUR rate for 2026-03-02' });
    const rows = await ctx.database.query<{ date: string; impressions: string; revenue: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, impressions::text, revenue::text from statistics where data_id = ${item.id} order by date`,
    );
    // 0.123456 EUR x 1.1 = 0.1358016 USD, kept to six decimals.
    expect(rows).toEqual([{ date: '2026-03-01', impressions: '1001', revenue: '0.135802' }]);
  });
});

describe('import requests', () => {
  it('are refused with field errors for a bad range, a manual source or an unknown one, and changes nothing', async () => {
    const today = dayIn(ctx.config.REPORT_TZ);
    const dayOutOfRange = `Enter a day from ${addDays(today, -3653)} to ${today}.`;
    const cases: Array<[object, object]> = [
      [{ supplier: w.supplier.id, start: '2026-01-01', end: '2026-06-01' }, { end: ['Import at most 92 days at once.'] }],
      [{ supplier: w.supplier.id, start: '2026-02-02', end: '2026-02-01' }, { end: ['The end is before the start.'] }],
      [
        { supplier: w.manual.id, start: '2026-02-01', end: '2026-02-01' },
        { supplier: ['This demand source is fed by hand; upload a file instead.'] },
      ],
      [{ supplier: 999999, start: '2026-02-01', end: '2026-02-01' }, { supplier: ['Invalid pk "999999" - object does not exist.'] }],
      // Its days are written as statistics: days that have happened, at most ten years back.
      [{ supplier: w.supplier.id, start: '1901-01-01', end: '1901-03-31' }, { start: [dayOutOfRange] }],
      [{ supplier: w.supplier.id, start: addDays(today, 1), end: addDays(today, 2) }, { start: [dayOutOfRange] }],
    ];
    for (const [body, errors] of cases) {
      const res = await w.admin.call('POST', '/api/imports/', body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: errors });
    }
    expect(await ctx.database.db.select().from(importRuns)).toEqual([]);
  });

  it('are staff work: a network or publisher gets 403, a developer reads them and filters them', async () => {
    for (const who of [w.netA, w.pubA]) {
      expect((await who.call('GET', '/api/imports/')).json()).toEqual({ detail: 'Imports are for staff only.', code: 'staff_only' });
      expect(
        (await who.call('POST', '/api/imports/', { supplier: w.supplier.id, start: '2026-02-01', end: '2026-02-01' })).statusCode,
      ).toBe(403);
    }
    const developer = await actor(ctx, 'developer');
    expect((await developer.call('GET', '/api/imports/')).statusCode).toBe(200);
    const list = await w.admin.call('GET', `/api/imports/?supplier=${w.supplier.id}&state=failed`);
    expect(list.json<List<ImportRun>>().count).toBe(0);
    expect((await w.admin.call('GET', '/api/imports/?state=lost')).json()).toEqual({ state: ['Select a valid choice.'] });
  });

  it('follow row scope for an account manager: a backfill, a retry and an upload reach only the data items on their websites', async () => {
    // The source's third key belongs to a data item on website B; the manager is assigned B only.
    const groupB = await seedPlacementGroup(ctx, { websiteId: w.siteB.id, groupId: w.mrec.id });
    const dataB = await seedData(
      ctx,
      {
        placementGroupId: groupB.id,
        supplierId: w.supplier.id,
        groupId: w.mrec.id,
        type: 'ad_unit',
        dfpAdunitId: madeUpKey('AD_UNIT_ID', 2),
      },
      (await ctx.database.query<{ id: number }>(`select id from serve_metrics order by id`)).map((m) => m.id),
    );
    const manager = await actor(ctx, 'account_manager');
    await assignStaff(ctx, manager.user, { website: w.siteB.id });
    const dataIdsOf = async (id: number) =>
      (await ctx.database.query<{ data_ids: number[] | null }>(`select data_ids from import_runs where id = ${id}`))[0]!.data_ids;
    const writtenItems = async () =>
      (await ctx.database.query<{ data_id: number }>(`select distinct data_id from statistics order by 1`)).map((r) => r.data_id);

    const res = await manager.call('POST', '/api/imports/', { supplier: w.supplier.id, start: '2026-11-01', end: '2026-11-01' });
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json<ImportRun>();
    expect(await dataIdsOf(run.id)).toEqual([dataB.id]);
    expect([await runner().run(run.id), (await runOf(run.id)).error]).toEqual(['done', null]);
    expect(await writtenItems()).toEqual([dataB.id]);
    // Website A's rows came back unmatched by the run's items: counted, their keys not listed.
    expect(await runOf(run.id)).toMatchObject({ rows_unmatched: expect.any(Number), unmatched_keys: [] });

    // A run of the whole source, failed, retried by the manager: only website B's item again.
    const [failed] = await ctx.database.db
      .insert(importRuns)
      .values({ supplierId: w.supplier.id, start: '2026-11-02', end: '2026-11-02', trigger: 'backfill', state: 'failed' })
      .returning();
    const retried = await manager.call('POST', `/api/imports/${failed!.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(await dataIdsOf(retried.json<ImportRun>().id)).toEqual([dataB.id]);

    // A file naming website A's item and website B's: A's row is not matched, as an unknown key is not.
    const csv = `date,data_id,impressions,revenue\n2026-11-20,${w.data0.id},100,10\n2026-11-20,${dataB.id},5,1\n`;
    const uploaded = await uploadFigures(ctx, manager, w.supplier.id, csv);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<ImportRun>()).toMatchObject({ rows_matched: 1, rows_unmatched: 1, unmatched_keys: [String(w.data0.id)] });
    expect(await ctx.database.query(`select data_id, revenue::text from statistics where date = '2026-11-20'`)).toEqual([
      { data_id: dataB.id, revenue: '1.000000' },
    ]);

    // A manager with no website of the source's is refused, naming the field.
    const other = await actor(ctx, 'ad_operation');
    await assignStaff(ctx, other.user, { website: w.siteA.id });
    await ctx.database.query(`update placement_group_data set supplier_id = ${w.manual.id} where id in (${w.data0.id}, ${w.data1.id})`);
    const none = await other.call('POST', '/api/imports/', { supplier: w.supplier.id, start: '2026-11-01', end: '2026-11-01' });
    expect({ status: none.statusCode, body: none.json() }).toEqual({
      status: 400,
      body: { supplier: ["None of this demand source's data items are on your websites."] },
    });
  });
});

describe('CSV uploads', () => {
  const upload = (csv: string, supplier: number, who = w.admin) => uploadFigures(ctx, who, supplier, csv);

  it('convert a source in another currency at the day’s rate, and fail a day without one', async () => {
    await ctx.database.query(`insert into fx_rates (currency, date, rate) values ('EUR', '2026-11-20', '1.0800000000')`);
    const csv = `date,data_id,impressions,revenue\n2026-11-20,${w.manualData.id},100,10.005\n2026-11-21,${w.manualData.id},50,1\n`;
    const res = await upload(csv, w.manual.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ImportRun>()).toMatchObject({
      state: 'partial',
      trigger: 'upload',
      start: '2026-11-20',
      end: '2026-11-21',
      rows_matched: 2,
      error: 'No EUR rate for 2026-11-21',
    });
    expect(await dayRows('2026-11-20')).toEqual([{ data_id: w.manualData.id, impressions: '100', revenue: '10.805400', complete: true }]);
    expect(await dayRows('2026-11-21')).toEqual([]);
  });

  it('refuse the whole file for one bad line, naming it, and change nothing', async () => {
    const csv = `date,data_id,impressions\n2026-11-20,${w.data0.id},100\n2026-11-21,${w.data0.id},lots\n`;
    const res = await upload(csv, w.supplier.id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { file: [expect.stringMatching(/^Line 3, column impressions: /)] },
    });
    expect(await ctx.database.query('select id from statistics')).toEqual([]);
    expect(await ctx.database.db.select().from(importRuns)).toEqual([]);
    expect((await upload(csv, w.supplier.id, w.pubA)).statusCode).toBe(403);
    // Days far apart would each bring a month's partition: a file spans at most 731 days.
    const wide = `date,data_id,impressions\n1901-01-01,${w.data0.id},1\n2099-12-31,${w.data0.id},1\n`;
    expect((await upload(wide, w.supplier.id)).json()).toEqual({ file: ['The file spans more than 731 days; upload it in parts.'] });
    expect(await ctx.database.db.select().from(importRuns)).toEqual([]);
  });
});

describe('the daily schedule', () => {
  it('queues each automatic source once a day, once its time has come, over its revision window', async () => {
    const { dayIn, addDays } = await import('../src/lib/report-days.js');
    const sent: unknown[] = [];
    const deps = {
      db: ctx.database.db,
      config: ctx.config,
      log: captureLog().log,
      send: async (_kind: unknown, payload: unknown) => (sent.push(payload), 'id'),
    };
    const schedule = importsJobs(deps).find((d) => d.name === 'imports.schedule')!;
    const job = { id: 'j', name: 'imports.schedule', attempt: 1, lastAttempt: true };
    // A time later than any clock reading: not yet due.
    await ctx.database.query(`update suppliers set schedule = '24:00' where id = ${w.supplier.id}`);
    await schedule.handler({}, job);
    expect(sent).toEqual([]);
    await ctx.database.query(`update suppliers set schedule = '00:00' where id = ${w.supplier.id}`);
    await schedule.handler({}, job);
    await schedule.handler({}, job);
    const runs = (await w.admin.call('GET', `/api/imports/?supplier=${w.supplier.id}`)).json<List<ImportRun>>().results;
    const today = dayIn(ctx.config.REPORT_TZ);
    expect(runs.map((r) => ({ trigger: r.trigger, start: r.start, end: r.end }))).toEqual([
      { trigger: 'schedule', start: addDays(today, -3), end: addDays(today, -1) },
    ]);
    expect(sent).toEqual([{ runId: runs[0]!.id }]);
    // A manual source is never scheduled.
    expect((await w.admin.call('GET', `/api/imports/?supplier=${w.manual.id}`)).json<List<ImportRun>>().count).toBe(0);
  });
});
