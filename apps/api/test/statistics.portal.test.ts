import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  format,
  maxStatisticsRangeDays,
  messages,
  shareStages,
  type RevenueSummary,
  type DashboardRow,
  type ShareStage,
  type StatisticBreakdown,
  type StatisticReport,
  type YesterdayRow,
} from '@pubdesk/contract';
import { shares } from '../src/modules/shares/index.js';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { eachTestIn, type TestContext } from './harness.js';
import { actor, seedGroupType, seedWebsite, withGrant, type Actor } from './helpers.js';
import { seedData, seedPlacementGroup, seedSupplierShare } from './demand-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { invalidPk } from './expected.js';

/**
 * The statistics world plus what the portal's reads group by: network A's second website (Alpha
 * Two, a publisher with no first or last name, network share 50%) and a second format on website
 * A (Leaderboard, the same shares as its Medium Rectangle: supplier 90%, platform 80%, network 75%).
 * Website B (network B) keeps every share but the supplier's at 100%.
 */
async function portalWorld(ctx: TestContext) {
  const w = await statisticsWorld(ctx);
  const pubC = await actor(ctx, 'publisher', { firstName: '', lastName: '' });
  const leaderboard = await seedGroupType(ctx, { name: 'Leaderboard', code: 'leaderboard', systemDefault: true });
  // A name a spreadsheet would run as a formula: the files must neutralise it.
  const siteA2 = await seedWebsite(ctx, {
    name: '=Alpha Two',
    url: 'https://two.example.com',
    networkId: w.netA.user.id,
    publisherId: pubC.user.id,
  });
  const groupA2 = await seedPlacementGroup(ctx, { websiteId: siteA2.id, groupId: w.mrec.id, name: 'Two banner' });
  const groupLb = await seedPlacementGroup(ctx, { websiteId: w.siteA.id, groupId: leaderboard.id, name: 'Top board' });
  const dataA2 = await seedData(ctx, { placementGroupId: groupA2.id, supplierId: w.supplier.id, groupId: w.mrec.id, name: 'Two line' });
  const dataLb = await seedData(ctx, {
    placementGroupId: groupLb.id,
    supplierId: w.supplier.id,
    groupId: leaderboard.id,
    name: 'Board line',
  });
  await seedSupplierShare(ctx, w.supplier.id, leaderboard.id, '90.00');
  await ctx.database.db.insert(shares).values([
    { websiteId: w.siteA.id, type: 'platform', groupId: leaderboard.id, share: '80.00' },
    { websiteId: w.siteA.id, type: 'network', groupId: leaderboard.id, share: '75.00', networkId: w.netA.user.id },
    { websiteId: siteA2.id, type: 'platform', groupId: w.mrec.id, share: '80.00' },
    { websiteId: siteA2.id, type: 'network', groupId: w.mrec.id, share: '50.00', networkId: w.netA.user.id },
  ]);
  return { ...w, pubC, leaderboard, siteA2, groupA2, groupLb, dataA2, dataLb };
}

const { ctx, world: w } = eachTestIn(portalWorld);

const post = async (body: object) => {
  const res = await w.admin.call('POST', '/api/data_statistics/', body);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
};

/**
 * Three October days. Website A: Medium Rectangle 100 / 200 (incomplete) / 10 (suspended), and
 * Leaderboard 50 on the first; Alpha Two 100 on the second; website B 999 on the second.
 * Per 100.00 gross on website A: supplier 90, platform 72 (the network's), network 54 (the publisher's);
 * on Alpha Two: platform 72, network 36.
 */
async function seedOctober() {
  const first = await post(dayOf(w.dataA.id, '2026-10-01', { revenue: '100.00', complete: true }));
  await post(dayOf(w.dataLb.id, '2026-10-01', { revenue: '50.00', complete: true }));
  await post(dayOf(w.dataA.id, '2026-10-02', { revenue: '200.00', complete: false }));
  await post(dayOf(w.dataA2.id, '2026-10-02', { revenue: '100.00', complete: true }));
  await post(dayOf(w.dataA.id, '2026-10-03', { revenue: '10.00', complete: true, status: 'suspended' }));
  await post(dayOf(w.dataB.id, '2026-10-02', { revenue: '999.00', complete: true }));
  return first;
}
const october = 'start_date=2026-10-01&end_date=2026-10-03';

const getJson = async <T>(who: Actor, url: string): Promise<T> => {
  const res = await who.call('GET', url);
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json<T>();
};
const days = (who: Actor, query: string) => getJson<StatisticReport>(who, `/api/statistics/days/?${query}`);
const breakdown = (who: Actor, query: string) => getJson<StatisticBreakdown>(who, `/api/statistics/breakdown/?${query}`);

/** The headings of a stage in a file, with the platform stage named after the product. */
const stageHeadings = (stage: ShareStage) => {
  const name = format(messages.statistics.stages[stage], { product: ctx.config.PRODUCT_NAME });
  const columns = messages.statistics.columns;
  return [columns.before, columns.share, columns.after].map((heading) => format(heading, { stage: name }));
};
/** Our files hold no commas or quotes inside a cell, so splitting lines and commas reads them. */
const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(','));

/** Every object of an answer that carries the stage fields. */
function stagedObjects(value: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) value.forEach((v) => stagedObjects(v, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('network_share' in record) out.push(record);
    Object.values(record).forEach((v) => stagedObjects(v, out));
  }
  return out;
}

describe('GET /api/statistics/days/', () => {
  it("sums every website in scope per day at the caller's stage: the publisher's pay, the network's income, the gross", async () => {
    await seedOctober();
    // Publisher A: website A only, after every share, no stage.
    const publisher = await days(w.pubA, october);
    expect(publisher.results.map((d) => [d.date, d.revenue, d.complete, d.impressions])).toEqual([
      ['2026-10-03', '5.40', true, 1000],
      ['2026-10-02', '108.00', false, 1000],
      ['2026-10-01', '81.00', true, 2000],
    ]);
    expect(publisher.statistics_sum).toMatchObject({
      revenue: '194.40',
      impressions: 4000,
      supplier_share: null,
      pmp_share: null,
      platform_share: null,
      network_share: null,
    });

    // Network A: both its websites, after the platform's share, and its own stage: before = its income, after = its publishers'.
    const network = await days(w.netA, `${october}&o=date`);
    expect(network.results.map((d) => [d.date, d.revenue, d.network_share?.revenue_after])).toEqual([
      ['2026-10-01', '108.00', '81.00'],
      ['2026-10-02', '216.00', '144.00'],
      ['2026-10-03', '7.20', '5.40'],
    ]);
    expect(network.statistics_sum).toMatchObject({ revenue: '331.20', supplier_share: null, pmp_share: null, platform_share: null });
    expect(network.statistics_sum.network_share).toMatchObject({ revenue_before: '331.20', revenue_after: '230.40' });

    // Staff as before: the gross of every website, every stage.
    const staff = await days(w.admin, october);
    expect(staff.statistics_sum.revenue).toBe('1459.00');
    expect(staff.statistics_sum.supplier_share).toMatchObject({ revenue_before: '1459.00' });
    expect(staff.statistics_sum.platform_share).not.toBeNull();

    // One format (a group type), one status, a page.
    const leaderboard = await days(w.netA, `${october}&group=${w.leaderboard.id}`);
    expect(leaderboard.results.map((d) => [d.date, d.revenue])).toEqual([['2026-10-01', '36.00']]);
    const active = await days(w.pubA, `${october}&status=active&limit=1&o=date`);
    expect([active.count, active.results.map((d) => d.date), active.statistics_sum.revenue]).toEqual([2, ['2026-10-01'], '189.00']);
    expect(active.next).toContain('offset=1');
  });

  it("reads another tenant's website as one without days, and refuses a format the caller may not see", async () => {
    await seedOctober();
    const own = await days(w.netA, `${october}&website=${w.siteA2.id}`);
    expect([own.count, own.statistics_sum.revenue]).toEqual([1, '72.00']);
    // Website B is network B's, Alpha Two is publisher C's: for them there is nothing there, as with the search's filter.
    for (const [who, site] of [
      [w.netA, w.siteB.id],
      [w.pubA, w.siteA2.id],
      [w.netB, w.siteA.id],
    ] as const) {
      const other = await days(who, `${october}&website=${site}`);
      expect([other.count, other.results, other.statistics_sum.revenue, other.statistics_sum.impressions]).toEqual([0, [], '0.00', 0]);
    }
    const native = await w.netA.call('GET', `/api/statistics/days/?${october}&group=${w.native.id}`);
    expect({ status: native.statusCode, body: native.json() }).toEqual({ status: 400, body: { group: invalidPk(w.native.id) } });
    // Staff see every format.
    expect((await days(w.admin, `${october}&group=${w.native.id}`)).count).toBe(0);
  });
});

describe('GET /api/statistics/breakdown/', () => {
  it("gives a row per website, format or publisher at the caller's stage, highest revenue first", async () => {
    await seedOctober();
    const sites = await breakdown(w.netA, `by=website&${october}`);
    expect(sites.results.map((r) => [r.id, r.name, r.website, r.revenue, r.network_share?.revenue_after, r.complete])).toEqual([
      [w.siteA.id, 'Alpha News', 'https://alpha.example.com', '259.20', '194.40', false],
      [w.siteA2.id, '=Alpha Two', 'https://two.example.com', '72.00', '36.00', true],
    ]);
    expect(sites.statistics_sum).toMatchObject({ revenue: '331.20', platform_share: null });
    expect(sites.statistics_sum.network_share).toMatchObject({ revenue_before: '331.20', revenue_after: '230.40' });

    const formats = await breakdown(w.pubA, `by=format&${october}`);
    expect(formats.results.map((r) => [r.id, r.name, r.website, r.revenue, r.network_share])).toEqual([
      [w.mrec.id, 'Medium Rectangle', null, '167.40', null],
      [w.leaderboard.id, 'Leaderboard', null, '27.00', null],
    ]);
    expect(formats.statistics_sum.revenue).toBe('194.40');
    const byName = await breakdown(w.pubA, `by=format&${october}&o=name&limit=1`);
    expect([byName.count, byName.results.map((r) => r.name)]).toEqual([2, ['Leaderboard']]);

    // A network's publishers: their income (before) and what each is paid (after); names, or the username when blank.
    const publishers = await breakdown(w.netA, `by=publisher&${october}`);
    expect(publishers.results.map((r) => [r.id, r.name, r.revenue, r.network_share?.revenue_after])).toEqual([
      [w.pubA.user.id, `${w.pubA.user.firstName} ${w.pubA.user.lastName}`, '259.20', '194.40'],
      [w.pubC.user.id, w.pubC.user.username, '72.00', '36.00'],
    ]);
    // Staff: every publisher, at the gross.
    const all = await breakdown(w.admin, `by=publisher&${october}&o=-revenue`);
    expect(all.results.map((r) => [r.id, r.revenue])).toEqual([
      [w.pubB.user.id, '999.00'],
      [w.pubA.user.id, '360.00'],
      [w.pubC.user.id, '100.00'],
    ]);
    // Scope and the website filter.
    expect((await breakdown(w.netB, `by=website&${october}`)).results.map((r) => r.id)).toEqual([w.siteB.id]);
    expect((await breakdown(w.netA, `by=format&${october}&website=${w.siteB.id}`)).count).toBe(0);
  });
});

describe('GET /api/statistics/summary/', () => {
  it("gives today, yesterday, the last 7 days and this month of the active days in scope, at the caller's stage", async () => {
    const today = dayIn(ctx.config.REPORT_TZ);
    const rows: Array<[data: number, site: 'A' | 'A2' | 'B', date: string, gross: number, status?: 'suspended']> = [
      [w.dataA.id, 'A', today, 100],
      [w.dataLb.id, 'A', today, 1000, 'suspended'],
      [w.dataA.id, 'A', addDays(today, -1), 10],
      [w.dataA.id, 'A', addDays(today, -3), 20],
      [w.dataA.id, 'A', addDays(today, -20), 40],
      [w.dataA2.id, 'A2', today, 100],
      [w.dataB.id, 'B', today, 999],
    ];
    for (const [data, , date, gross, status] of rows) {
      await post(dayOf(data, date, { revenue: `${gross}.00`, ...(status ? { status } : {}) }));
    }
    /** The expected tile: cents per gross dollar at each website, over the days in [from, to]. */
    const tile = (cents: Partial<Record<'A' | 'A2' | 'B', number>>, from: string, to: string) => {
      const inside = rows.filter(([, site, date, , status]) => !status && date >= from && date <= to && cents[site] !== undefined);
      const total = inside.reduce((sum, [, site, , gross]) => sum + gross * cents[site]!, 0);
      return { revenue: (total / 100).toFixed(2), impressions: inside.length * 1000 };
    };
    const expected = (cents: Partial<Record<'A' | 'A2' | 'B', number>>): RevenueSummary => ({
      today: tile(cents, today, today),
      yesterday: tile(cents, addDays(today, -1), addDays(today, -1)),
      seven_days: tile(cents, addDays(today, -6), today),
      month: tile(cents, `${today.slice(0, 8)}01`, today),
    });
    const summary = (who: Actor) => getJson<RevenueSummary>(who, '/api/statistics/summary/');
    expect(await summary(w.pubA)).toEqual(expected({ A: 54 }));
    expect((await summary(w.pubA)).today).toEqual({ revenue: '54.00', impressions: 1000 });
    expect(await summary(w.netA)).toEqual(expected({ A: 72, A2: 72 }));
    expect(await summary(w.admin)).toEqual(expected({ A: 100, A2: 100, B: 100 }));
    expect((await summary(w.admin)).today.revenue).toBe('1199.00');

    // The Overview's chart and top tables (the dashboard's) read the same stage.
    expect((await getJson<DashboardRow[]>(w.pubA, '/api/statistics/dashboard/')).at(-1)).toMatchObject({ date: today, revenue: '54.00' });
    expect((await getJson<DashboardRow[]>(w.netA, '/api/statistics/dashboard/')).at(-1)).toMatchObject({ date: today, revenue: '144.00' });
    const top = (who: Actor, table: string) =>
      getJson<{ results: YesterdayRow[] }>(who, `/api/statistics/yesterday/${table}/`).then((t) =>
        t.results.map((r) => [r.name, r.revenue]),
      );
    expect(await top(w.pubA, 'websites')).toEqual([['Alpha News', '5.40']]);
    expect(await top(w.pubA, 'ad_formats')).toEqual([['Medium Rectangle', '5.40']]);
    expect(await top(w.netA, 'websites')).toEqual([['Alpha News', '7.20']]);
  });
});

describe('stages', () => {
  it('a pre_activation account (granted the statistics) reads as a publisher: its pay only, no breakdown by publisher', async () => {
    await seedOctober();
    const pre = await actor(ctx, 'pre_activation');
    await ctx.database.query(`update websites set publisher_id = $1 where id = $2`, [pre.user.id, w.siteA.id]);
    await withGrant(ctx, 'pre_activation', 'statistics.view_statistic', async () => {
      const report = await days(pre, october);
      expect(report.statistics_sum).toMatchObject({ revenue: '194.40', network_share: null, platform_share: null });
      expect((await breakdown(pre, `by=website&${october}`)).results.map((r) => [r.id, r.revenue, r.network_share])).toEqual([
        [w.siteA.id, '194.40', null],
      ]);
      const refused = await pre.call('GET', `/api/statistics/breakdown/?by=publisher&${october}`);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 400,
        body: { by: [messages.statistics.byPublisherRefused] },
      });
    });
    // Without the grant it holds no statistics permission at all.
    expect((await pre.call('GET', '/api/statistics/summary/')).statusCode).toBe(403);
  });

  it('no statistics answer or file shows a publisher a stage, nor a network any stage but its own', async () => {
    const row = await seedOctober();
    const json = [
      `/api/data_statistics/?${october}`,
      `/api/data_statistics/search/?${october}`,
      `/api/data_statistics/${row.id}/`,
      `/api/statistics/websites/${w.siteA.id}/?${october}`,
      `/api/statistics/user_websites/${w.siteA.id}/?${october}`,
      `/api/statistics/groups/${w.groupA.id}/?${october}`,
      `/api/statistics/user_groups/${w.groupA.id}/?${october}`,
      `/api/group_totals/?pgid=${w.groupA.id}&${october}`,
      `/api/user_website_totals/?website=${w.siteA.id}&${october}`,
      `/api/statistics/days/?${october}`,
      `/api/statistics/breakdown/?by=website&${october}`,
      `/api/statistics/breakdown/?by=format&${october}`,
    ];
    const files = json.filter((url) => !url.includes('totals') && !/data_statistics\/\d/.test(url));
    const forbidden = { publisher: shareStages.flatMap(stageHeadings), network: shareStages.slice(0, 3).flatMap(stageHeadings) };
    for (const [role, who] of [
      ['publisher', w.pubA],
      ['network', w.netA],
    ] as const) {
      for (const url of json) {
        for (const metrics of stagedObjects(await getJson(who, url))) {
          const context = { role, url, stages: [metrics.supplier_share, metrics.pmp_share, metrics.platform_share] };
          expect(context).toEqual({ ...context, stages: [null, null, null] });
          // A network's stage starts from its own revenue; a publisher has none.
          const network = metrics.network_share as { revenue_before: string } | null;
          if (role === 'publisher' || network === null) expect({ role, url, network }).toEqual({ role, url, network: null });
          else expect({ url, before: network.revenue_before }).toEqual({ url, before: metrics.revenue });
        }
      }
      // The figures the rest of the answers are made of: website A's totals at the caller's stage.
      const total = await getJson<{ revenue: string }>(who, `/api/user_website_totals/?website=${w.siteA.id}&${october}`);
      expect(total.revenue).toBe('194.40');
      expect((await getJson<StatisticReport>(who, `/api/statistics/websites/${w.siteA.id}/?${october}`)).statistics_sum.revenue).toBe(
        role === 'publisher' ? '194.40' : '259.20',
      );
      for (const url of files) {
        const res = await who.call('GET', `${url}&format=csv`);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        const [header] = csvRows(res.body);
        expect({ role, url, leaked: header!.filter((heading) => forbidden[role].includes(heading)) }).toEqual({ role, url, leaked: [] });
        if (role === 'network' && !url.includes('user_')) expect(header).toContain(stageHeadings('network_share')[0]);
      }
    }
  });

  it('writes the days and breakdowns as files: the time zone in the heading, the totals last, formulas neutralised', async () => {
    await seedOctober();
    const dayFile = await w.pubA.call('GET', `/api/statistics/days/?${october}&o=date&format=csv`);
    expect(dayFile.headers['content-disposition']).toBe('attachment; filename="days.csv"');
    const [header, ...rows] = csvRows(dayFile.body);
    const date = format(messages.statistics.columns.inTimeZone, { column: messages.statistics.columns.date, zone: ctx.config.REPORT_TZ });
    expect(header).toEqual([date, ...header!.slice(1, -1), messages.statistics.complete]);
    const revenue = header!.indexOf('Revenue');
    expect(rows.map((r) => [r[0], r[revenue]])).toEqual([
      ['2026-10-01', '81.00'],
      ['2026-10-02', '108.00'],
      ['2026-10-03', '5.40'],
      [messages.statistics.columns.total, '194.40'],
    ]);

    const sites = await w.netA.call('GET', `/api/statistics/breakdown/?by=website&${october}&format=csv`);
    expect(sites.headers['content-disposition']).toBe('attachment; filename="breakdown-website.csv"');
    const [siteHeader, ...siteRows] = csvRows(sites.body);
    expect(siteHeader!.slice(0, 2)).toEqual([messages.common.website, messages.websites.url]);
    expect(siteRows.map((r) => [r[0], r[1], r[siteHeader!.indexOf('Revenue')]])).toEqual([
      ['Alpha News', 'https://alpha.example.com', '259.20'],
      ["'=Alpha Two", 'https://two.example.com', '72.00'],
      [messages.statistics.columns.total, '', '331.20'],
    ]);

    const xlsx = await w.netA.call('GET', `/api/statistics/breakdown/?by=publisher&${october}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(messages.common.roles.publisher);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(1).value).toBe(messages.statistics.columns.total);
  });
});

describe('bad input', () => {
  it('is a 400 on the field: the range, by=publisher for a publisher, a bad format, out-of-range numbers', async () => {
    const refused = async (who: Actor, url: string) => {
      const res = await who.call('GET', url);
      return { status: res.statusCode, body: res.json<Record<string, string[]>>() };
    };
    const tooLong = format(messages.statistics.rangeTooLong, { days: maxStatisticsRangeDays });
    for (const path of ['/api/statistics/days/?', '/api/statistics/breakdown/?by=website&']) {
      expect(await refused(w.netA, `${path}start_date=2024-01-01&end_date=2026-01-01`)).toEqual({
        status: 400,
        body: { end_date: [tooLong] },
      });
      expect(await refused(w.netA, `${path}start_date=2026-10-02&end_date=2026-10-01`)).toEqual({
        status: 400,
        body: { end_date: [messages.statistics.endBeforeStart] },
      });
      const missing = await refused(w.netA, `${path}end_date=2026-10-01`);
      expect(missing).toEqual({ status: 400, body: { start_date: ['This field is required.'] } });
      expect((await refused(w.netA, `${path}start_date=2026-02-30&end_date=2026-03-01`)).body).toEqual({
        start_date: [messages.statistics.invalidDate],
      });
      for (const huge of ['website=99999999999', 'page=99999999999', 'limit=100000', 'offset=-1']) {
        const res = await refused(w.netA, `${path}${october}&${huge}`);
        expect({ huge, status: res.status, fields: Object.keys(res.body) }).toEqual({ huge, status: 400, fields: [huge.split('=')[0]] });
      }
    }
    // Exactly the longest range is fine.
    expect((await w.netA.call('GET', `/api/statistics/days/?start_date=2024-01-01&end_date=2025-12-31`)).statusCode).toBe(200);

    expect(await refused(w.pubA, `/api/statistics/breakdown/?by=publisher&${october}`)).toEqual({
      status: 400,
      body: { by: [messages.statistics.byPublisherRefused] },
    });
    expect((await refused(w.pubA, `/api/statistics/breakdown/?by=publisher&${october}&format=csv`)).status).toBe(400);
    expect(Object.keys((await refused(w.netA, `/api/statistics/breakdown/?by=tag&${october}`)).body)).toEqual(['by']);
    expect(Object.keys((await refused(w.netA, `/api/statistics/breakdown/?by=website&${october}&o=gross`)).body)).toEqual(['o']);
    for (const group of ['abc', '0', '1.5', '99999999999']) {
      expect({ group, fields: Object.keys((await refused(w.pubA, `/api/statistics/days/?${october}&group=${group}`)).body) }).toEqual({
        group,
        fields: ['group'],
      });
    }
    expect(await refused(w.pubA, `/api/statistics/days/?${october}&group=2147483647`)).toEqual({
      status: 400,
      body: { group: invalidPk(2147483647) },
    });
  });
});
