import { describe, expect, it } from 'vitest';
import type { RefreshJob, Statistic } from '@pubdesk/contract';
import { createJobQueue } from '../src/lib/jobs/index.js';
import { suppliers } from '../src/modules/suppliers/index.js';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { createTestContext, eachTestIn } from './harness.js';
import { actor, assignStaff } from './helpers.js';

import { captureLog, importsJobs, waitFor } from './jobs-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { demoFigures } from '../src/modules/statistics/demo-figures.js';
import { eq } from 'drizzle-orm';
import { notFound, forbidden, invalidPk } from './expected.js';

const { ctx, world: w } = eachTestIn(statisticsWorld, {}, { jobs: { runWorker: true, pollingIntervalSeconds: 0.5 } });

const stateOf = async (token: string) => (await w.admin.call('GET', `/api/operations/requests/${token}/`)).json<RefreshJob>();
const until = (token: string, state: RefreshJob['state']) =>
  waitFor(`refresh ${state}`, async () => (await stateOf(token)).state === state);

describe('refresh requests', () => {
  it("rebuild the day's sums from its rows with the shares in force: a share changed outside the product reaches the reports", async () => {
    const row = (await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'))).json<Statistic>();
    const report = async () =>
      (await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/`)).json<{ statistics_sum: Statistic }>().statistics_sum;
    // Changed in the database, not through a share period (which walks its days itself): a row
    // reads with it at once, the rollups keep the sums they had until the day is refreshed.
    await ctx.database.query(`update shares set share = 50 where type = 'platform'`);
    expect((await w.admin.call('GET', `/api/data_statistics/${row.id}/`)).json<Statistic>().network_share!.revenue_after).toBe('33.75');
    expect((await report()).network_share!.revenue_after).toBe('54.00');

    const res = await w.admin.call('POST', '/api/operations/request/data/', { data: w.dataA.id, date: '2026-11-20' });
    expect(res.statusCode).toBe(202);
    const { token } = res.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]{40,}$/);
    await until(token, 'done');
    expect(await stateOf(token)).toMatchObject({ scope: 'data', target: w.dataA.id, date: '2026-11-20', reason: null });
    const after = (await w.admin.call('GET', `/api/data_statistics/${row.id}/`)).json<Statistic>();
    // 100.00 x 90% x 50% x 75% = 33.75, and the website's report follows.
    expect(after.platform_share).toEqual({ revenue_before: '90.00', share: '50.00', revenue_after: '45.00' });
    expect((await report()).network_share!.revenue_after).toBe('33.75');
  });

  it("fetch a demo-world source's figures for the day through the demo connector, and a rerun changes nothing", async () => {
    await ctx.database.db.update(suppliers).set({ type: 'automatic', demo: true }).where(eq(suppliers.id, w.supplier.id));
    const first = (
      await w.admin.call('POST', '/api/operations/request/placement/', { placement_group: w.groupA.id, date: '2026-11-19' })
    ).json<{
      token: string;
    }>();
    await until(first.token, 'done');
    const list = (await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}`)).json<{ results: Statistic[] }>();
    expect(list.results).toHaveLength(1);
    const figures = demoFigures(w.dataA.id, '2026-11-19');
    expect(list.results[0]).toMatchObject({ date: '2026-11-19', impressions: figures.impressions, requests: figures.requests });

    const again = (await w.admin.call('POST', '/api/operations/request/website/', { website: w.siteA.id, date: '2026-11-19' })).json<{
      token: string;
    }>();
    await until(again.token, 'done');
    const rerun = (await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}`)).json<{ results: Statistic[] }>();
    expect(rerun.results).toEqual(list.results);
  });

  it('fail visibly for an automatic source outside the demo world without a working API, and write nothing', async () => {
    await ctx.database.db.update(suppliers).set({ type: 'automatic' }).where(eq(suppliers.id, w.supplier.id));
    const { token } = (await w.admin.call('POST', '/api/operations/request/data/', { data: w.dataA.id, date: '2026-11-19' })).json<{
      token: string;
    }>();
    await until(token, 'failed');
    expect((await stateOf(token)).reason).toBe('This demand source has no API.');
    const list = (await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}`)).json<{ count: number }>();
    expect(list.count).toBe(0);
  });

  it("are refused for a target outside the caller's scope (400) or without the permission (403); a token is read back only in scope", async () => {
    for (const [path, body, field] of [
      ['data', { data: w.dataB.id }, 'data'],
      ['placement', { placement_group: w.groupB.id }, 'placement_group'],
      ['website', { website: w.siteB.id }, 'website'],
    ] as const) {
      const manager = await actor(ctx, 'ad_operation');
      await assignStaff(ctx, manager.user, { website: w.siteA.id });
      const res = await manager.call('POST', `/api/operations/request/${path}/`, { ...body, date: '2026-11-20' });
      const id = Object.values(body)[0]!;
      expect({ status: res.statusCode, body: res.json() }, path).toEqual({ status: 400, body: { [field]: invalidPk(id) } });
    }
    const refused = await w.netA.call('POST', '/api/operations/request/website/', { website: w.siteA.id, date: '2026-11-20' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: forbidden });
    const bad = await w.admin.call('POST', '/api/operations/request/data/', { data: w.dataA.id, date: '20-11-2026' });
    expect(bad.json()).toEqual({ date: ['Enter a valid date in the format YYYY-MM-DD.'] });
    // A refresh writes its day's statistics: a day that has happened, at most ten years back.
    const today = dayIn(ctx.config.REPORT_TZ);
    for (const date of ['1900-01-01', addDays(today, 1)]) {
      const far = await w.admin.call('POST', '/api/operations/request/data/', { data: w.dataA.id, date });
      expect(far.json(), date).toEqual({ date: [`Enter a day from ${addDays(today, -3653)} to ${today}.`] });
    }

    const { token } = (await w.admin.call('POST', '/api/operations/request/website/', { website: w.siteB.id, date: '2026-11-20' })).json<{
      token: string;
    }>();
    expect((await w.netA.call('GET', `/api/operations/requests/${token}/`)).json()).toEqual(notFound);
    expect((await w.netB.call('GET', `/api/operations/requests/${token}/`)).statusCode).toBe(200);
    expect((await w.admin.call('GET', '/api/operations/requests/not-a-token-at-all-0000/')).json()).toEqual(notFound);
  });

  it('survive a restart: a request queued while no worker runs is done by the next one', async () => {
    const stopped = await createTestContext();
    try {
      await stopped.reset();
      const world = await statisticsWorld(stopped);
      await world.admin.call('POST', '/api/data_statistics/', dayOf(world.dataA.id, '2026-11-20'));
      await stopped.database.query(`update shares set share = 50 where type = 'platform'`);
      const { token } = (
        await world.admin.call('POST', '/api/operations/request/data/', { data: world.dataA.id, date: '2026-11-20' })
      ).json<{ token: string }>();
      const read = async () => (await world.admin.call('GET', `/api/operations/requests/${token}/`)).json<RefreshJob>().state;
      expect(await read()).toBe('queued');

      // The server is gone; a worker started later on the same database picks the job up.
      const worker = createJobQueue({
        database: stopped.database,
        log: captureLog().log,
        jobs: importsJobs({ db: stopped.database.db, config: stopped.config, log: captureLog().log }),
        runWorker: true,
        pollingIntervalSeconds: 0.5,
      });
      await worker.start();
      try {
        await waitFor('the queued refresh', async () => (await read()) === 'done');
      } finally {
        await worker.stop();
      }
      const rows = await stopped.database.query<{ network_after: string }>('select network_after::text from statistic_website_days');
      expect(rows).toEqual([{ network_after: '33.750000' }]);
    } finally {
      await stopped.close();
    }
  });
});
