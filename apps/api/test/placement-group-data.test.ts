import { describe, expect, it } from 'vitest';
import type { PlacementGroupData } from '@pubdesk/contract';
import { eachTestIn, type TestContext } from './harness.js';
import { actor, assignStaff, listPage, namesOf, rowCounts, sb, withGrant, type Actor } from './helpers.js';
import { demandWorld, seedData, seedMetric, seedPlacementGroup, seedSupplier } from './demand-fixtures.js';
import { notFound, forbidden, isoTime, invalidPk } from './expected.js';

const { ctx, world: w } = eachTestIn(setup);
async function setup(ctx: TestContext) {
  const world = await demandWorld(ctx);
  const gam = await seedSupplier(ctx, { name: 'Google Ad Manager', advertiserId: '4839201' });
  const sense = await seedSupplier(ctx, { name: 'Google AdSense', advertiserId: '' });
  const pgA = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id, name: 'Top A' });
  const pgB = await seedPlacementGroup(ctx, { websiteId: world.siteB.id, groupId: world.mrec.id, name: 'Top B' });
  const m1 = await seedMetric(ctx, { type: 'adserver', shortname: 'm1' });
  const m2 = await seedMetric(ctx, { type: 'total', shortname: 'm2' });
  const m3 = await seedMetric(ctx, { type: 'custom', shortname: 'm3' });
  return { ...world, gam, sense, pgA, pgB, m1, m2, m3 };
}

const base = '/api/placements_groups_data/data/';
const tables = ['placement_group_data', 'placement_group_data_metrics'];
const body = (extra: object = {}) => ({
  name: 'Top A - GAM',
  group_id: w.mrec.id,
  dfp_placement_id: '21000001',
  supplier_id: w.gam.id,
  placement_group_id: w.pgA.id,
  ...extra,
});
const create = async (extra: object = {}, who: Actor = w.admin) => {
  const res = await who.call('POST', base, body(extra));
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<PlacementGroupData>();
};
const names = async (query: string, who: Actor = w.admin) => namesOf(await listPage<PlacementGroupData>(who.call, `${base}${query}`));

describe('POST and GET /api/placements_groups_data/data/', () => {
  it('creates a data item with its served metrics, answered sorted', async () => {
    const res = await w.admin.call('POST', base, body({ metrics: [w.m3.id, w.m1.id, w.m2.id, w.m1.id], serve_with: 'advertiser_id' }));
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Top A - GAM',
        group_id: w.mrec.id,
        group_name: 'Medium Rectangle',
        flag: 'default',
        type: 'placement',
        dfp_placement_id: '21000001',
        dfp_adunit_id: '',
        serve_with: 'advertiser_id',
        supplier_id: w.gam.id,
        supplier_name: 'Google Ad Manager',
        metrics: [w.m1.id, w.m2.id, w.m3.id],
        status: 'active',
        placement_group_id: w.pgA.id,
        website_id: w.siteA.id,
        created_at: isoTime,
      },
    });
    const item = res.json<PlacementGroupData>();
    expect(sb(await w.admin.call('GET', `${base}${item.id}/`))).toEqual({ status: 200, body: item });
    expect(sb(await w.admin.call('GET', `${base}9999/`))).toEqual({ status: 404, body: notFound });
    expect(await rowCounts(ctx, tables)).toEqual({ placement_group_data: 1, placement_group_data_metrics: 3 });
    const unit = await create({
      type: 'ad_unit',
      dfp_placement_id: '',
      dfp_adunit_id: '/2200/top',
      flag: 'uncomplete',
      status: 'suspended',
      supplier_id: w.sense.id,
    });
    expect(unit).toMatchObject({
      type: 'ad_unit',
      dfp_adunit_id: '/2200/top',
      flag: 'uncomplete',
      status: 'suspended',
      metrics: [],
      supplier_name: 'Google AdSense',
    });
    expect(await create({ type: 'domain', dfp_placement_id: '' })).toMatchObject({ type: 'domain' });
  });

  it('refuses missing DFP ids, serving with an advertiser id the source lacks, and unknown references; nothing is saved', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ dfp_placement_id: '' }, { dfp_placement_id: ['A placement needs its DFP Placement ID.'] }],
      [{ type: 'ad_unit' }, { dfp_adunit_id: ['An ad unit needs its DFP Ad Unit ID.'] }],
      [{ supplier_id: w.sense.id, serve_with: 'advertiser_id' }, { serve_with: ['The selected demand source has no Advertiser ID.'] }],
      [{ metrics: [w.m1.id, 9999] }, { metrics: invalidPk(9999) }],
      [{ supplier_id: 9999 }, { supplier_id: invalidPk(9999) }],
      [{ placement_group_id: 9999 }, { placement_group_id: invalidPk(9999) }],
      [{ group_id: 9999 }, { group_id: invalidPk(9999) }],
      [{ type: 'video' }, { type: ['Select a valid choice.'] }],
      [{ flag: 'x' }, { flag: ['Select a valid choice.'] }],
      [{ serve_with: 'x' }, { serve_with: ['Select a valid choice.'] }],
      [{ status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ metrics: ['x'] }, { 'metrics.0': ['A valid integer is required.'] }],
      [{ name: ' ' }, { name: ['This field may not be blank.'] }],
    ];
    for (const [change, errors] of cases) {
      expect({ change, ...sb(await w.admin.call('POST', base, body(change))) }).toEqual({ change, status: 400, body: errors });
    }
    expect(sb(await w.admin.call('POST', base, { name: 'x' }))).toEqual({
      status: 400,
      body: {
        group_id: ['This field is required.'],
        supplier_id: ['This field is required.'],
        placement_group_id: ['This field is required.'],
      },
    });
    expect(await rowCounts(ctx, tables)).toEqual({ placement_group_data: 0, placement_group_data_metrics: 0 });
  });

  it("refuses a second item of a source paid by the same ID for one of the first one's metrics, on any website", async () => {
    const first = await create({ metrics: [w.m1.id, w.m2.id] });
    const taken = { dfp_placement_id: ['Another data item of this demand source is already paid by this ID for one of these metrics.'] };
    const copy = body({ name: 'Copy on B', placement_group_id: w.pgB.id, metrics: [w.m2.id] });
    expect(sb(await w.admin.call('POST', base, copy))).toEqual({ status: 400, body: taken });
    // Another metric of the same ID, or the same metric of another source or ID, is another row's.
    await create({ name: 'Custom of the same', metrics: [w.m3.id] });
    await create({ name: 'Same on AdSense', supplier_id: w.sense.id, metrics: [w.m1.id] });
    const other = await create({ name: 'Other id', dfp_placement_id: '21000002', metrics: [w.m1.id] });
    expect(sb(await w.admin.call('PATCH', `${base}${other.id}/`, { dfp_placement_id: '21000001' }))).toEqual({ status: 400, body: taken });
    expect((await w.admin.call('PATCH', `${base}${first.id}/`, { name: 'Renamed' })).statusCode).toBe(200);
  });

  it('filters by placement group, supplier, type and website; searches supplier name, DFP ids, type and status; pages', async () => {
    const one = await create({ name: 'One' });
    await create({ name: 'Two', supplier_id: w.sense.id, type: 'ad_unit', dfp_placement_id: '', dfp_adunit_id: '/2200/sidebar' });
    await create({ name: 'Three', placement_group_id: w.pgB.id, dfp_placement_id: '777555', status: 'suspended' });
    expect(await names(`?pgid=${w.pgA.id}`)).toEqual(['One', 'Two']);
    expect(await names(`?supplier=${w.sense.id}`)).toEqual(['Two']);
    expect(await names('?type=placement')).toEqual(['One', 'Three']);
    expect(await names(`?website=${w.siteB.id}`)).toEqual(['Three']);
    expect(await names(`?pgid=${w.pgA.id}&type=placement`)).toEqual(['One']);
    expect(await names(`?ids=${one.id}`)).toEqual(['One']);
    expect(await names('?search=adsense')).toEqual(['Two']);
    expect(await names('?search=google ad manager')).toEqual(['One', 'Three']);
    expect(await names('?search=7775')).toEqual(['Three']);
    expect(await names('?search=SIDEBAR')).toEqual(['Two']);
    expect(await names('?search=ad_unit')).toEqual(['Two']);
    expect(await names('?search=suspended')).toEqual(['Three']);
    expect((await w.admin.call('GET', `${base}?page=2&limit=2`)).json()).toMatchObject({
      count: 3,
      next: null,
      results: [{ name: 'Three' }],
    });
    expect(sb(await w.admin.call('GET', `${base}?type=video`))).toMatchObject({ status: 400, body: { type: [expect.any(String)] } });
    // The list shows the type as its label upper-cased ('AD UNIT'); what is shown is what is searched.
    expect(await names('?search=AD UNIT')).toEqual(['Two']);
  });
});

describe('PUT, PATCH and DELETE /api/placements_groups_data/data/:id/', () => {
  it('PATCH with metrics replaces them, without metrics keeps them; PUT replaces everything', async () => {
    const item = await create({ metrics: [w.m1.id, w.m2.id] });
    const url = `${base}${item.id}/`;
    expect(sb(await w.admin.call('PATCH', url, { metrics: [w.m3.id, w.m2.id] }))).toEqual({
      status: 200,
      body: { ...item, metrics: [w.m2.id, w.m3.id] },
    });
    expect(sb(await w.admin.call('PATCH', url, { name: 'Renamed' }))).toEqual({
      status: 200,
      body: { ...item, name: 'Renamed', metrics: [w.m2.id, w.m3.id] },
    });
    expect(sb(await w.admin.call('PATCH', url, {}))).toEqual({
      status: 200,
      body: { ...item, name: 'Renamed', metrics: [w.m2.id, w.m3.id] },
    });
    expect(sb(await w.admin.call('PATCH', url, { metrics: [] }))).toEqual({ status: 200, body: { ...item, name: 'Renamed', metrics: [] } });
    const put = await w.admin.call('PUT', url, body({ name: 'Whole', placement_group_id: w.pgB.id, metrics: [w.m1.id] }));
    expect(sb(put)).toEqual({
      status: 200,
      body: { ...item, name: 'Whole', placement_group_id: w.pgB.id, website_id: w.siteB.id, metrics: [w.m1.id] },
    });
    expect(await rowCounts(ctx, tables)).toEqual({ placement_group_data: 1, placement_group_data_metrics: 1 });
  });

  it('checks the merged item on PATCH; a refused PATCH changes nothing', async () => {
    const item = await create({ metrics: [w.m1.id], serve_with: 'advertiser_id' });
    const url = `${base}${item.id}/`;
    const refused: Array<[object, Record<string, string[]>]> = [
      [{ type: 'ad_unit' }, { dfp_adunit_id: ['An ad unit needs its DFP Ad Unit ID.'] }],
      [{ dfp_placement_id: '' }, { dfp_placement_id: ['A placement needs its DFP Placement ID.'] }],
      [{ supplier_id: w.sense.id }, { serve_with: ['The selected demand source has no Advertiser ID.'] }],
      [{ metrics: [w.m2.id, 9999] }, { metrics: invalidPk(9999) }],
      [{ supplier_id: 9999 }, { supplier_id: invalidPk(9999) }],
      [{ placement_group_id: 9999 }, { placement_group_id: invalidPk(9999) }],
    ];
    for (const [change, errors] of refused) {
      expect({ change, ...sb(await w.admin.call('PATCH', url, change)) }).toEqual({ change, status: 400, body: errors });
    }
    expect(sb(await w.admin.call('GET', url))).toEqual({ status: 200, body: item });
    expect(sb(await w.admin.call('PATCH', url, { type: 'ad_unit', dfp_adunit_id: '/1/x' }))).toMatchObject({
      status: 200,
      body: { type: 'ad_unit' },
    });
    expect(sb(await w.admin.call('PATCH', `${base}9999/`, { name: 'x' }))).toEqual({ status: 404, body: notFound });
  });

  it("is not locked when its demand source's Advertiser ID is cleared later", async () => {
    const item = await create({ serve_with: 'advertiser_id' });
    expect((await w.admin.call('PATCH', `/api/suppliers/${w.gam.id}/`, { advertiser_id: '' })).statusCode).toBe(200);
    expect(sb(await w.admin.call('PATCH', `${base}${item.id}/`, { name: 'Renamed' }))).toMatchObject({
      status: 200,
      body: { name: 'Renamed' },
    });
    // Choosing to serve with it again is checked.
    expect(sb(await w.admin.call('PATCH', `${base}${item.id}/`, { serve_with: 'advertiser_id' }))).toEqual({
      status: 400,
      body: { serve_with: ['The selected demand source has no Advertiser ID.'] },
    });
  });

  it('deletes one (its metric ticks go with it); a placement group with data cannot be deleted until then', async () => {
    const item = await create({ metrics: [w.m1.id, w.m2.id] });
    const pgUrl = `/api/placements_groups/${w.pgA.id}/`;
    expect(sb(await w.admin.call('DELETE', pgUrl))).toEqual({
      status: 400,
      body: { non_field_errors: ['This placement group still has placement group data; delete those first.'] },
    });
    expect(await rowCounts(ctx, ['placement_groups'])).toEqual({ placement_groups: 2 });
    const res = await w.admin.call('DELETE', `${base}${item.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowCounts(ctx, tables)).toEqual({ placement_group_data: 0, placement_group_data_metrics: 0 });
    expect(sb(await w.admin.call('DELETE', `${base}${item.id}/`))).toEqual({ status: 404, body: notFound });
    expect((await w.admin.call('DELETE', pgUrl)).statusCode).toBe(204);
  });
  it("a format used only as a data item's group_id cannot be deleted (400, not a server error)", async () => {
    await create({ group_id: w.native.id });
    expect(sb(await w.admin.call('DELETE', `/api/groups_types/${w.native.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: [expect.any(String)] },
    });
    expect(await rowCounts(ctx, ['group_types', 'placement_group_data'])).toEqual({ group_types: 2, placement_group_data: 1 });
  });
});

describe('scope and permissions', () => {
  it("shows a network only its websites' data items; another's is 404; publishers get 403", async () => {
    const mine = await seedData(ctx, { name: 'Mine', placementGroupId: w.pgA.id, supplierId: w.gam.id, groupId: w.mrec.id });
    const theirs = await seedData(ctx, { name: 'Theirs', placementGroupId: w.pgB.id, supplierId: w.gam.id, groupId: w.mrec.id });
    expect(await names('', w.netA)).toEqual(['Mine']);
    expect(await names('', w.netB)).toEqual(['Theirs']);
    expect(await names(`?pgid=${w.pgB.id}`, w.netA)).toEqual([]);
    expect(await names(`?website=${w.siteB.id}`, w.netA)).toEqual([]);
    expect(sb(await w.netA.call('GET', `${base}${mine.id}/`))).toMatchObject({
      status: 200,
      body: { name: 'Mine', website_id: w.siteA.id },
    });
    expect(sb(await w.netA.call('GET', `${base}${theirs.id}/`))).toEqual({ status: 404, body: notFound });
    // Networks read, they do not write.
    expect(sb(await w.netA.call('POST', base, body()))).toEqual({ status: 403, body: forbidden });
    expect(sb(await w.netA.call('PATCH', `${base}${mine.id}/`, { name: 'x' }))).toEqual({ status: 403, body: forbidden });
    expect(sb(await w.netA.call('DELETE', `${base}${mine.id}/`))).toEqual({ status: 403, body: forbidden });
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}${mine.id}/`],
      ['POST', base],
      ['DELETE', `${base}${mine.id}/`],
    ] as const) {
      const res = await w.pubA.call(method, url, method === 'POST' ? body() : undefined);
      expect({ method, url, ...sb(res) }).toEqual({ method, url, status: 403, body: forbidden });
    }
    expect(await rowCounts(ctx, tables)).toEqual({ placement_group_data: 2, placement_group_data_metrics: 0 });
  });

  it('with write permissions, a network still cannot reach another network’s items or placement groups', async () => {
    const mine = await seedData(ctx, { name: 'Mine', placementGroupId: w.pgA.id, supplierId: w.gam.id, groupId: w.mrec.id });
    const theirs = await seedData(ctx, { name: 'Theirs', placementGroupId: w.pgB.id, supplierId: w.gam.id, groupId: w.mrec.id });
    await withGrant(ctx, 'network', 'websites.add_placementgroupdata', () =>
      withGrant(ctx, 'network', 'websites.change_placementgroupdata', () =>
        withGrant(ctx, 'network', 'websites.delete_placementgroupdata', async () => {
          expect(sb(await w.netA.call('POST', base, body({ placement_group_id: w.pgB.id })))).toEqual({
            status: 400,
            body: { placement_group_id: invalidPk(w.pgB.id) },
          });
          expect(sb(await w.netA.call('POST', base, body({ group_id: w.native.id })))).toEqual({
            status: 400,
            body: { group_id: invalidPk(w.native.id) },
          });
          expect(sb(await w.netA.call('PATCH', `${base}${mine.id}/`, { placement_group_id: w.pgB.id }))).toEqual({
            status: 400,
            body: { placement_group_id: invalidPk(w.pgB.id) },
          });
          expect(sb(await w.netA.call('PATCH', `${base}${theirs.id}/`, { name: 'Taken' }))).toEqual({ status: 404, body: notFound });
          expect(sb(await w.netA.call('DELETE', `${base}${theirs.id}/`))).toEqual({ status: 404, body: notFound });
          expect((await w.netA.call('POST', base, body({ name: 'Net made' }))).statusCode).toBe(201);
        }),
      ),
    );
    expect(await names('')).toEqual(['Mine', 'Theirs', 'Net made']);
  });

  it('account managers and ad operations run data items', async () => {
    for (const role of ['account_manager', 'ad_operation'] as const) {
      const who = await actor(ctx, role);
      await assignStaff(ctx, who.user, { website: w.siteA.id });
      const item = await create({ name: `By ${role}`, metrics: [w.m1.id] }, who);
      expect((await who.call('PATCH', `${base}${item.id}/`, { metrics: [w.m2.id] })).json()).toMatchObject({ metrics: [w.m2.id] });
      expect((await who.call('GET', base)).json()).toMatchObject({ count: 1 });
      expect((await who.call('DELETE', `${base}${item.id}/`)).statusCode).toBe(204);
    }
    expect(sb(await (await actor(ctx, 'pre_activation')).call('GET', base))).toEqual({ status: 403, body: forbidden });
  });
});
