import { describe, expect, it } from 'vitest';
import type { Tag } from '@pubdesk/contract';
import { eq } from 'drizzle-orm';
import { eachTestIn } from './harness.js';
import { tags } from '../src/modules/tags/tags.table.js';
import { actor, inventoryWorld, listPage, namesOf, rowCounts, sb, type Actor } from './helpers.js';
import { notFound, forbidden, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const code = '<script async src="https://cdn.example.com/prebid.js"></script>';

const create = async (name: string, websiteId: number, extra: object = {}, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/tags/', { name, code, website_id: websiteId, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json<Tag>();
};
/** Pending is the platform's to set (display only in the console and the API), so tests set it in the table. */
const makePending = (id: number) => ctx.database.db.update(tags).set({ status: 'pending' }).where(eq(tags.id, id));
const list = (query: string, who: Actor = world.admin) => listPage<Tag>(who.call, `/api/tags/${query}`);

describe('GET /api/tags/', () => {
  it('filters by website, status and search on the name', async () => {
    const bidding = await create('Header Bidding', world.siteA.id);
    await makePending((await create('Analytics', world.siteA.id)).id);
    await create('Old bidder', world.siteA.id, { status: 'suspended' });
    await create('Bidding B', world.siteB.id);

    const page = await list(`?website=${world.siteA.id}&limit=1`);
    expect(page).toEqual({
      count: 3,
      next: expect.stringContaining('offset=1'),
      previous: null,
      results: [{ id: bidding.id, name: 'Header Bidding', code, website_id: world.siteA.id, status: 'active', created_at: isoTime }],
    });
    expect(namesOf(await list(`?website=${world.siteA.id}&page=2&limit=2`))).toEqual(['Old bidder']);
    expect(namesOf(await list('?search=BIDD'))).toEqual(['Header Bidding', 'Old bidder', 'Bidding B']);
    expect(namesOf(await list(`?search=bidd&website=${world.siteB.id}`))).toEqual(['Bidding B']);
    expect(namesOf(await list('?status=pending'))).toEqual(['Analytics']);
    expect(namesOf(await list('?status=active&search=bidding'))).toEqual(['Header Bidding', 'Bidding B']);
    expect(namesOf(await list('?search=prebid'))).toEqual([]); // the code is not searched
    expect(sb(await world.admin.call('GET', '/api/tags/?status=draft'))).toMatchObject({
      status: 400,
      body: { status: [expect.any(String)] },
    });
  });

  it('a page carries at most 100 tags (their code is large); the next link goes on from there', async () => {
    await ctx.database.db
      .insert(tags)
      .values(Array.from({ length: 101 }, (_, n) => ({ name: `Tag ${n}`, code, websiteId: world.siteA.id, status: 'active' as const })));
    const first = await list(`?website=${world.siteA.id}&limit=10000`);
    expect(first.count).toBe(101);
    expect(first.results).toHaveLength(100);
    const next = new URL(first.next!);
    expect([next.searchParams.get('limit'), next.searchParams.get('offset')]).toEqual(['100', '100']);
    const rest = await list(`${next.search}`);
    expect(rest.results).toHaveLength(1);
    expect(rest.next).toBeNull();
  });

  it("shows networks and publishers only their websites' tags", async () => {
    await create('A tag', world.siteA.id);
    await create('B tag', world.siteB.id);
    expect(namesOf(await list('', world.netA))).toEqual(['A tag']);
    expect(namesOf(await list('', world.pubB))).toEqual(['B tag']);
    expect(await list(`?website=${world.siteA.id}`, world.pubB)).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/tags/:id/', () => {
  it("answers one; another publisher's is 404", async () => {
    const tag = await create('A tag', world.siteA.id);
    expect(sb(await world.admin.call('GET', `/api/tags/${tag.id}/`))).toEqual({ status: 200, body: tag });
    expect(sb(await world.pubA.call('GET', `/api/tags/${tag.id}/`))).toEqual({ status: 200, body: tag });
    expect(sb(await world.pubB.call('GET', `/api/tags/${tag.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.netB.call('GET', `/api/tags/${tag.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', '/api/tags/9999/'))).toEqual({ status: 404, body: notFound });
  });
});

describe('POST /api/tags/', () => {
  it('creates a tag, keeping the code as written', async () => {
    const multiLine = '<script>\n  window.ads = [];\n</script>\n';
    const res = await world.admin.call('POST', '/api/tags/', {
      name: 'Setup',
      code: multiLine,
      website_id: world.siteB.id,
      status: 'suspended',
    });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Setup',
        code: multiLine,
        website_id: world.siteB.id,
        status: 'suspended',
        created_at: isoTime,
      },
    });
    expect(await rowCounts(ctx, ['tags'])).toEqual({ tags: 1 });
  });

  it('requires name, code and a website; checks status', async () => {
    const valid = { name: 'Tag', code, website_id: world.siteA.id };
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: 'Tag', website_id: world.siteA.id }, { code: ['This field is required.'] }],
      [{ ...valid, code: '' }, { code: ['This field may not be blank.'] }],
      [{ ...valid, code: 'x'.repeat(20001) }, { code: ['Ensure this field has no more than 20000 characters.'] }],
      [{ ...valid, name: ' ' }, { name: ['This field may not be blank.'] }],
      [{ ...valid, status: 'draft' }, { status: ['Select a valid choice.'] }],
      // Pending is display only: the platform sets it, nobody chooses it.
      [{ ...valid, status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ name: 'Tag', code }, { website_id: ['This field is required.'] }],
      [{ ...valid, website_id: 'x' }, { website_id: ['A valid integer is required.'] }],
      [{ ...valid, website_id: 9999 }, { website_id: ['Invalid pk "9999" - object does not exist.'] }],
    ];
    for (const [payload, body] of cases) {
      expect({ payload, ...sb(await world.admin.call('POST', '/api/tags/', payload)) }).toEqual({ payload, status: 400, body });
    }
    expect(await rowCounts(ctx, ['tags'])).toEqual({ tags: 0 });
  });

  it("a publisher tags its own website; another's website_id is 400", async () => {
    const own = await create('Mine', world.siteA.id, {}, world.pubA);
    expect(own).toMatchObject({ website_id: world.siteA.id, name: 'Mine' });
    expect(sb(await world.pubA.call('POST', '/api/tags/', { name: 'Theirs', code, website_id: world.siteB.id }))).toEqual({
      status: 400,
      body: { website_id: [`Invalid pk "${world.siteB.id}" - object does not exist.`] },
    });
    expect(sb(await world.netA.call('POST', '/api/tags/', { name: 'Theirs', code, website_id: world.siteB.id }))).toEqual({
      status: 400,
      body: { website_id: [`Invalid pk "${world.siteB.id}" - object does not exist.`] },
    });
    expect(namesOf(await list(''))).toEqual(['Mine']);
  });
});

describe('PUT, PATCH and DELETE /api/tags/:id/', () => {
  it('PATCH changes the given fields, keeping the status; PUT replaces them', async () => {
    const tag = await create('Tag', world.siteA.id, { status: 'suspended' });
    const url = `/api/tags/${tag.id}/`;
    expect(sb(await world.admin.call('PATCH', url, { name: 'Renamed' }))).toEqual({ status: 200, body: { ...tag, name: 'Renamed' } });
    expect(sb(await world.admin.call('PATCH', url, { code: '' }))).toEqual({
      status: 400,
      body: { code: ['This field may not be blank.'] },
    });
    expect(sb(await world.admin.call('PUT', url, { name: 'Whole', code: 'x', website_id: world.siteB.id }))).toEqual({
      status: 200,
      body: { ...tag, name: 'Whole', code: 'x', website_id: world.siteB.id, status: 'active' },
    });
    expect(sb(await world.admin.call('PUT', url, { name: 'Whole' }))).toEqual({
      status: 400,
      body: { code: ['This field is required.'], website_id: ['This field is required.'] },
    });
    expect(sb(await world.admin.call('GET', url))).toMatchObject({
      status: 200,
      body: { name: 'Whole', code: 'x', website_id: world.siteB.id },
    });
  });

  it('a publisher edits and deletes its own tags; 404 for another’s, 400 moving one to another’s website', async () => {
    const mine = await create('Mine', world.siteA.id);
    const theirs = await create('Theirs', world.siteB.id);
    const { pubA } = world;
    expect(sb(await pubA.call('PATCH', `/api/tags/${mine.id}/`, { status: 'suspended' }))).toMatchObject({
      status: 200,
      body: { status: 'suspended' },
    });
    expect(sb(await pubA.call('PATCH', `/api/tags/${mine.id}/`, { website_id: world.siteB.id }))).toEqual({
      status: 400,
      body: { website_id: [`Invalid pk "${world.siteB.id}" - object does not exist.`] },
    });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await pubA.call(
        method,
        `/api/tags/${theirs.id}/`,
        method === 'DELETE' ? undefined : { name: 'Taken', code, website_id: world.siteA.id },
      );
      expect({ method, ...sb(res) }).toEqual({ method, status: 404, body: notFound });
    }
    expect(sb(await world.admin.call('GET', `/api/tags/${theirs.id}/`))).toMatchObject({
      status: 200,
      body: { name: 'Theirs', website_id: world.siteB.id },
    });

    const res = await pubA.call('DELETE', `/api/tags/${mine.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(sb(await world.admin.call('GET', `/api/tags/${mine.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('DELETE', `/api/tags/${mine.id}/`))).toEqual({ status: 404, body: notFound });
    expect(namesOf(await list(''))).toEqual(['Theirs']);
  });

  it('needs the tag permissions', async () => {
    const tag = await create('Tag', world.siteA.id);
    const newcomer = await actor(ctx, 'pre_activation');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await newcomer.call(method, `/api/tags/${tag.id}/`, method === 'PATCH' ? { name: 'x' } : undefined);
      expect({ method, ...sb(res) }).toEqual({ method, status: 403, body: forbidden });
    }
    expect(sb(await ctx.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}/` }))).toMatchObject({ status: 401 });
    expect(await rowCounts(ctx, ['tags'])).toEqual({ tags: 1 });
  });
});
