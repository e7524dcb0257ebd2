import { describe, expect, it } from 'vitest';
import type { GroupType } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, inventoryWorld, listPage, namesOf, rowCounts, sb, seedGroupType } from './helpers.js';
import { notFound, forbidden } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const admin = () => world.admin.call;
const list = (query: string, call = admin()) => listPage<GroupType>(call, `/api/groups_types/${query}`);

describe('GET /api/groups_types/', () => {
  it('lists by name in the DRF envelope, with page and a limit up to 1000', async () => {
    for (let i = 1; i <= 11; i++) await seedGroupType(ctx, { name: `Format ${String(i).padStart(2, '0')}`, systemDefault: i % 2 === 0 });
    const first = await list('?limit=10');
    expect(first.count).toBe(13);
    expect(namesOf(first)).toEqual([...Array.from({ length: 8 }, (_, i) => `Format 0${i + 1}`), 'Format 09', 'Format 10']);
    expect(Object.fromEntries(new URL(first.next!).searchParams)).toEqual({ limit: '10', offset: '10' });
    const second = await list('?page=2&limit=10');
    expect(namesOf(second)).toEqual(['Format 11', 'Medium Rectangle', 'Native']);
    expect(second.next).toBeNull();
    expect((await list('?limit=1000')).results).toHaveLength(13);
    expect(sb(await admin()('GET', '/api/groups_types/?page=0'))).toMatchObject({ status: 400, body: { page: [expect.any(String)] } });
    expect((await list('?limit=1')).results[0]).toEqual({
      id: expect.any(Number),
      name: 'Format 01',
      code: '',
      status: 'active',
      system_default: false,
    });
  });

  it('networks and publishers see only the system-default formats', async () => {
    await seedGroupType(ctx, { name: 'Leaderboard', systemDefault: true, status: 'suspended' });
    await seedGroupType(ctx, { name: 'Interstitial' });
    expect(namesOf(await list('', world.netA.call))).toEqual(['Leaderboard', 'Medium Rectangle']);
    expect(namesOf(await list('', world.pubB.call))).toEqual(['Leaderboard', 'Medium Rectangle']);
    expect(await list('?limit=1', world.netA.call)).toMatchObject({ count: 2, results: [{ name: 'Leaderboard' }] });
    const manager = await actor(ctx, 'account_manager');
    expect(namesOf(await list('', manager.call))).toEqual(['Interstitial', 'Leaderboard', 'Medium Rectangle', 'Native']);
  });
});

describe('GET /api/groups_types/:id/', () => {
  it('answers one format; a staff-only one is 404 for networks and publishers', async () => {
    const mrec = { id: world.mrec.id, name: 'Medium Rectangle', code: 'mrec', status: 'active', system_default: true };
    expect(sb(await admin()('GET', `/api/groups_types/${world.mrec.id}/`))).toEqual({ status: 200, body: mrec });
    expect(sb(await world.netA.call('GET', `/api/groups_types/${world.mrec.id}/`))).toEqual({ status: 200, body: mrec });
    expect(sb(await admin()('GET', `/api/groups_types/${world.native.id}/`))).toMatchObject({ status: 200, body: { name: 'Native' } });
    expect(sb(await world.netA.call('GET', `/api/groups_types/${world.native.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.pubA.call('GET', `/api/groups_types/${world.native.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await admin()('GET', '/api/groups_types/9999/'))).toEqual({ status: 404, body: notFound });
  });
});

describe('POST /api/groups_types/', () => {
  it('creates a format with defaults', async () => {
    const res = await admin()('POST', '/api/groups_types/', { name: ' Leaderboard 728x90 ', code: 'leaderboard' });
    expect(sb(res)).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: 'Leaderboard 728x90', code: 'leaderboard', status: 'active', system_default: false },
    });
    const id = res.json<GroupType>().id;
    expect(sb(await admin()('GET', `/api/groups_types/${id}/`))).toEqual({ status: 200, body: res.json() });
    // Not a system default: networks do not see it.
    expect(sb(await world.netA.call('GET', `/api/groups_types/${id}/`))).toEqual({ status: 404, body: notFound });

    const shared = await admin()('POST', '/api/groups_types/', { name: 'Sticky', status: 'suspended', system_default: true });
    expect(sb(shared)).toMatchObject({ status: 201, body: { name: 'Sticky', code: '', status: 'suspended', system_default: true } });
    expect(namesOf(await list('', world.netA.call))).toEqual(['Medium Rectangle', 'Sticky']);
  });

  it('refuses a duplicate name and invalid fields, writing nothing', async () => {
    const before = await rowCounts(ctx, ['group_types']);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: 'Medium Rectangle' }, { name: ['A group type with this name already exists.'] }],
      [{ name: 'Medium Rectangle ' }, { name: ['A group type with this name already exists.'] }],
      [{}, { name: ['This field is required.'] }],
      [{ name: '' }, { name: ['This field may not be blank.'] }],
      [{ name: 'Ok', code: 'Has Spaces' }, { code: ['Use lower-case letters, digits, - and _ only.'] }],
      [{ name: 'Ok', status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ name: 'Ok', system_default: 'yes' }, { system_default: [expect.any(String)] }],
    ];
    for (const [payload, body] of cases) {
      expect({ payload, ...sb(await admin()('POST', '/api/groups_types/', payload)) }).toEqual({ payload, status: 400, body });
    }
    expect(await rowCounts(ctx, ['group_types'])).toEqual(before);
  });

  it('is for staff who manage formats: networks, publishers and operators get 403', async () => {
    const operator = await actor(ctx, 'ad_operation');
    for (const who of [world.netA, world.pubA, operator]) {
      expect({ role: who.user.role, ...sb(await who.call('POST', '/api/groups_types/', { name: 'Mine' })) }).toEqual({
        role: who.user.role,
        status: 403,
        body: forbidden,
      });
    }
    expect(await rowCounts(ctx, ['group_types'])).toEqual({ group_types: 2 });
    const organization = await actor(ctx, 'organization');
    expect((await organization.call('POST', '/api/groups_types/', { name: 'Theirs' })).statusCode).toBe(201);
  });
});

describe('PUT and PATCH /api/groups_types/:id/', () => {
  it('PATCH changes the given fields; PUT replaces them', async () => {
    const url = `/api/groups_types/${world.native.id}/`;
    expect(sb(await admin()('PATCH', url, { system_default: true }))).toEqual({
      status: 200,
      body: { id: world.native.id, name: 'Native', code: 'native', status: 'active', system_default: true },
    });
    expect(sb(await world.netA.call('GET', url))).toMatchObject({ status: 200, body: { name: 'Native' } });
    expect(sb(await admin()('PUT', url, { name: 'Native In-Feed', status: 'suspended' }))).toEqual({
      status: 200,
      body: { id: world.native.id, name: 'Native In-Feed', code: '', status: 'suspended', system_default: false },
    });
    expect(sb(await admin()('GET', url))).toMatchObject({ status: 200, body: { name: 'Native In-Feed', system_default: false } });
  });

  it('refuses a taken name and bad fields; unknown id 404; networks 403', async () => {
    const url = `/api/groups_types/${world.native.id}/`;
    expect(sb(await admin()('PATCH', url, { name: 'Medium Rectangle' }))).toEqual({
      status: 400,
      body: { name: ['A group type with this name already exists.'] },
    });
    expect(sb(await admin()('PUT', url, { code: 'x' }))).toEqual({ status: 400, body: { name: ['This field is required.'] } });
    expect(sb(await admin()('PATCH', url, { status: 'gone' }))).toEqual({ status: 400, body: { status: ['Select a valid choice.'] } });
    // Its own name again is not a duplicate.
    expect(sb(await admin()('PATCH', url, { name: 'Native' }))).toMatchObject({ status: 200, body: { name: 'Native' } });
    expect(sb(await admin()('PATCH', '/api/groups_types/9999/', { name: 'X' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.netA.call('PATCH', `/api/groups_types/${world.mrec.id}/`, { name: 'X' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await admin()('GET', url))).toMatchObject({ status: 200, body: { name: 'Native', code: 'native', status: 'active' } });
  });
});

describe('an empty PATCH', () => {
  it('changes nothing and answers the record, on group types, placement groups and tags', async () => {
    const url = `/api/groups_types/${world.native.id}/`;
    expect(sb(await admin()('PATCH', url, {}))).toEqual({
      status: 200,
      body: { id: world.native.id, name: 'Native', code: 'native', status: 'active', system_default: false },
    });
    const created = await admin()('POST', '/api/placements_groups/', { name: 'Top', group_id: world.mrec.id, website_id: world.siteA.id });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ id: number }>();
    expect(sb(await admin()('PATCH', `/api/placements_groups/${group.id}/`, {}))).toMatchObject({
      status: 200,
      body: { id: group.id, name: 'Top' },
    });
    const tag = await admin()('POST', '/api/tags/', { name: 'Prebid', code: '<script></script>', website_id: world.siteA.id });
    expect(tag.statusCode).toBe(201);
    const tagId = tag.json<{ id: number }>().id;
    expect(sb(await admin()('PATCH', `/api/tags/${tagId}/`, {}))).toMatchObject({
      status: 200,
      body: { id: tagId, name: 'Prebid', status: 'active' },
    });
  });
});

describe('DELETE /api/groups_types/:id/', () => {
  const refused = {
    non_field_errors: [
      'This group type is still used by placement groups, placement group data, shares or fill rates; change those first.',
    ],
  };

  it('deletes an unused format', async () => {
    const res = await admin()('DELETE', `/api/groups_types/${world.native.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(sb(await admin()('GET', `/api/groups_types/${world.native.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await admin()('DELETE', `/api/groups_types/${world.native.id}/`))).toEqual({ status: 404, body: notFound });
    expect(namesOf(await list(''))).toEqual(['Medium Rectangle']);
  });

  it('is refused while a placement group, a share or a fill rate uses it', async () => {
    const site = world.siteA.id;
    const uses: Array<[string, object]> = [
      ['/api/placements_groups/', { name: 'Top', group_id: world.native.id, website_id: site }],
      // Periods that have not started yet, so that they may be deleted.
      ['/api/shares/platform/', { group_id: world.native.id, website_id: site, share: 80, start_date: '2099-01-01' }],
      ['/api/fill_rate/', { group_id: world.native.id, website_id: site, rate: 90, start_date: '2099-01-01' }],
    ];
    for (const [path, payload] of uses) {
      const created = await admin()('POST', path, payload);
      expect(created.statusCode).toBe(201);
      const before = await rowCounts(ctx);
      expect({ path, ...sb(await admin()('DELETE', `/api/groups_types/${world.native.id}/`)) }).toEqual({
        path,
        status: 400,
        body: refused,
      });
      expect(await rowCounts(ctx)).toEqual(before);
      // Remove this use; the next one alone blocks the delete again.
      expect((await admin()('DELETE', `${path}${created.json<{ id: number }>().id}/`)).statusCode).toBe(204);
    }
    expect((await admin()('DELETE', `/api/groups_types/${world.native.id}/`)).statusCode).toBe(204);
  });

  it('needs the delete permission', async () => {
    const manager = await actor(ctx, 'account_manager');
    for (const who of [world.netA, world.pubA, manager]) {
      expect(sb(await who.call('DELETE', `/api/groups_types/${world.mrec.id}/`))).toEqual({ status: 403, body: forbidden });
    }
    expect(await rowCounts(ctx, ['group_types'])).toEqual({ group_types: 2 });
  });
});
