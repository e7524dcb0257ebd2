import { describe, expect, it } from 'vitest';
import type { Statistic, StatisticList } from '@pubdesk/contract';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, sb } from './helpers.js';
import { seedPlacementGroup } from './demand-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { notFound, forbidden, invalidPk } from './expected.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

const rows = async (table: string) => Number((await ctx.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

describe('POST /api/data_statistics/', () => {
  it("writes the decisions' waterfall to the cent: 100.00 gross, supplier 90%, no PMP, platform 80%, network 75% = 54.00", async () => {
    const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20', { status: 'active', complete: true }));
    expect(res.statusCode).toBe(201);
    const row = res.json<Statistic>();
    expect(row).toMatchObject({
      placement_group_data_id: w.dataA.id,
      placement_group_id: w.groupA.id,
      website_id: w.siteA.id,
      supplier_id: w.supplier.id,
      date: '2026-11-20',
      status: 'active',
      complete: true,
      revenue: '100.00',
      supplier_share: { revenue_before: '100.00', share: '90.00', revenue_after: '90.00' },
      pmp_share: { revenue_before: '90.00', share: '100.00', revenue_after: '90.00' },
      platform_share: { revenue_before: '90.00', share: '80.00', revenue_after: '72.00' },
      network_share: { revenue_before: '72.00', share: '75.00', revenue_after: '54.00' },
      // Derived from the counts: 10 / 1000, 600 / 1000, 1000 / 2000, 100.00 / 1000 * 1000.
      ctr: 1,
      viewable_rate: 60,
      fill_rate: 50,
      cpm: '100.00',
    });
  });

  it('keeps an exact decimal through the stages (six places kept, trailing zeros dropped)', async () => {
    const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20', { revenue: '0.01' }));
    expect(res.json<Statistic>().network_share).toEqual({ revenue_before: '0.0072', share: '75.00', revenue_after: '0.0054' });
  });

  it('rounds each stage once, also above a hundred million (no division rounding the quotient first)', async () => {
    const share = await w.admin.call('POST', '/api/shares/platform/', {
      website_id: w.siteA.id,
      group_id: w.mrec.id,
      share: 88.29,
      start_date: '2026-11-01',
    });
    expect(share.statusCode).toBe(201);
    const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20', { revenue: '1795821834.96206' }));
    expect(res.statusCode).toBe(201);
    const row = res.json<Statistic>();
    // 1,616,239,651.465854 x 0.8829 = 1,426,977,988.2792024966 exactly: .279202, not .279203.
    expect(row).toMatchObject({
      supplier_share: { revenue_after: '1616239651.465854' },
      platform_share: { revenue_before: '1616239651.465854', share: '88.29', revenue_after: '1426977988.279202' },
      network_share: { revenue_after: '1070233491.209402' },
    });
  });

  it('refuses a second row for the same data item and day, a data item out of scope, and bad figures, writing nothing', async () => {
    await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'));
    const cases: Array<[object, object]> = [
      [dayOf(w.dataA.id, '2026-11-20'), { date: ['This data item already has statistics for this date.'] }],
      [dayOf(999_999, '2026-11-20'), { placement_group_data_id: invalidPk(999_999) }],
      [dayOf(w.dataA.id, '2026-02-30'), { date: ['Enter a valid date in the format YYYY-MM-DD.'] }],
      [dayOf(w.dataA.id, '2026-11-21', { revenue: '-1' }), { revenue: ['Enter an amount from 0 with at most 6 decimal places.'] }],
      [dayOf(w.dataA.id, '2026-11-21', { revenue: '1.0000001' }), { revenue: ['Enter an amount from 0 with at most 6 decimal places.'] }],
      [dayOf(w.dataA.id, '2026-11-21', { impressions: 1.5 }), { impressions: ['Enter a whole number from 0.'] }],
      [
        dayOf(w.dataA.id, '2026-11-21', { viewable_impressions: 1001 }),
        { viewable_impressions: ['Viewable impressions cannot exceed impressions.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await w.admin.call('POST', '/api/data_statistics/', body);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(body)).toEqual({ status: 400, body: errors });
    }
    expect(await rows('statistics')).toBe(1);
    expect(await rows('statistic_website_days')).toBe(1);
  });

  it('is refused to networks and publishers (403), and to staff for a data item outside their assignments (400)', async () => {
    for (const who of [w.netA, w.pubA]) {
      const res = await who.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'));
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: forbidden });
    }
    const manager = await actor(ctx, 'account_manager');
    await assignStaff(ctx, manager.user, { website: w.siteB.id });
    const res = await manager.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { placement_group_data_id: invalidPk(w.dataA.id) } });
    expect((await manager.call('POST', '/api/data_statistics/', dayOf(w.dataB.id, '2026-11-20'))).statusCode).toBe(201);
    expect(await rows('statistics')).toBe(1);
  });
});

describe('GET /api/data_statistics/', () => {
  const seedDays = async () => {
    for (const [date, revenue, complete] of [
      ['2026-11-18', '10.00', true],
      ['2026-11-19', '20.00', false],
      ['2026-11-20', '30.00', true],
    ] as const) {
      await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, date, { revenue, complete }));
    }
    await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataB.id, '2026-11-20', { revenue: '500.00' }));
  };

  it('pages newest first and sums the whole filtered range, not only the page', async () => {
    await seedDays();
    const res = await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}&limit=2`);
    const list = res.json<StatisticList>();
    expect(list.count).toBe(3);
    expect(list.results.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-19']);
    expect(list.next).toContain('offset=2');
    expect(list.statistics_sum).toMatchObject({ impressions: 3000, revenue: '60.00', cpm: '20.00', ctr: 1 });
    expect(list.statistics_sum.network_share).toEqual({ revenue_before: '43.20', share: '75.00', revenue_after: '32.40' });

    const oldest = (await w.admin.call('GET', `/api/data_statistics/?pgdid=${w.dataA.id}&o=date&complete=true`)).json<StatisticList>();
    expect(oldest.results.map((r) => r.date)).toEqual(['2026-11-18', '2026-11-20']);
    expect(oldest.statistics_sum.revenue).toBe('40.00');

    const both = (
      await w.admin.call('GET', `/api/data_statistics/?pgdid_list=${w.dataA.id},${w.dataB.id}&start_date=2026-11-20&end_date=2026-11-20`)
    ).json<StatisticList>();
    expect(both.count).toBe(2);
    expect(both.statistics_sum.revenue).toBe('530.00');
  });

  it('shows a network only its websites after the platform share, and a publisher only its own revenue after every share', async () => {
    await seedDays();
    const network = (await w.netA.call('GET', '/api/data_statistics/')).json<StatisticList>();
    expect(network.count).toBe(3);
    expect(network.results.every((r) => r.website_id === w.siteA.id)).toBe(true);
    expect(network.results[0]).toMatchObject({ revenue: '21.60', supplier_share: null, pmp_share: null, platform_share: null });
    expect(network.results[0]!.network_share).toEqual({ revenue_before: '21.60', share: '75.00', revenue_after: '16.20' });
    expect(network.statistics_sum).toMatchObject({ revenue: '43.20', supplier_share: null, platform_share: null });
    expect(JSON.stringify(network)).not.toContain('"30.00"');

    // The network's income (21.60, the network stage's revenue before) is not the publisher's to read.
    const publisher = (await w.pubA.call('GET', '/api/data_statistics/')).json<StatisticList>();
    expect(publisher.results.map((r) => r.id)).toEqual(network.results.map((r) => r.id));
    expect(publisher.results[0]).toMatchObject({
      revenue: '16.20',
      supplier_share: null,
      pmp_share: null,
      platform_share: null,
      network_share: null,
    });
    expect(publisher.statistics_sum).toMatchObject({ revenue: '32.40', network_share: null });
    expect(JSON.stringify(publisher)).not.toMatch(/"(30|21\.6|43\.2)0"/);

    const other = (await w.netB.call('GET', '/api/data_statistics/')).json<StatisticList>();
    expect(other.results.map((r) => r.website_id)).toEqual([w.siteB.id]);
  });

  it('refuses an end date before the start date and a range of more than two years', async () => {
    const cases: Array<[string, object]> = [
      ['start_date=2026-11-20&end_date=2026-11-19', { end_date: ['The end date is before the start date.'] }],
      ['start_date=2016-01-01&end_date=2026-01-01', { end_date: ['A date range may span at most 731 days.'] }],
      ['start_date=yesterday', { start_date: ['Enter a valid date in the format YYYY-MM-DD.'] }],
      ['pgdid_list=1,x', { pgdid_list: ['Enter a comma-separated list of ids.'] }],
      ['o=name', expect.objectContaining({ o: expect.any(Array) })],
    ];
    for (const [query, errors] of cases) {
      const res = await w.admin.call('GET', `/api/data_statistics/?${query}`);
      expect({ status: res.statusCode, body: res.json() }, query).toEqual({ status: 400, body: errors });
    }
  });
});

describe('GET/PATCH/DELETE /api/data_statistics/{id}/', () => {
  it("works a row's stages out from the shares in force on its own day: a share changed today leaves an earlier day as it was", async () => {
    const row = (await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'))).json<Statistic>();
    const share = await w.admin.call('POST', '/api/shares/platform/', { website_id: w.siteA.id, group_id: w.mrec.id, share: 50 });
    expect(share.statusCode).toBe(201);
    const res = await w.admin.call('PATCH', `/api/data_statistics/${row.id}/`, { revenue: '200.00', complete: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<Statistic>()).toMatchObject({
      revenue: '200.00',
      complete: true,
      platform_share: { revenue_before: '180.00', share: '80.00', revenue_after: '144.00' },
      network_share: { revenue_before: '144.00', share: '75.00', revenue_after: '108.00' },
    });
    const sum = (await w.admin.call('GET', '/api/data_statistics/')).json<StatisticList>().statistics_sum;
    expect(sum.network_share!.revenue_after).toBe('108.00');
  });

  it('moves a row to another day unless the data item has that day already', async () => {
    const a = (await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-10-31'))).json<Statistic>();
    await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'));
    const taken = await w.admin.call('PATCH', `/api/data_statistics/${a.id}/`, { date: '2026-11-20' });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 400,
      body: { date: ['This data item already has statistics for this date.'] },
    });
    const moved = await w.admin.call('PATCH', `/api/data_statistics/${a.id}/`, { date: '2026-11-01' });
    expect(moved.json<Statistic>().date).toBe('2026-11-01');
    expect((await w.admin.call('GET', `/api/data_statistics/${a.id}/`)).json<Statistic>().date).toBe('2026-11-01');
  });

  it('takes a day that has happened, at most ten years back: each month written is a partition', async () => {
    const today = dayIn(ctx.config.REPORT_TZ);
    const first = addDays(today, -3653);
    const refused = { status: 400, body: { date: [`Enter a day from ${first} to ${today}.`] } };
    for (const date of [addDays(today, 1), '9999-12-31', addDays(first, -1), '1900-01-01']) {
      expect({ date, ...sb(await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, date))) }).toEqual({ date, ...refused });
    }
    const kept = await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, today));
    expect(kept.statusCode).toBe(201);
    const id = kept.json<Statistic>().id;
    expect(sb(await w.admin.call('PATCH', `/api/data_statistics/${id}/`, { date: '1900-01-01' }))).toEqual(refused);
    expect(await ctx.database.query(`select 1 from pg_class where relname in ('statistics_1900_01', 'statistics_9999_12')`)).toEqual([]);
  });

  it("answers 404 for another network's row, and deletes a row with its rollups", async () => {
    const b = (await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataB.id, '2026-11-20'))).json<Statistic>();
    expect((await w.netA.call('GET', `/api/data_statistics/${b.id}/`)).json()).toEqual(notFound);
    expect((await w.netB.call('GET', `/api/data_statistics/${b.id}/`)).statusCode).toBe(200);
    expect((await w.admin.call('DELETE', `/api/data_statistics/${b.id}/`)).statusCode).toBe(204);
    expect(await rows('statistics')).toBe(0);
    expect(await rows('statistic_group_days')).toBe(0);
    expect((await w.admin.call('GET', `/api/data_statistics/${b.id}/`)).json()).toEqual(notFound);
  });
});

describe('a data item with statistics', () => {
  it('is not deleted and does not move to another placement group; without statistics it may', async () => {
    await w.admin.call('POST', '/api/data_statistics/', dayOf(w.dataA.id, '2026-11-20'));
    const del = await w.admin.call('DELETE', `/api/placements_groups_data/data/${w.dataA.id}/`);
    expect({ status: del.statusCode, body: del.json() }).toEqual({
      status: 400,
      body: { non_field_errors: ['This data item has statistics and cannot be deleted; suspend it instead.'] },
    });
    const other = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: w.mrec.id, name: 'Footer' });
    const move = await w.admin.call('PATCH', `/api/placements_groups_data/data/${w.dataA.id}/`, { placement_group_id: other.id });
    expect({ status: move.statusCode, body: move.json() }).toEqual({
      status: 400,
      body: { placement_group_id: ['This data item has statistics; it stays in its placement group.'] },
    });
    expect((await w.admin.call('PATCH', `/api/placements_groups_data/data/${w.dataA.id}/`, { name: 'Renamed' })).statusCode).toBe(200);
    expect(
      (await w.admin.call('PATCH', `/api/placements_groups_data/data/${w.dataB.id}/`, { placement_group_id: other.id })).statusCode,
    ).toBe(200);
    expect((await w.admin.call('DELETE', `/api/placements_groups_data/data/${w.dataB.id}/`)).statusCode).toBe(204);
  });
});
