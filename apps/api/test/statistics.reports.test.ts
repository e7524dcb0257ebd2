import { describe, expect, it } from 'vitest';
import type { StatisticMetrics, StatisticReport, StatisticSearchRow } from '@pubdesk/contract';

type StatisticSearch = { count: number; results: StatisticSearchRow[]; statistics_sum: StatisticMetrics };
import { eachTestIn } from './harness.js';
import { actor, assignStaff } from './helpers.js';
import { seedData } from './demand-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { notFound } from './expected.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

/** Two data items in website A's placement group over three days (one incomplete, one suspended), and one on B. */
async function seedReportDays() {
  const second = await seedData(ctx, {
    placementGroupId: w.groupA.id,
    supplierId: w.supplier.id,
    groupId: w.mrec.id,
    name: 'Alpha second',
  });
  const post = (body: object) => w.admin.call('POST', '/api/data_statistics/', body);
  await post(dayOf(w.dataA.id, '2026-11-18', { revenue: '10.00', complete: true }));
  await post(dayOf(second.id, '2026-11-18', { revenue: '30.00', complete: true }));
  await post(dayOf(w.dataA.id, '2026-11-19', { revenue: '20.00', complete: false }));
  await post(dayOf(second.id, '2026-11-19', { revenue: '20.00', complete: true }));
  await post(dayOf(w.dataA.id, '2026-11-20', { revenue: '100.00', complete: true, status: 'suspended' }));
  await post(dayOf(w.dataB.id, '2026-11-20', { revenue: '999.00', complete: true }));
}

describe('the report cards', () => {
  it('give one row per day with the sums of its rows, complete only when every row of the day is', async () => {
    await seedReportDays();
    const res = await w.admin.call('GET', `/api/statistics/groups/${w.groupA.id}/?start_date=2026-11-01&end_date=2026-11-30`);
    expect(res.statusCode).toBe(200);
    const report = res.json<StatisticReport>();
    expect(report.count).toBe(3);
    expect(report.results.map((d) => [d.date, d.revenue, d.complete, d.impressions])).toEqual([
      ['2026-11-20', '100.00', true, 1000],
      ['2026-11-19', '40.00', false, 2000],
      ['2026-11-18', '40.00', true, 2000],
    ]);
    // Rates of a sum come from the summed counts: 80.00 over 4000 impressions.
    expect(report.statistics_sum).toMatchObject({ revenue: '180.00', impressions: 5000, cpm: '36.00', ctr: 1, fill_rate: 50 });
    expect(report.statistics_sum.platform_share).toEqual({ revenue_before: '162.00', share: '80.00', revenue_after: '129.60' });

    const active = (
      await w.admin.call('GET', `/api/statistics/groups/${w.groupA.id}/?status=active&o=date&limit=1`)
    ).json<StatisticReport>();
    expect(active.count).toBe(2);
    expect(active.results.map((d) => d.date)).toEqual(['2026-11-18']);
    expect(active.next).toContain('offset=1');
    expect(active.statistics_sum.revenue).toBe('80.00');

    // A page past the last day still counts the days and sums the range; a range without days is all zeros.
    const past = (await w.admin.call('GET', `/api/statistics/groups/${w.groupA.id}/?offset=5`)).json<StatisticReport>();
    expect([past.count, past.results, past.statistics_sum.revenue]).toEqual([3, [], '180.00']);
    const empty = (
      await w.admin.call('GET', `/api/statistics/groups/${w.groupA.id}/?start_date=2026-10-01&end_date=2026-10-31`)
    ).json<StatisticReport>();
    expect([empty.count, empty.results]).toEqual([0, []]);
    expect(empty.statistics_sum).toMatchObject({ revenue: '0.00', impressions: 0, requests: 0, cpm: '0.00', fill_rate: 0 });
  });

  it("show a website's days, the publisher's view after every share, and the totals", async () => {
    await seedReportDays();
    const site = (await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/`)).json<StatisticReport>();
    expect(site.statistics_sum.revenue).toBe('180.00');

    const publisher = (await w.admin.call('GET', `/api/statistics/user_groups/${w.groupA.id}/`)).json<StatisticReport>();
    // 180.00 x 90% x 80% x 75% = 97.20; the stages before the network's are not shown.
    expect(publisher.statistics_sum).toMatchObject({ revenue: '97.20', supplier_share: null, pmp_share: null, platform_share: null });

    const publisherSite = (await w.admin.call('GET', `/api/statistics/user_websites/${w.siteA.id}/`)).json<StatisticReport>();
    expect(publisherSite.results.map((d) => [d.date, d.revenue])).toEqual([
      ['2026-11-20', '54.00'],
      ['2026-11-19', '21.60'],
      ['2026-11-18', '21.60'],
    ]);
    expect(publisherSite.statistics_sum).toMatchObject({ revenue: '97.20', supplier_share: null, platform_share: null });

    const groupTotals = (await w.admin.call('GET', `/api/group_totals/?pgid=${w.groupA.id}&status=active`)).json<StatisticMetrics>();
    expect(groupTotals.revenue).toBe('80.00');
    const websiteTotals = (await w.admin.call('GET', `/api/user_website_totals/?website=${w.siteA.id}`)).json<StatisticMetrics>();
    expect(websiteTotals).toMatchObject({ revenue: '97.20', impressions: 5000 });
  });

  it("show a network its own websites' reports after the platform share, and nobody else's (404)", async () => {
    await seedReportDays();
    const own = (await w.netA.call('GET', `/api/statistics/websites/${w.siteA.id}/`)).json<StatisticReport>();
    expect(own.statistics_sum).toMatchObject({ revenue: '129.60', supplier_share: null, platform_share: null });
    expect(JSON.stringify(own)).not.toContain('"180.00"');
    for (const url of [
      `/api/statistics/websites/${w.siteB.id}/`,
      `/api/statistics/groups/${w.groupB.id}/`,
      `/api/statistics/user_groups/${w.groupB.id}/`,
      `/api/statistics/user_websites/${w.siteB.id}/`,
      `/api/group_totals/?pgid=${w.groupB.id}`,
      `/api/user_website_totals/?website=${w.siteB.id}`,
    ]) {
      const res = await w.pubA.call('GET', url);
      expect({ status: res.statusCode, body: res.json() }, url).toEqual({ status: 404, body: notFound });
    }
  });

  it("give a demand source's days across the websites in scope, to staff only", async () => {
    await seedReportDays();
    const all = (await w.admin.call('GET', `/api/statistics/suppliers/${w.supplier.id}/?status=active`)).json<StatisticReport>();
    expect(all.results.map((d) => [d.date, d.revenue])).toEqual([
      ['2026-11-20', '999.00'],
      ['2026-11-19', '40.00'],
      ['2026-11-18', '40.00'],
    ]);
    const manager = await actor(ctx, 'account_manager');
    await assignStaff(ctx, manager.user, { website: w.siteA.id });
    const mine = (await manager.call('GET', `/api/statistics/suppliers/${w.supplier.id}/`)).json<StatisticReport>();
    expect(mine.statistics_sum.revenue).toBe('180.00');
    for (const [who, id] of [
      [w.netA, w.supplier.id],
      [w.admin, 999_999],
    ] as const) {
      const res = await who.call('GET', `/api/statistics/suppliers/${id}/`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: notFound });
    }
  });

  it('refuse a bad range (400) and read only the rollups', async () => {
    const res = await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/?start_date=2026-11-20&end_date=2026-11-01`);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { end_date: ['The end date is before the start date.'] },
    });
    const missing = await w.admin.call('GET', '/api/group_totals/');
    expect(missing.statusCode).toBe(400);

    await seedReportDays();
    // Rows written straight to the raw table bypass nothing: the triggers roll them up too, so a
    // report equals the raw sums even for rows no API call wrote.
    await ctx.database.query(`update statistics set revenue = revenue + 1 where data_id = ${w.dataA.id}`);
    const site = (await w.admin.call('GET', `/api/statistics/websites/${w.siteA.id}/`)).json<StatisticReport>();
    expect(site.statistics_sum.revenue).toBe('183.00');
  });
});

describe('the statistics search', () => {
  it('sums each data item over the range with its demand source and data names, filtered like the search page', async () => {
    await seedReportDays();
    const res = await w.admin.call('GET', `/api/data_statistics/search/?website=${w.siteA.id}&start_date=2026-11-18&end_date=2026-11-20`);
    expect(res.statusCode).toBe(200);
    const found = res.json<StatisticSearch>();
    expect(found.count).toBe(2);
    expect(found.results.map((r) => [r.data_name, r.supplier_name, r.start_date, r.end_date, r.revenue, r.complete])).toEqual([
      ['Alpha line', 'Adnet', '2026-11-18', '2026-11-20', '130.00', false],
      ['Alpha second', 'Adnet', '2026-11-18', '2026-11-19', '50.00', true],
    ]);
    // Each row names its website, is active only when every day is (Alpha line's 20th is suspended),
    // and says when a day last changed.
    expect(found.results.map((r) => [r.website_id, r.website_name, r.status])).toEqual([
      [w.siteA.id, w.siteA.name, 'suspended'],
      [w.siteA.id, w.siteA.name, 'active'],
    ]);
    expect(found.results.every((r) => !Number.isNaN(Date.parse(r.modified_at)))).toBe(true);
    expect(found.statistics_sum).toMatchObject({ revenue: '180.00', impressions: 5000, clicks: 50 });

    const picked = (
      await w.admin.call('GET', `/api/data_statistics/search/?data=${w.dataA.id}&complete=true&o=date`)
    ).json<StatisticSearch>();
    expect(picked.results.map((r) => [r.start_date, r.end_date, r.revenue])).toEqual([['2026-11-18', '2026-11-20', '110.00']]);
    const bySupplier = (
      await w.admin.call('GET', `/api/data_statistics/search/?supplier=${w.supplier.id}&type=${w.mrec.id}&status=active`)
    ).json<StatisticSearch>();
    expect(bySupplier.count).toBe(3);
    expect(bySupplier.statistics_sum.revenue).toBe('1079.00');

    // A network finds only its own websites' rows, after the platform share (B has only the supplier's 90%).
    const mine = (await w.netB.call('GET', '/api/data_statistics/search/')).json<StatisticSearch>();
    expect(mine.results.map((r) => [r.data_name, r.revenue, r.supplier_share])).toEqual([['Beta line', '899.10', null]]);
  });
});
