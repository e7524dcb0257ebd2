import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suppliers } from '../src/modules/suppliers/index.js';
import type { ImportRun } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { seedData, seedSupplier } from './demand-fixtures.js';
import { statisticsWorld, uploadFigures } from './statistics-fixtures.js';

/**
 * Only the demo world is answered by the demo figures: a demo source a user points at real
 * things (another API, new credentials, a manual type, an item of their own) leaves it, and its
 * runs read its API from then on (a source outside the demo world without a working API fails
 * visibly: statistics.refresh.test.ts).
 */
const { ctx, world: w } = eachTestIn(statisticsWorld);

const isDemo = async (id: number) =>
  (await ctx.database.db.select({ demo: suppliers.demo }).from(suppliers).where(eq(suppliers.id, id)))[0]!.demo;
const newApi = async (shortname: string) => {
  const res = await w.admin.call('POST', '/api/apis/netlink/', { name: shortname, shortname, code: 'token-only' });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
};
/** The source as the demo seed leaves it: automatic, reading through the demo's API. */
const demoSource = async () => {
  const api = await newApi(`demo-${Math.random().toString(36).slice(2, 8)}`);
  await ctx.database.db.update(suppliers).set({ type: 'automatic', apiId: api, demo: true }).where(eq(suppliers.id, w.supplier.id));
  return api;
};
const patchSource = (body: object) => w.admin.call('PATCH', `/api/suppliers/${w.supplier.id}/`, body);

describe('the demo world', () => {
  it('keeps a demo source whose name, schedule or status change, or whose API is renamed', async () => {
    const api = await demoSource();
    expect((await patchSource({ name: 'Renamed', schedule: '06:00', status: 'active' })).statusCode).toBe(200);
    expect((await w.admin.call('PATCH', `/api/apis/netlink/${api}/`, { name: 'Renamed API', code: '' })).statusCode).toBe(200);
    expect(await isDemo(w.supplier.id)).toBe(true);
  });

  it('is left by a demo source pointed at another API', async () => {
    await demoSource();
    const real = await newApi('real-api');
    expect((await patchSource({ api_id: real })).statusCode).toBe(200);
    expect(await isDemo(w.supplier.id)).toBe(false);
  });

  it('is left by a demo source made manual', async () => {
    await demoSource();
    expect((await patchSource({ type: 'manual', api_id: null })).statusCode).toBe(200);
    expect(await isDemo(w.supplier.id)).toBe(false);
  });

  it('is left by the sources of a demo API given new credentials or another type', async () => {
    const api = await demoSource();
    expect((await w.admin.call('PATCH', `/api/apis/netlink/${api}/`, { code: 'a-real-token' })).statusCode).toBe(200);
    expect(await isDemo(w.supplier.id)).toBe(false);
  });

  it('is left by a demo source given an item of a user, or an item moved to it or matched by another key', async () => {
    await demoSource();
    const item = {
      name: 'Real line',
      group_id: w.mrec.id,
      dfp_placement_id: '99000001',
      supplier_id: w.supplier.id,
      placement_group_id: w.groupB.id,
    };
    expect((await w.admin.call('POST', '/api/placements_groups_data/data/', item)).statusCode).toBe(201);
    expect(await isDemo(w.supplier.id)).toBe(false);

    await demoSource();
    // Renaming a demo item keeps the world; a new key for it does not.
    expect((await w.admin.call('PATCH', `/api/placements_groups_data/data/${w.dataA.id}/`, { name: 'Alpha renamed' })).statusCode).toBe(
      200,
    );
    expect(await isDemo(w.supplier.id)).toBe(true);
    expect(
      (await w.admin.call('PATCH', `/api/placements_groups_data/data/${w.dataA.id}/`, { dfp_placement_id: '99000002' })).statusCode,
    ).toBe(200);
    expect(await isDemo(w.supplier.id)).toBe(false);
  });

  it("converts a real source's money only at rates a user wrote, never at the demo seed's", async () => {
    const euro = await seedSupplier(ctx, { name: 'Euro net', currency: 'EUR' });
    const item = await seedData(ctx, { placementGroupId: w.groupA.id, supplierId: euro.id, groupId: w.mrec.id, name: 'Euro line' });
    const [demoRate] = await ctx.database.query<{ id: number }>(
      `insert into fx_rates (currency, date, rate, demo) values ('EUR', '2026-11-20', '1.08', true), ('EUR', '2026-11-21', '1.10', false) returning id`,
    );
    const upload = async (csv: string) => {
      const res = await uploadFigures(ctx, w.admin, euro.id, csv);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ImportRun>();
    };
    const revenueOn = async (date: string) =>
      (await ctx.database.query<{ revenue: string }>(`select revenue from statistics where data_id = $1 and date = $2`, [item.id, date]))[0]
        ?.revenue;

    const csv = `date,data_id,impressions,revenue\n2026-11-20,${item.id},100,10\n2026-11-21,${item.id},100,10\n`;
    expect(await upload(csv)).toMatchObject({ state: 'partial', error: "The EUR rate for 2026-11-20 is the demo's: enter the real one" });
    expect([await revenueOn('2026-11-20'), await revenueOn('2026-11-21')]).toEqual([undefined, '11.000000']);

    // The demo world's own source converts at it.
    await ctx.database.db.update(suppliers).set({ demo: true }).where(eq(suppliers.id, euro.id));
    expect(await upload(csv)).toMatchObject({ state: 'done', error: null });
    expect(await revenueOn('2026-11-20')).toBe('10.800000');

    // A rate a user writes for the day is real, even at the same figure.
    await ctx.database.db.update(suppliers).set({ demo: false }).where(eq(suppliers.id, euro.id));
    expect((await w.admin.call('PATCH', `/api/fx_rates/${demoRate!.id}/`, { rate: '1.08' })).statusCode).toBe(200);
    expect(await upload(csv)).toMatchObject({ state: 'done', error: null });
  });
});
