/**
 * A CSV upload killed mid-file (the process died) leaves its run `running`. A manual source is
 * never claimed by a job, whose claim fails a dead run: the upload's own claim must, or every
 * later upload of the source is "busy" for ever. A run heard from recently is still busy. An
 * upload whose write fails ends its run failed, so the source is free at once.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRun } from '@pubdesk/contract';
import { messages } from '@pubdesk/contract';
import { importRuns } from '../src/modules/imports/index.js';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld, multipart } from './helpers.js';
import { seedData, seedPlacementGroup, seedSupplier } from './demand-fixtures.js';

const { ctx, world: w } = eachTestIn(async (ctx) => {
  const world = await inventoryWorld(ctx);
  const manual = await seedSupplier(ctx, { name: 'Direct', type: 'manual', currency: 'USD' });
  const group = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id });
  const data = await seedData(ctx, { placementGroupId: group.id, supplierId: manual.id, groupId: world.mrec.id });
  return { ...world, manual, data };
});

const upload = (csv: string) => {
  const { payload, headers } = multipart([{ field: 'file', filename: 'day.csv', contentType: 'text/csv', data: Buffer.from(csv) }], {
    supplier: String(w.manual.id),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/imports/upload/',
    payload,
    headers: { ...headers, authorization: w.admin.authorization },
  });
};

/** The run an upload killed `minutesAgo` leaves: running, last heard from then, one row staged. */
async function killedUpload(minutesAgo: number): Promise<number> {
  const [run] = await ctx.database.db
    .insert(importRuns)
    .values({ supplierId: w.manual.id, start: '2026-11-20', end: '2026-11-20', trigger: 'upload', requestedBy: w.admin.user.id })
    .returning();
  const at = `now() - interval '${minutesAgo} minutes'`;
  await ctx.database.query(`update import_runs set state = 'running', started_at = ${at}, heartbeat_at = ${at}, claim = 1 where id = $1`, [
    run!.id,
  ]);
  await ctx.database.query(
    `insert into import_staged_rows (run_id, date, data_id, requests, impressions, viewable_impressions, clicks, revenue)
     values ($1, '2026-11-20', $2, 0, 100, 0, 0, 5)`,
    [run!.id, w.data.id],
  );
  return run!.id;
}

const runOf = async (id: number) =>
  (await ctx.database.query<{ state: string; error: string | null }>('select state, error from import_runs where id = $1', [id]))[0];
const stagedOf = async (id: number) => (await ctx.database.query('select 1 from import_staged_rows where run_id = $1', [id])).length;
const csv = () => `date,data_id,impressions,revenue\n2026-11-21,${w.data.id},10,1\n`;

describe('a CSV upload after one killed mid-file', () => {
  it('is refused as busy while the other was heard from within the hour', async () => {
    const other = await killedUpload(5);
    expect(await upload(csv()).then((r) => ({ status: r.statusCode, body: r.json() }))).toEqual({
      status: 409,
      body: { detail: messages.imports.busy },
    });
    expect(await runOf(other)).toEqual({ state: 'running', error: null });
  });

  it('fails the dead run (its staging emptied) and goes ahead', async () => {
    const dead = await killedUpload(3 * 24 * 60);
    const res = await upload(csv());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ImportRun>()).toMatchObject({ state: 'done', rows_matched: 1 });
    expect(await runOf(dead)).toEqual({ state: 'failed', error: messages.imports.interrupted });
    expect(await stagedOf(dead)).toBe(0);
  });
});

describe('a CSV upload whose write fails', () => {
  it('is a 400 for a figure too large to record, its run failed and the source free for the next', async () => {
    // Two lines of one item and day are summed; in a currency worth ten billion dollars, past 24 digits.
    await ctx.database.query(`update suppliers set currency = 'EUR' where id = $1`, [w.manual.id]);
    await ctx.database.query(`insert into fx_rates (currency, date, rate) values ('EUR', '2026-11-21', '9999999999.9999999999')`);
    const big = '99999999999999.999999';
    const res = await upload(`date,data_id,impressions,revenue\n2026-11-21,${w.data.id},1,${big}\n2026-11-21,${w.data.id},1,${big}\n`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { non_field_errors: [messages.api.figureTooLarge] },
    });
    const [run] = await ctx.database.query<{ state: string }>(`select state from import_runs order by id desc limit 1`);
    expect(run!.state).toBe('failed');
    expect((await upload(csv())).statusCode).toBe(201);
  });
});

describe('a CSV upload’s days', () => {
  it('are days that have happened, at most ten years back: a file with another is refused whole', async () => {
    const today = dayIn(ctx.config.REPORT_TZ);
    const refused = { file: [`The file has days outside ${addDays(today, -3653)} to ${today}.`] };
    for (const date of ['1900-01-01', addDays(today, 1)]) {
      const res = await upload(`date,data_id,impressions\n${date},${w.data.id},1\n`);
      expect({ date, status: res.statusCode, body: res.json() }).toEqual({ date, status: 400, body: refused });
    }
    expect(await ctx.database.query('select id from import_runs')).toEqual([]);
  });
});
