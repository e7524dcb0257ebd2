import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardStatus, DashboardRow, YesterdayRow } from '@pubdesk/contract';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { touchUsers } from '../src/modules/access/index.js';
import { permissionExceptions, permissions } from '../src/modules/access/access.table.js';
import { eachTestIn } from './harness.js';
import { seedData, seedPlacementGroup } from './demand-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

// The reporting time zone of the tests is UTC.
const today = dayIn('UTC');
const ago = (n: number) => addDays(today, -n);
const post = (dataId: number, date: string, values: Record<string, unknown>) =>
  w.admin
    .call('POST', '/api/data_statistics/', dayOf(dataId, date, { viewable_impressions: 0, ...values }))
    .then((r) => expect(r.statusCode).toBe(201));

describe('the revenue tiles (GET /api/auth/status/)', () => {
  it("sum today's, yesterday's, the last seven days' and this month's active statistics", async () => {
    await post(w.dataA.id, ago(0), { revenue: '10.00', impressions: 100 });
    await post(w.dataA.id, ago(1), { revenue: '20.00', impressions: 200 });
    await post(w.dataB.id, ago(1), { revenue: '5.00', impressions: 50, status: 'suspended' });
    await post(w.dataA.id, ago(6), { revenue: '30.00', impressions: 300 });
    await post(w.dataA.id, ago(7), { revenue: '40.00', impressions: 400 });
    const status = (await w.admin.call('GET', '/api/auth/status/')).json<DashboardStatus>();
    expect(status.websites).toEqual({ total: 2, active: 2, suspended: 0 });
    expect(status.revenue).toMatchObject({
      today: { revenue: '10.00', impressions: 100 },
      yesterday: { revenue: '20.00', impressions: 200 },
      seven_days: { revenue: '60.00', impressions: 600 },
    });
    const inMonth = [
      [0, 10, 100],
      [1, 20, 200],
      [6, 30, 300],
      [7, 40, 400],
    ].filter(([n]) => ago(n!).slice(0, 7) === today.slice(0, 7));
    expect(status.revenue?.month).toEqual({
      revenue: `${inMonth.reduce((s, [, r]) => s + r!, 0)}.00`,
      impressions: inMonth.reduce((s, [, , i]) => s + i!, 0),
    });
  });

  it("are null for someone denied the statistics, and cover only the websites in an assigned manager's scope", async () => {
    await post(w.dataA.id, ago(0), { revenue: '10.00' });
    await post(w.dataB.id, ago(0), { revenue: '99.00' });
    const manager = await ctx.createUser({ role: 'account_manager' });
    const { authorization } = { authorization: `Bearer ${await ctx.tokenFor(manager)}` };
    const read = async () => (await ctx.app.inject({ url: '/api/auth/status/', headers: { authorization } })).json<DashboardStatus>();
    expect((await read()).revenue?.today.revenue).toBe('0.00');

    const [perm] = await ctx.database.db.select().from(permissions).where(eq(permissions.codename, 'statistics.view_statistic'));
    await ctx.database.db.insert(permissionExceptions).values({ userId: manager.id, permissionId: perm!.id, type: 'deny' });
    await touchUsers(ctx.database.db, [manager.id]);
    await ctx.app.deps.access.settle();
    expect((await read()).revenue).toBeNull();
  });
});

describe('the statistics graph (GET /api/statistics/dashboard/)', () => {
  it('gives the last 30 days through today, zeros where there is nothing, with the change against the day before', async () => {
    await post(w.dataA.id, ago(2), { revenue: '12.00', impressions: 4000, viewable_impressions: 1000 });
    await post(w.dataA.id, ago(1), { revenue: '20.00', impressions: 8000, viewable_impressions: 2000 });
    const rows = (await w.admin.call('GET', '/api/statistics/dashboard/')).json<DashboardRow[]>();
    expect(rows).toHaveLength(30);
    expect(rows[0]!.date).toBe(ago(29));
    expect(rows.at(-1)).toEqual({
      date: today,
      impressions: 0,
      revenue: '0.00',
      cpm: '0.00',
      viewable_rate: 0,
      website_id: null,
      placement_group_id: null,
      revenue_diff: '-20.00',
    });
    expect(rows.at(-2)).toMatchObject({ date: ago(1), revenue: '20.00', cpm: '2.50', viewable_rate: 25, revenue_diff: '8.00' });
    expect(rows.at(-3)).toMatchObject({ revenue: '12.00', revenue_diff: '12.00' });

    // What publishers are paid: 20.00 x 90% x 80% x 75%.
    const user = (await w.admin.call('GET', `/api/statistics/dashboard/?type=user&website=${w.siteA.id}&group=${w.mrec.id}`)).json<
      DashboardRow[]
    >();
    expect(user.at(-2)).toMatchObject({ revenue: '10.80', website_id: w.siteA.id });
    const otherFormat = (await w.admin.call('GET', `/api/statistics/dashboard/?group=${w.native.id}`)).json<DashboardRow[]>();
    expect(otherFormat.every((r) => r.revenue === '0.00')).toBe(true);
  });
});

describe('the yesterday tables', () => {
  it("rank websites and their formats by yesterday's revenue with the change against the day before", async () => {
    const footer = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: w.native.id, name: 'Native feed' });
    const nativeData = await seedData(ctx, { placementGroupId: footer.id, supplierId: w.supplier.id, groupId: w.native.id });
    await post(w.dataA.id, ago(2), { revenue: '50.00' });
    await post(w.dataA.id, ago(1), { revenue: '60.00' });
    await post(nativeData.id, ago(1), { revenue: '15.00' });
    await post(w.dataB.id, ago(1), { revenue: '100.00' });

    const sites = (await w.admin.call('GET', '/api/statistics/yesterday/websites/')).json<{ count: number; results: YesterdayRow[] }>();
    expect(sites.count).toBe(2);
    expect(sites.results.map((r) => [r.rank, r.name, r.website, r.revenue, r.change])).toEqual([
      [1, 'Beta Sports', 'https://beta.example.org', '100.00', null],
      [2, 'Alpha News', 'https://alpha.example.com', '75.00', 50],
    ]);
    // Someone who sees every website pages through the website totals' index.
    const second = (await w.admin.call('GET', '/api/statistics/yesterday/websites/?limit=1&offset=1')).json<{
      count: number;
      results: YesterdayRow[];
    }>();
    expect([second.count, second.results.map((r) => [r.rank, r.name])]).toEqual([2, [[2, 'Alpha News']]]);
    expect((await w.admin.call('GET', '/api/statistics/yesterday/websites/?offset=2')).json()).toEqual({ count: 2, results: [] });

    const formats = (await w.admin.call('GET', '/api/statistics/yesterday/ad_formats/?limit=2&offset=1')).json<{
      count: number;
      results: YesterdayRow[];
    }>();
    expect(formats.count).toBe(3);
    expect(formats.results.map((r) => [r.rank, r.name, r.website, r.revenue, r.change])).toEqual([
      [2, 'Medium Rectangle', 'Alpha News', '60.00', 20],
      [3, 'Native', 'Alpha News', '15.00', null],
    ]);
    // The count rides on the page's rows: a page past the end still answers it.
    const past = (await w.admin.call('GET', '/api/statistics/yesterday/ad_formats/?limit=2&offset=5')).json<{
      count: number;
      results: [];
    }>();
    expect(past).toEqual({ count: 3, results: [] });

    const network = (await w.netA.call('GET', '/api/statistics/yesterday/websites/')).json<{ results: YesterdayRow[] }>();
    // After the platform share: 60.00 x 90% x 80% of the rectangle, and the native line's 15.00 (no shares set for it).
    expect(network.results.map((r) => [r.name, r.revenue])).toEqual([['Alpha News', '58.20']]);
  });
});
