import { describe, expect, it } from 'vitest';
import { supplierInputSchema, type List, type Supplier, type SupplierShare } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, listPage, namesOf, rowCounts, sb, type Actor } from './helpers.js';
import { demandWorld, seedAds, seedData, seedExternalApi, seedPlacementGroup, seedSupplier, seedSupplierShare } from './demand-fixtures.js';
import { notFound, forbidden, isoTime, invalidPk } from './expected.js';

const { ctx, world } = eachTestIn(demandWorld);

const create = async (body: object, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/suppliers/', body);
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<Supplier>();
};
const names = async (query: string) => namesOf(await listPage<Supplier>(world.admin.call, `/api/suppliers/${query}`));

describe('/api/suppliers/', () => {
  it('creates a manual source with defaults, and an automatic one read through an API', async () => {
    const res = await world.admin.call('POST', '/api/suppliers/', { name: 'Direct Campaigns' });
    expect(sb(res)).toEqual({
      status: 201,
      // Every field left out takes the default of the contract's create body.
      body: { id: expect.any(Number), ...supplierInputSchema.parse({ name: 'Direct Campaigns' }), api: null, created_at: isoTime },
    });
    const api = await seedExternalApi(ctx, { type: 'aniview', name: 'AniView Reporting' });
    const auto = await create({
      name: 'AniView',
      advertiser_id: ' AV-1 ',
      currency: 'EUR',
      type: 'automatic',
      api_id: api.id,
      schedule: '07:30:00',
      status: 'suspended',
    });
    expect(auto).toMatchObject({
      advertiser_id: 'AV-1',
      currency: 'EUR',
      type: 'automatic',
      schedule: '07:30',
      status: 'suspended',
      api_id: api.id,
    });
    expect(auto.api).toEqual({ id: api.id, type: 'aniview', name: 'AniView Reporting' });
    expect(sb(await world.admin.call('GET', `/api/suppliers/${auto.id}/`))).toEqual({ status: 200, body: auto });
    expect(sb(await world.admin.call('GET', '/api/suppliers/9999/'))).toEqual({ status: 404, body: notFound });
  });

  it('refuses an unknown currency, an automatic source without an API, an unknown API and bad fields; nothing is saved', async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: 'S', currency: 'GBP' }, { currency: ['Select a valid choice.'] }],
      [{ name: 'S', type: 'automatic' }, { api_id: ['An automatic demand source needs an API to read its figures from.'] }],
      [{ name: 'S', type: 'automatic', api_id: null }, { api_id: ['An automatic demand source needs an API to read its figures from.'] }],
      [{ name: 'S', type: 'automatic', api_id: 9999 }, { api_id: invalidPk(9999) }],
      [{ name: 'S', api_id: 9999 }, { api_id: invalidPk(9999) }],
      [{ name: 'S', api_id: 'x' }, { api_id: ['A valid integer is required.'] }],
      [{ name: 'S', type: 'daily' }, { type: ['Select a valid choice.'] }],
      [{ name: 'S', status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ name: '' }, { name: ['This field may not be blank.'] }],
      [{}, { name: ['This field is required.'] }],
      [{ name: 'S', advertiser_id: 'x'.repeat(101) }, { advertiser_id: ['Ensure this field has no more than 100 characters.'] }],
      [{ name: 'S', schedule: '25:00' }, { schedule: ['Enter a valid time (HH:MM).'] }],
      [{ name: 'S', schedule: '7:30' }, { schedule: ['Enter a valid time (HH:MM).'] }],
    ];
    for (const [payload, body] of cases) {
      expect({ payload, ...sb(await world.admin.call('POST', '/api/suppliers/', payload)) }).toEqual({ payload, status: 400, body });
    }
    expect(await rowCounts(ctx, ['suppliers'])).toEqual({ suppliers: 0 });
  });

  it('OPTIONS answers the currency and type choices', async () => {
    const res = await world.admin.call('OPTIONS', '/api/suppliers/');
    expect(res.statusCode).toBe(200);
    const post = res.json().actions.POST;
    expect(post.currency.choices).toEqual([
      { value: 'USD', display_name: 'USD' },
      { value: 'EUR', display_name: 'EUR' },
      { value: 'CAD', display_name: 'CAD' },
    ]);
    expect(post.type.choices).toEqual([
      { value: 'manual', display_name: 'Manual' },
      { value: 'automatic', display_name: 'Automatic' },
    ]);
  });

  it('lists by name, searching name and advertiser id, filtering status and type, paged', async () => {
    const api = await seedExternalApi(ctx);
    await create({ name: 'Netlink', advertiser_id: 'NL-88' });
    await create({ name: 'AniView', advertiser_id: 'AV-2231', type: 'automatic', api_id: api.id });
    await create({ name: 'Google AdSense', status: 'suspended' });
    expect(await names('')).toEqual(['AniView', 'Google AdSense', 'Netlink']);
    expect(await names('?search=nl-8')).toEqual(['Netlink']);
    expect(await names('?search=GOOGLE')).toEqual(['Google AdSense']);
    expect(await names('?status=suspended')).toEqual(['Google AdSense']);
    expect(await names('?type=automatic')).toEqual(['AniView']);
    const page = (await world.admin.call('GET', '/api/suppliers/?page=2&limit=2')).json<List<Supplier>>();
    expect(page).toMatchObject({ count: 3, next: null, results: [{ name: 'Netlink' }] });
    expect(Object.fromEntries(new URL(page.previous!).searchParams)).toEqual({ limit: '2' });
    const first = (await world.admin.call('GET', '/api/suppliers/?limit=2')).json<List<Supplier>>();
    expect(first.results.map((s) => s.name)).toEqual(['AniView', 'Google AdSense']);
    expect(Object.fromEntries(new URL(first.next!).searchParams)).toEqual({ limit: '2', offset: '2' });
  });

  it('PATCH changes the given fields; empty PATCH answers it unchanged; PUT replaces', async () => {
    const api = await seedExternalApi(ctx, { type: 'adsense', name: 'Sense' });
    const supplier = await create({ name: 'Source', advertiser_id: 'A1', schedule: '06:00' });
    const url = `/api/suppliers/${supplier.id}/`;
    expect(sb(await world.admin.call('PATCH', url, {}))).toEqual({ status: 200, body: supplier });
    expect(sb(await world.admin.call('PATCH', url, { name: 'Renamed', currency: 'CAD', schedule: '' }))).toEqual({
      status: 200,
      body: { ...supplier, name: 'Renamed', currency: 'CAD', schedule: null },
    });
    expect(sb(await world.admin.call('PATCH', url, { type: 'automatic' }))).toEqual({
      status: 400,
      body: { api_id: ['An automatic demand source needs an API to read its figures from.'] },
    });
    expect(sb(await world.admin.call('PATCH', url, { currency: 'GBP' }))).toEqual({
      status: 400,
      body: { currency: ['Select a valid choice.'] },
    });
    const auto = await world.admin.call('PATCH', url, { type: 'automatic', api_id: api.id });
    expect(sb(auto)).toMatchObject({
      status: 200,
      body: { type: 'automatic', api_id: api.id, api: { id: api.id, type: 'adsense', name: 'Sense' } },
    });
    // An automatic source keeps its API.
    expect(sb(await world.admin.call('PATCH', url, { api_id: null }))).toEqual({
      status: 400,
      body: { api_id: ['An automatic demand source needs an API to read its figures from.'] },
    });
    expect(sb(await world.admin.call('PUT', url, { name: 'Whole' }))).toEqual({
      status: 200,
      body: { ...supplier, name: 'Whole', advertiser_id: '', schedule: null },
    });
    expect(sb(await world.admin.call('PATCH', '/api/suppliers/9999/', { name: 'x' }))).toEqual({ status: 404, body: notFound });
  });

  it('DELETE is refused while a data item uses the source; otherwise its ads and shares go with it', async () => {
    const used = await seedSupplier(ctx, { name: 'Used' });
    const free = await seedSupplier(ctx, { name: 'Free' });
    await seedAds(ctx, free.id, ['google.com, pub-1, DIRECT']);
    await seedSupplierShare(ctx, free.id, world.mrec.id);
    const pg = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id });
    await seedData(ctx, { placementGroupId: pg.id, supplierId: used.id, groupId: world.mrec.id });

    expect(sb(await world.admin.call('DELETE', `/api/suppliers/${used.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['This demand source is still used by placement group data; change those first.'] },
    });
    const res = await world.admin.call('DELETE', `/api/suppliers/${free.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowCounts(ctx, ['suppliers', 'ads', 'supplier_shares', 'placement_group_data'])).toEqual({
      suppliers: 1,
      ads: 0,
      supplier_shares: 0,
      placement_group_data: 1,
    });
    expect(sb(await world.admin.call('DELETE', `/api/suppliers/${free.id}/`))).toEqual({ status: 404, body: notFound });
  });

  it('is staff-only: ad operations add and change, account managers read, networks and publishers nothing', async () => {
    const supplier = await seedSupplier(ctx, { name: 'Existing' });
    const operator = await actor(ctx, 'ad_operation');
    expect(await create({ name: 'By ops' }, operator)).toMatchObject({ name: 'By ops' });
    expect((await operator.call('PATCH', `/api/suppliers/${supplier.id}/`, { name: 'Ops renamed' })).statusCode).toBe(200);
    const manager = await actor(ctx, 'account_manager');
    expect((await manager.call('GET', '/api/suppliers/')).json()).toMatchObject({ count: 2 });
    expect((await manager.call('OPTIONS', '/api/suppliers/')).statusCode).toBe(200);
    for (const [who, method, url] of [
      [manager, 'POST', '/api/suppliers/'],
      [manager, 'PATCH', `/api/suppliers/${supplier.id}/`],
      [manager, 'DELETE', `/api/suppliers/${supplier.id}/`],
      [operator, 'DELETE', `/api/suppliers/${supplier.id}/`],
      [world.netA, 'GET', '/api/suppliers/'],
      [world.netA, 'OPTIONS', '/api/suppliers/'],
      [world.netA, 'GET', `/api/suppliers/${supplier.id}/`],
      [world.pubA, 'GET', '/api/suppliers/'],
      [world.pubA, 'POST', '/api/suppliers/'],
    ] as const) {
      const res = await who.call(method, url, method === 'POST' || method === 'PATCH' ? { name: 'Nope' } : undefined);
      expect({ role: who.user.role, method, url, ...sb(res) }).toEqual({ role: who.user.role, method, url, status: 403, body: forbidden });
    }
    expect(await names('')).toEqual(['By ops', 'Ops renamed']);
  });
});

describe('/api/shares/supplier/', () => {
  const path = '/api/shares/supplier/';

  it('creates, lists filtered by supplier, and deletes', async () => {
    const a = await seedSupplier(ctx, { name: 'A' });
    const b = await seedSupplier(ctx, { name: 'B' });
    const res = await world.admin.call('POST', path, { supplier_id: a.id, group_id: world.mrec.id, share: '12.5' });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        supplier_id: a.id,
        group_id: world.mrec.id,
        group_name: 'Medium Rectangle',
        share: '12.50',
        start_date: null,
        end_date: null,
        recomputation: null,
      },
    });
    const { recomputation: _, ...first } = res.json<SupplierShare & { recomputation: null }>();
    const { recomputation: __, ...second } = (
      await world.admin.call('POST', path, { supplier_id: a.id, group_id: world.native.id, share: 100 })
    ).json<SupplierShare & { recomputation: null }>();
    expect(second).toMatchObject({ group_name: 'Native', share: '100.00' });
    await world.admin.call('POST', path, { supplier_id: b.id, group_id: world.mrec.id, share: 0 });
    expect(sb(await world.admin.call('GET', `${path}?supplier=${a.id}`))).toEqual({
      status: 200,
      body: { count: 2, next: null, previous: null, results: [first, second] },
    });
    expect((await world.admin.call('GET', path)).json()).toMatchObject({ count: 3 });
    expect((await world.admin.call('GET', `${path}?supplier=9999`)).json()).toMatchObject({ count: 0, results: [] });

    // A period that has not started may be deleted; the one before it takes its days back.
    const later = (
      await world.admin.call('POST', path, { supplier_id: a.id, group_id: world.mrec.id, share: 20, start_date: '2099-01-01' })
    ).json<SupplierShare>();
    expect((await world.admin.call('GET', `${path}?supplier=${a.id}&history=true`)).json()).toMatchObject({
      count: 3,
      results: [{ ...first, end_date: '2098-12-31' }, { id: later.id, start_date: '2099-01-01', end_date: null }, second],
    });
    expect((await world.admin.call('GET', `${path}?supplier=${a.id}&at=2099-01-02`)).json()).toMatchObject({
      count: 2,
      results: [second, { id: later.id }],
    });
    const del = await world.admin.call('DELETE', `${path}${later.id}/`);
    expect(del.statusCode).toBe(204);
    expect((await world.admin.call('GET', `${path}?supplier=${a.id}`)).json()).toMatchObject({ count: 2, results: [first, second] });
    expect(sb(await world.admin.call('DELETE', `${path}${later.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('DELETE', `${path}${first.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['This period has already started and cannot be deleted; add a new period to end it.'] },
    });
  });

  it('refuses a share over 100 or with 3 decimals, a duplicate format and unknown references', async () => {
    const supplier = await seedSupplier(ctx);
    const badPercent = { share: ['Enter a percentage from 0 to 100 with at most 2 decimal places.'] };
    for (const share of [100.01, '101', -1, '12.345', 'abc', '']) {
      expect({ share, ...sb(await world.admin.call('POST', path, { supplier_id: supplier.id, group_id: world.mrec.id, share })) }).toEqual({
        share,
        status: 400,
        body: badPercent,
      });
    }
    expect(sb(await world.admin.call('POST', path, { supplier_id: 9999, group_id: world.mrec.id, share: 5 }))).toEqual({
      status: 400,
      body: { supplier_id: invalidPk(9999) },
    });
    expect(sb(await world.admin.call('POST', path, { supplier_id: supplier.id, group_id: 9999, share: 5 }))).toEqual({
      status: 400,
      body: { group_id: invalidPk(9999) },
    });
    expect(sb(await world.admin.call('POST', path, { share: 5 }))).toEqual({
      status: 400,
      body: { supplier_id: ['This field is required.'], group_id: ['This field is required.'] },
    });
    expect(await rowCounts(ctx, ['supplier_shares'])).toEqual({ supplier_shares: 0 });
    await world.admin.call('POST', path, { supplier_id: supplier.id, group_id: world.mrec.id, share: 50, start_date: '2030-01-01' });
    const again = { supplier_id: supplier.id, group_id: world.mrec.id, share: 60, start_date: '2030-01-01' };
    expect(sb(await world.admin.call('POST', path, again))).toEqual({
      status: 400,
      body: { start_date: ['Another period already starts on this day; choose another start date.'] },
    });
    for (const start_date of ['2030-02-30', '30-01-2030', 20300101, '']) {
      expect(sb(await world.admin.call('POST', path, { ...again, start_date }))).toMatchObject({
        status: 400,
        body: { start_date: [expect.any(String)] },
      });
    }
    expect(await rowCounts(ctx, ['supplier_shares'])).toEqual({ supplier_shares: 1 });
  });

  it('a format used by a supplier share cannot be deleted (400, not a server error)', async () => {
    const supplier = await seedSupplier(ctx);
    await seedSupplierShare(ctx, supplier.id, world.native.id);
    expect(sb(await world.admin.call('DELETE', `/api/groups_types/${world.native.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: [expect.any(String)] },
    });
    expect(await rowCounts(ctx, ['group_types', 'supplier_shares'])).toEqual({ group_types: 2, supplier_shares: 1 });
  });

  it('ad operations add and delete; account managers read; networks and publishers get 403', async () => {
    const supplier = await seedSupplier(ctx);
    const share = await seedSupplierShare(ctx, supplier.id, world.mrec.id);
    const operator = await actor(ctx, 'ad_operation');
    const created = await operator.call('POST', path, {
      supplier_id: supplier.id,
      group_id: world.native.id,
      share: 5,
      start_date: '2099-01-01',
    });
    expect(created.statusCode).toBe(201);
    expect((await operator.call('DELETE', `${path}${created.json<SupplierShare>().id}/`)).statusCode).toBe(204);
    const manager = await actor(ctx, 'account_manager');
    expect((await manager.call('GET', path)).json()).toMatchObject({ count: 1 });
    expect(sb(await manager.call('POST', path, { supplier_id: supplier.id, group_id: world.native.id, share: 5 }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await manager.call('DELETE', `${path}${share.id}/`))).toEqual({ status: 403, body: forbidden });
    for (const who of [world.netA, world.pubA]) {
      expect(sb(await who.call('GET', path))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('DELETE', `${path}${share.id}/`))).toEqual({ status: 403, body: forbidden });
    }
    expect(await rowCounts(ctx, ['supplier_shares'])).toEqual({ supplier_shares: 1 });
  });
});
