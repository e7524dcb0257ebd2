import { describe, expect, it } from 'vitest';
import { systemMetrics, type List, type Metric } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, listPage, namesOf, rowCounts, sb, type Actor } from './helpers.js';
import { demandWorld } from './demand-fixtures.js';
import { notFound, forbidden, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(demandWorld);

const base = '/api/placements_groups_data/metrics/';
const valid = { name: 'Ad Exchange Revenue', shortname: 'adx-revenue', code: 'AD_EXCHANGE_REVENUE', type: 'adexchange' };
const create = async (body: object = {}, who: Actor = world.admin) => {
  const res = await who.call('POST', base, { ...valid, ...body });
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<Metric>();
};
const names = async (query: string) => namesOf(await listPage<Metric>(world.admin.call, `${base}${query}`));

describe('GET /api/system/metrics/', () => {
  it('answers the metric names in order, their labels and their signs', async () => {
    const res = await world.pubA.call('GET', '/api/system/metrics/');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ schema: string[]; display: Record<string, string>; signs: Record<string, string> }>();
    expect(body.schema).toEqual(systemMetrics.map((m) => m.name));
    expect(body.schema).toEqual(expect.arrayContaining(['impressions', 'revenue', 'clicks', 'cpm', 'viewable_rate']));
    expect(Object.keys(body.display).sort()).toEqual([...body.schema].sort());
    expect(Object.keys(body.signs).sort()).toEqual([...body.schema].sort());
    expect(body.display).toMatchObject({ revenue: 'Revenue', impressions: 'Impressions', cpm: 'CPM', viewable_rate: 'Viewable Rate' });
    expect(body.signs).toMatchObject({ revenue: '$', cpm: '$', impressions: '', clicks: '', viewable_rate: '%' });
  });

  it('needs a signed-in user, nothing more', async () => {
    expect((await (await actor(ctx, 'pre_activation')).call('GET', '/api/system/metrics/')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/system/metrics/' })).statusCode).toBe(401);
  });
});

describe('serve metrics', () => {
  it('creates one, with defaults, and answers it by id', async () => {
    const res = await world.admin.call('POST', base, { ...valid, name: '  Ad Exchange Revenue ' });
    expect(sb(res)).toEqual({
      status: 201,
      // The field is read from the code: Ad Exchange revenue adds to revenue.
      body: { id: expect.any(Number), ...valid, field: 'revenue', priority: 0, status: 'active', created_at: isoTime },
    });
    const metric = res.json<Metric>();
    expect(sb(await world.admin.call('GET', `${base}${metric.id}/`))).toEqual({ status: 200, body: metric });
    expect(sb(await world.admin.call('GET', `${base}9999/`))).toEqual({ status: 404, body: notFound });
    expect(await create({ shortname: 'x2', priority: '5', status: 'suspended' })).toMatchObject({ priority: 5, status: 'suspended' });
  });

  it('counts a metric without a field where its code says, an explicit field where it is told', async () => {
    const fieldOf = async (code: string, field?: string) =>
      (await create({ shortname: `m-${code.toLowerCase()}-${field ?? 'auto'}`.replaceAll('_', '-'), code, field })).field;
    expect(await fieldOf('AD_SERVER_REVENUE')).toBe('revenue');
    expect(await fieldOf('AD_SERVER_CLICKS')).toBe('clicks');
    expect(await fieldOf('AD_SERVER_IMPRESSIONS')).toBe('impressions');
    expect(await fieldOf('ESTIMATED_EARNINGS')).toBe('revenue');
    expect(await fieldOf('AD_SERVER_ACTIVE_VIEW_VIEWABLE_IMPRESSIONS')).toBe('viewable_impressions');
    expect(await fieldOf('AD_EXCHANGE_LINE_ITEM_LEVEL_AD_REQUESTS')).toBe('requests');
    expect(await fieldOf('inventory')).toBe('requests');
    expect(await fieldOf('Clicks')).toBe('clicks'); // whatever the case
    expect(await fieldOf('W')).toBe('impressions'); // nothing else recognised
    // An explicit field wins over the code's.
    expect(await fieldOf('AD_SERVER_REVENUE', 'impressions')).toBe('impressions');
    expect(await fieldOf('AD_SERVER_IMPRESSIONS', 'viewable_impressions')).toBe('viewable_impressions');
    const metric = await create({ shortname: 'kept', code: 'AD_SERVER_CLICKS', field: 'revenue' });
    expect(sb(await world.admin.call('GET', `${base}${metric.id}/`))).toMatchObject({ status: 200, body: { field: 'revenue' } });
  });

  it('PATCH and PUT change the field; a bad one is refused and nothing changes', async () => {
    const metric = await create();
    const url = `${base}${metric.id}/`;
    expect(sb(await world.admin.call('PATCH', url, { field: 'clicks' }))).toEqual({ status: 200, body: { ...metric, field: 'clicks' } });
    // A new code keeps the field the metric counts as.
    expect(sb(await world.admin.call('PATCH', url, { code: 'AD_EXCHANGE_IMPRESSIONS' }))).toEqual({
      status: 200,
      body: { ...metric, code: 'AD_EXCHANGE_IMPRESSIONS', field: 'clicks' },
    });
    for (const field of ['facebook', 'cpm', '', null]) {
      expect({ field, ...sb(await world.admin.call('PATCH', url, { field })) }).toEqual({
        field,
        status: 400,
        body: { field: ['Select a valid choice.'] },
      });
    }
    const put = { ...valid, field: 'requests' };
    expect(sb(await world.admin.call('PUT', url, put))).toEqual({
      status: 200,
      body: { ...metric, ...put, priority: 0, status: 'active' },
    });
    expect(sb(await world.admin.call('PUT', url, { ...valid, field: 'cpm' }))).toEqual({
      status: 400,
      body: { field: ['Select a valid choice.'] },
    });
    expect(sb(await world.admin.call('GET', url))).toMatchObject({ status: 200, body: { field: 'requests' } });
  });

  it('refuses a bad type, field, priority, shortname or status; nothing is saved', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ type: 'facebook' }, { type: ['Select a valid choice.'] }],
      [{ field: 'facebook' }, { field: ['Select a valid choice.'] }],
      [{ field: 'cpm' }, { field: ['Select a valid choice.'] }],
      [{ field: 'Revenue' }, { field: ['Select a valid choice.'] }],
      [{ field: '' }, { field: ['Select a valid choice.'] }],
      [{ field: 3 }, { field: ['Select a valid choice.'] }],
      [{ type: undefined }, { type: ['This field is required.'] }],
      [{ priority: -1 }, { priority: ['Ensure this value is greater than or equal to 0.'] }],
      [{ priority: 1.5 }, { priority: ['A valid integer is required.'] }],
      [{ priority: 10001 }, { priority: ['Ensure this value is less than or equal to 10000.'] }],
      [{ shortname: 'Ad X' }, { shortname: ['Use lower-case letters, digits, - and _ only.'] }],
      [{ shortname: 'x'.repeat(51) }, { shortname: ['Ensure this field has no more than 50 characters.'] }],
      [{ code: '' }, { code: ['This field may not be blank.'] }],
      [{ name: '' }, { name: ['This field may not be blank.'] }],
      [{ status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ shortname: '' }, { shortname: ['This field may not be blank.'] }],
    ];
    for (const [change, body] of cases) {
      const payload = { ...valid, ...change };
      expect({ change, ...sb(await world.admin.call('POST', base, payload)) }).toEqual({ change, status: 400, body });
    }
    expect(await rowCounts(ctx, ['serve_metrics'])).toEqual({ serve_metrics: 0 });
  });

  it('refuses a shortname already in use, on create and on update', async () => {
    const first = await create();
    const other = await create({ shortname: 'other' });
    const dup = { shortname: ['A metric with this shortname already exists.'] };
    expect(sb(await world.admin.call('POST', base, { ...valid, type: 'total' }))).toEqual({ status: 400, body: dup });
    expect(sb(await world.admin.call('PATCH', `${base}${other.id}/`, { shortname: first.shortname }))).toEqual({ status: 400, body: dup });
    expect(await rowCounts(ctx, ['serve_metrics'])).toEqual({ serve_metrics: 2 });
  });

  it('PATCH changes the given fields, an empty one nothing; PUT replaces them', async () => {
    const metric = await create({ priority: 4, status: 'suspended' });
    const url = `${base}${metric.id}/`;
    expect(sb(await world.admin.call('PATCH', url, { name: 'Renamed', priority: 9 }))).toEqual({
      status: 200,
      body: { ...metric, name: 'Renamed', priority: 9 },
    });
    expect(sb(await world.admin.call('PATCH', url, {}))).toEqual({ status: 200, body: { ...metric, name: 'Renamed', priority: 9 } });
    expect(sb(await world.admin.call('PATCH', url, { priority: -3 }))).toEqual({
      status: 400,
      body: { priority: ['Ensure this value is greater than or equal to 0.'] },
    });
    const put = { name: 'Whole', shortname: 'whole', code: 'W', type: 'aniview', field: 'impressions' };
    expect(sb(await world.admin.call('PUT', url, put))).toEqual({
      status: 200,
      body: { ...metric, ...put, priority: 0, status: 'active' },
    });
    // A PUT without the field replaces it with the one its code reads as, like a create.
    expect(sb(await world.admin.call('PUT', url, { ...put, code: 'AD_SERVER_CLICKS', field: undefined }))).toMatchObject({
      status: 200,
      body: { code: 'AD_SERVER_CLICKS', field: 'clicks' },
    });
    expect(sb(await world.admin.call('PUT', url, { name: 'Only' }))).toEqual({
      status: 400,
      body: { shortname: ['This field is required.'], code: ['This field is required.'], type: ['This field is required.'] },
    });
    expect(sb(await world.admin.call('PATCH', `${base}9999/`, { name: 'x' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', url))).toMatchObject({ status: 200, body: { name: 'Whole', type: 'aniview' } });
  });

  it("lists in the product's type order (Ad Sense ... Total, then AniView, Netlink, Custom) then priority, filtered and paged", async () => {
    await create({ name: 'Total Rev', shortname: 't-rev', code: 'TOTAL_REVENUE', type: 'total', priority: 2 });
    await create({ name: 'Total Imp', shortname: 't-imp', code: 'TOTAL_IMPRESSIONS', type: 'total', priority: 1, status: 'suspended' });
    await create({ name: 'Sense Clicks', shortname: 's-clicks', code: 'CLICKS', type: 'adsense', priority: 5 });
    await create({ name: 'Custom Rev', shortname: 'c-rev', code: 'revenue', type: 'custom' });
    expect(await names('')).toEqual(['Sense Clicks', 'Total Imp', 'Total Rev', 'Custom Rev']);
    expect(await names('?type=total')).toEqual(['Total Imp', 'Total Rev']);
    expect(await names('?status=suspended')).toEqual(['Total Imp']);
    expect(await names('?type=total&status=active')).toEqual(['Total Rev']);
    expect(await names('?search=REV')).toEqual(['Total Rev', 'Custom Rev']);
    expect(await names('?search=impressions')).toEqual(['Total Imp']); // the code is searched too
    expect(await names('?search=clicks&type=custom')).toEqual([]);
    const page = (await world.admin.call('GET', `${base}?page=2&limit=3`)).json<List<Metric>>();
    expect(page).toMatchObject({ count: 4, next: null, results: [{ name: 'Custom Rev' }] });
    expect(sb(await world.admin.call('GET', `${base}?type=facebook`))).toMatchObject({ status: 400, body: { type: [expect.any(String)] } });
    expect(sb(await world.admin.call('GET', `${base}?status=draft`))).toMatchObject({
      status: 400,
      body: { status: [expect.any(String)] },
    });
  });

  it('OPTIONS answers the type choices with their labels', async () => {
    const res = await world.admin.call('OPTIONS', base);
    expect(res.statusCode).toBe(200);
    expect(res.json().actions.POST.type.choices).toEqual([
      { value: 'adsense', display_name: 'Ad Sense' },
      { value: 'adserver', display_name: 'Ad Server' },
      { value: 'adexchange', display_name: 'Ad Exchange' },
      { value: 'total', display_name: 'Total' },
      { value: 'aniview', display_name: 'AniView' },
      { value: 'netlink', display_name: 'Netlink' },
      { value: 'custom', display_name: 'Custom' },
    ]);
  });

  it('staff read them; only admins write them; networks and publishers get 403', async () => {
    const metric = await create();
    for (const role of ['account_manager', 'ad_operation'] as const) {
      const who = await actor(ctx, role);
      expect((await who.call('GET', base)).json()).toMatchObject({ count: 1 });
      expect((await who.call('OPTIONS', base)).statusCode).toBe(200);
      expect(sb(await who.call('POST', base, { ...valid, shortname: 'mine' }))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('PATCH', `${base}${metric.id}/`, { name: 'x' }))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('PUT', `${base}${metric.id}/`, valid))).toEqual({ status: 403, body: forbidden });
    }
    for (const who of [world.netA, world.pubA]) {
      for (const [method, url] of [
        ['GET', base],
        ['OPTIONS', base],
        ['GET', `${base}${metric.id}/`],
        ['POST', base],
      ] as const) {
        const res = await who.call(method, url, method === 'POST' ? { ...valid, shortname: 'mine' } : undefined);
        expect({ role: who.user.role, method, url, ...sb(res) }).toEqual({
          role: who.user.role,
          method,
          url,
          status: 403,
          body: forbidden,
        });
      }
    }
    expect(sb(await world.admin.call('GET', `${base}${metric.id}/`))).toEqual({ status: 200, body: metric });
    expect(await rowCounts(ctx, ['serve_metrics'])).toEqual({ serve_metrics: 1 });
  });
});
