import { describe, expect, it } from 'vitest';
import type { PlacementGroup } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, inventoryWorld, listPage, namesOf, rowCounts, sb, withGrant } from './helpers.js';
import { notFound, forbidden, isoTime, invalidPk } from './expected.js';
import { seedData, seedSupplier } from './demand-fixtures.js';
import { dayOf } from './statistics-fixtures.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const admin = () => world.admin.call;

const create = async (name: string, websiteId: number, groupId = world.mrec.id, status?: string) => {
  const res = await admin()('POST', '/api/placements_groups/', {
    name,
    website_id: websiteId,
    group_id: groupId,
    ...(status ? { status } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json<PlacementGroup>();
};
const list = (query: string, call = admin()) => listPage<PlacementGroup>(call, `/api/placements_groups/${query}`);

describe('GET /api/placements_groups/', () => {
  it('filters by website, ids and search, in the DRF envelope', async () => {
    const top = await create('Top Banner', world.siteA.id);
    const side = await create('Sidebar', world.siteA.id, world.native.id, 'suspended');
    const footer = await create('Sticky footer', world.siteA.id);
    await create('Top of page', world.siteB.id);

    const page = await list(`?website=${world.siteA.id}&limit=2`);
    expect(page).toEqual({
      count: 3,
      next: expect.stringContaining('offset=2'),
      previous: null,
      results: [
        {
          id: top.id,
          name: 'Top Banner',
          group_id: world.mrec.id,
          group_name: 'Medium Rectangle',
          website_id: world.siteA.id,
          status: 'active',
          created_at: isoTime,
        },
        {
          id: side.id,
          name: 'Sidebar',
          group_id: world.native.id,
          group_name: 'Native',
          website_id: world.siteA.id,
          status: 'suspended',
          created_at: isoTime,
        },
      ],
    });
    expect(Object.fromEntries(new URL(page.next!).searchParams)).toEqual({ website: String(world.siteA.id), limit: '2', offset: '2' });
    expect(namesOf(await list(`?website=${world.siteA.id}&page=2&limit=2`))).toEqual(['Sticky footer']);
    expect(namesOf(await list('?search=TOP'))).toEqual(['Top Banner', 'Top of page']);
    expect(namesOf(await list(`?search=top&website=${world.siteB.id}`))).toEqual(['Top of page']);
    expect(namesOf(await list(`?ids=${footer.id},${top.id}`))).toEqual(['Top Banner', 'Sticky footer']);
    expect((await list('')).count).toBe(4);
    expect(sb(await admin()('GET', '/api/placements_groups/?website=abc'))).toMatchObject({
      status: 400,
      body: { website: [expect.any(String)] },
    });
  });

  it("shows a network only its websites' placement groups", async () => {
    await create('A1', world.siteA.id);
    await create('B1', world.siteB.id);
    expect(namesOf(await list('', world.netA.call))).toEqual(['A1']);
    expect(namesOf(await list('', world.pubB.call))).toEqual(['B1']);
    // Filtering on another network's website finds nothing rather than its rows.
    expect(await list(`?website=${world.siteB.id}`, world.netA.call)).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/placements_groups/:id/', () => {
  it("answers one; another network's is 404", async () => {
    const pg = await create('Top', world.siteA.id);
    expect(sb(await admin()('GET', `/api/placements_groups/${pg.id}/`))).toEqual({ status: 200, body: pg });
    expect(sb(await world.netA.call('GET', `/api/placements_groups/${pg.id}/`))).toEqual({ status: 200, body: pg });
    expect(sb(await world.pubA.call('GET', `/api/placements_groups/${pg.id}/`))).toEqual({ status: 200, body: pg });
    expect(sb(await world.netB.call('GET', `/api/placements_groups/${pg.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.pubB.call('GET', `/api/placements_groups/${pg.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await admin()('GET', '/api/placements_groups/9999/'))).toEqual({ status: 404, body: notFound });
  });
});

describe('POST /api/placements_groups/', () => {
  it('creates a placement group; status defaults to active', async () => {
    const res = await admin()('POST', '/api/placements_groups/', { name: ' Top ', group_id: world.native.id, website_id: world.siteB.id });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Top',
        group_id: world.native.id,
        group_name: 'Native',
        website_id: world.siteB.id,
        status: 'active',
        created_at: isoTime,
      },
    });
    expect(await rowCounts(ctx, ['placement_groups'])).toEqual({ placement_groups: 1 });
  });

  it('validates the body and the website and format it names', async () => {
    const valid = { name: 'Top', group_id: world.mrec.id, website_id: world.siteA.id };
    const cases: Array<[object, Record<string, string[]>]> = [
      [{}, { name: ['This field is required.'], group_id: ['This field is required.'], website_id: ['This field is required.'] }],
      [{ ...valid, name: '' }, { name: ['This field may not be blank.'] }],
      [{ ...valid, status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ ...valid, group_id: 'x' }, { group_id: ['A valid integer is required.'] }],
      [{ ...valid, website_id: 9999 }, { website_id: invalidPk(9999) }],
      [{ ...valid, group_id: 9999 }, { group_id: invalidPk(9999) }],
    ];
    for (const [payload, body] of cases) {
      expect({ payload, ...sb(await admin()('POST', '/api/placements_groups/', payload)) }).toEqual({ payload, status: 400, body });
    }
    expect(await rowCounts(ctx, ['placement_groups'])).toEqual({ placement_groups: 0 });
  });

  it("a network adds to its own websites in the shared formats; another's website_id is 400", async () => {
    const { netA, siteA, siteB, mrec, native } = world;
    const own = await netA.call('POST', '/api/placements_groups/', { name: 'Top', group_id: mrec.id, website_id: siteA.id });
    expect(sb(own)).toMatchObject({ status: 201, body: { website_id: siteA.id, group_id: mrec.id } });
    expect(sb(await netA.call('POST', '/api/placements_groups/', { name: 'Top', group_id: mrec.id, website_id: siteB.id }))).toEqual({
      status: 400,
      body: { website_id: invalidPk(siteB.id) },
    });
    expect(sb(await netA.call('POST', '/api/placements_groups/', { name: 'Native', group_id: native.id, website_id: siteA.id }))).toEqual({
      status: 400,
      body: { group_id: invalidPk(native.id) },
    });
    expect(await rowCounts(ctx, ['placement_groups'])).toEqual({ placement_groups: 1 });
  });

  it('publishers may not add placement groups', async () => {
    const res = await world.pubA.call('POST', '/api/placements_groups/', {
      name: 'Top',
      group_id: world.mrec.id,
      website_id: world.siteA.id,
    });
    expect(sb(res)).toEqual({ status: 403, body: forbidden });
    expect(await rowCounts(ctx, ['placement_groups'])).toEqual({ placement_groups: 0 });
  });
});

describe('PUT and PATCH /api/placements_groups/:id/', () => {
  it('PATCH changes the given fields, keeping the status; PUT replaces them', async () => {
    const pg = await create('Top', world.siteA.id, world.mrec.id, 'suspended');
    const url = `/api/placements_groups/${pg.id}/`;
    expect(sb(await admin()('PATCH', url, { name: 'Header' }))).toEqual({ status: 200, body: { ...pg, name: 'Header' } });
    expect(sb(await admin()('PATCH', url, { group_id: world.native.id }))).toEqual({
      status: 200,
      body: { ...pg, name: 'Header', group_id: world.native.id, group_name: 'Native' },
    });
    expect(sb(await admin()('PUT', url, { name: 'Moved', group_id: world.mrec.id, website_id: world.siteB.id }))).toEqual({
      status: 200,
      body: { ...pg, name: 'Moved', website_id: world.siteB.id, status: 'active' },
    });
    expect(sb(await admin()('PUT', url, { name: 'Moved' }))).toEqual({
      status: 400,
      body: { group_id: ['This field is required.'], website_id: ['This field is required.'] },
    });
    expect(sb(await admin()('PATCH', url, { group_id: 9999 }))).toEqual({ status: 400, body: { group_id: invalidPk(9999) } });
    expect(sb(await admin()('GET', url))).toMatchObject({
      status: 200,
      body: { name: 'Moved', group_id: world.mrec.id, website_id: world.siteB.id },
    });
  });

  it("a network edits its own, cannot move one to another's website, and gets 404 for another's", async () => {
    const mine = await create('Mine', world.siteA.id);
    const theirs = await create('Theirs', world.siteB.id);
    expect(sb(await world.netA.call('PATCH', `/api/placements_groups/${mine.id}/`, { status: 'suspended' }))).toMatchObject({
      status: 200,
      body: { status: 'suspended' },
    });
    expect(sb(await world.netA.call('PATCH', `/api/placements_groups/${mine.id}/`, { website_id: world.siteB.id }))).toEqual({
      status: 400,
      body: { website_id: invalidPk(world.siteB.id) },
    });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await world.netA.call(method, `/api/placements_groups/${theirs.id}/`, {
        name: 'Taken',
        group_id: world.mrec.id,
        website_id: world.siteA.id,
      });
      expect({ method, ...sb(res) }).toEqual({ method, status: 404, body: notFound });
    }
    expect(sb(await admin()('PATCH', '/api/placements_groups/9999/', { name: 'x' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.pubA.call('PATCH', `/api/placements_groups/${mine.id}/`, { name: 'x' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(namesOf(await list(`?website=${world.siteB.id}`))).toEqual(['Theirs']);
    expect((await admin()('GET', `/api/placements_groups/${mine.id}/`)).json()).toMatchObject({
      name: 'Mine',
      website_id: world.siteA.id,
      status: 'suspended',
    });
  });

  it('keeps a placement group with statistics on its website (400 on website_id), and moves one without', async () => {
    const group = await create('Counted', world.siteA.id);
    const supplier = await seedSupplier(ctx);
    const data = await seedData(ctx, { placementGroupId: group.id, supplierId: supplier.id, groupId: world.mrec.id });
    const url = `/api/placements_groups/${group.id}/`;
    expect((await admin()('POST', '/api/data_statistics/', dayOf(data.id, '2026-11-20'))).statusCode).toBe(201);
    for (const [method, body] of [
      ['PATCH', { website_id: world.siteB.id }],
      ['PUT', { name: 'Counted', group_id: world.mrec.id, website_id: world.siteB.id }],
    ] as const) {
      expect(sb(await admin()(method, url, body))).toEqual({
        status: 400,
        body: { website_id: ['This placement group has statistics; it stays on its website.'] },
      });
    }
    // Naming its own website is no move; renaming still works.
    expect(sb(await admin()('PATCH', url, { website_id: world.siteA.id, name: 'Kept' }))).toMatchObject({
      status: 200,
      body: { name: 'Kept', website_id: world.siteA.id },
    });
    const empty = await create('Empty', world.siteA.id);
    expect(sb(await admin()('PATCH', `/api/placements_groups/${empty.id}/`, { website_id: world.siteB.id }))).toMatchObject({
      status: 200,
      body: { website_id: world.siteB.id },
    });
  });
});

describe('DELETE /api/placements_groups/:id/', () => {
  it('deletes; a second delete is 404', async () => {
    const pg = await create('Top', world.siteA.id);
    const res = await admin()('DELETE', `/api/placements_groups/${pg.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowCounts(ctx, ['placement_groups'])).toEqual({ placement_groups: 0 });
    expect(sb(await admin()('DELETE', `/api/placements_groups/${pg.id}/`))).toEqual({ status: 404, body: notFound });
  });

  it('networks and publishers lack the permission; with it, scope still holds', async () => {
    const mine = await create('Mine', world.siteA.id);
    const theirs = await create('Theirs', world.siteB.id);
    expect(sb(await world.netA.call('DELETE', `/api/placements_groups/${mine.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await world.pubA.call('DELETE', `/api/placements_groups/${mine.id}/`))).toEqual({ status: 403, body: forbidden });
    const operator = await actor(ctx, 'ad_operation');
    expect(sb(await operator.call('DELETE', `/api/placements_groups/${mine.id}/`))).toEqual({ status: 403, body: forbidden });
    await withGrant(ctx, 'network', 'websites.delete_placementgroup', async () => {
      expect(sb(await world.netA.call('DELETE', `/api/placements_groups/${theirs.id}/`))).toEqual({ status: 404, body: notFound });
      expect((await world.netA.call('DELETE', `/api/placements_groups/${mine.id}/`)).statusCode).toBe(204);
    });
    expect(namesOf(await list(''))).toEqual(['Theirs']);
  });
});
