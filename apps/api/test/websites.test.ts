import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { List, Website } from '@pubdesk/contract';
import { wallets } from '../src/modules/wallets/wallets.table.js';
import { createTestContext, type TestContext } from './harness.js';
import { actor, inventoryWorld, rowCounts, sb, seedWebsite, withGrant } from './helpers.js';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof inventoryWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  world = await inventoryWorld(ctx);
});

const notFound = { detail: 'Not found.' };
const forbidden = { detail: 'You do not have permission to perform this action.' };
const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

const admin = () => world.admin.call;
const list = async (query: string, call = admin()) => {
  const res = await call('GET', `/api/websites/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<List<Website>>();
};
const names = (page: List<Website>) => page.results.map((w) => w.name);
const walletsOf = (websiteId: number) => ctx.database.db.select().from(wallets).where(eq(wallets.websiteId, websiteId));

/** Twelve more websites, a day apart: "Site 01" is the oldest, "Site 12" the newest. */
async function twelve() {
  const base = Date.now() - 30 * 86400000;
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    await seedWebsite(ctx, {
      name: `Site ${n}`,
      url: `https://www.site${n}.example.net`,
      status: i % 4 === 0 ? 'suspended' : 'active',
      createdAt: new Date(base + i * 86400000),
    });
  }
}

describe('GET /api/websites/', () => {
  it('answers the DRF envelope, newest first, with limit/offset and page', async () => {
    await twelve();
    const first = await list('?limit=5');
    expect(first.count).toBe(14);
    // The world's two websites were created just now: they are the newest.
    expect(names(first)).toEqual(['Beta Sports', 'Alpha News', 'Site 12', 'Site 11', 'Site 10']);
    expect(Object.fromEntries(new URL(first.next!).searchParams)).toEqual({ limit: '5', offset: '5' });
    expect(first.previous).toBeNull();

    const second = await list('?limit=5&offset=5');
    expect(names(second)).toEqual(['Site 09', 'Site 08', 'Site 07', 'Site 06', 'Site 05']);
    expect(Object.fromEntries(new URL(second.previous!).searchParams)).toEqual({ limit: '5' });

    const page3 = await list('?page=3&limit=5');
    expect(names(page3)).toEqual(['Site 04', 'Site 03', 'Site 02', 'Site 01']);
    expect(page3.next).toBeNull();
    expect(Object.fromEntries(new URL(page3.previous!).searchParams)).toEqual({ limit: '5', offset: '5' });

    expect(names(await list('?ordering=-created_at&limit=1'))).toEqual(['Beta Sports']);
    expect(names(await list('?ordering=created_at&limit=2'))).toEqual(['Site 01', 'Site 02']);
    expect(sb(await admin()('GET', '/api/websites/?limit=0'))).toEqual({ status: 400, body: { limit: ['Too small: expected number to be >=1'] } });
  });

  it('shapes each website', async () => {
    const page = await list('?ids=' + world.siteA.id);
    expect(page).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: world.siteA.id,
          name: 'Alpha News',
          url: 'https://alpha.example.com',
          category: 'news',
          status: 'active',
          ad_type: 'display',
          network: world.netA.user.id,
          publisher: world.pubA.user.id,
          assignment: { network: world.netA.user.id, publisher: world.pubA.user.id },
          created_at: isoTime,
          updated_at: isoTime,
        },
      ],
    });
  });

  it('searches name and url (substring, any case), orders by name, filters ids and status', async () => {
    await twelve();
    expect(names(await list('?search=ALPHA'))).toEqual(['Alpha News']);
    expect(names(await list('?search=example.org'))).toEqual(['Beta Sports']); // url only
    expect(names(await list('?search=ite 1&ordering=name'))).toEqual(['Site 10', 'Site 11', 'Site 12']);
    expect(names(await list('?search=site0&ordering=name&limit=3'))).toEqual(['Site 01', 'Site 02', 'Site 03']); // url "site0…"
    expect((await list('?search=site0')).count).toBe(9);
    expect(names(await list('?search=%25'))).toEqual([]); // a literal %, not a wildcard
    expect(names(await list('?ordering=name&limit=3'))).toEqual(['Alpha News', 'Beta Sports', 'Site 01']);
    expect(names(await list('?o=-name&limit=2'))).toEqual(['Site 12', 'Site 11']);
    expect(names(await list(`?ids=${world.siteB.id},${world.siteA.id}&ordering=name`))).toEqual(['Alpha News', 'Beta Sports']);
    expect(names(await list('?status=suspended&ordering=name'))).toEqual(['Site 04', 'Site 08', 'Site 12']);
    expect(names(await list('?status=suspended&search=site 1'))).toEqual(['Site 12']);
    expect(sb(await admin()('GET', '/api/websites/?ids=1,x'))).toEqual({ status: 400, body: { ids: ['Enter a comma-separated list of ids.'] } });
    expect(sb(await admin()('GET', '/api/websites/?status=gone'))).toMatchObject({ status: 400, body: { status: [expect.any(String)] } });
  });

  it('scopes the list: a network sees its websites, a publisher its own', async () => {
    await twelve();
    const extra = await seedWebsite(ctx, { name: 'Alpha Two', networkId: world.netA.user.id, publisherId: world.pubB.user.id });
    expect(names(await list('?ordering=name', world.netA.call))).toEqual(['Alpha News', 'Alpha Two']);
    expect(names(await list('', world.netB.call))).toEqual(['Beta Sports']);
    expect(names(await list('?ordering=name', world.pubB.call))).toEqual(['Alpha Two', 'Beta Sports']);
    expect(names(await list('', world.pubA.call))).toEqual(['Alpha News']);
    // Asking for an id outside the scope finds nothing.
    expect(await list(`?ids=${world.siteB.id},${extra.id}`, world.netA.call)).toMatchObject({ count: 1, results: [{ id: extra.id }] });
    const manager = await actor(ctx, 'account_manager');
    expect((await list('', manager.call)).count).toBe(15);
  });

  it('needs a session; a pre-activation user has no inventory', async () => {
    expect(sb(await ctx.app.inject({ url: '/api/websites/' }))).toMatchObject({ status: 401 });
    const newcomer = await actor(ctx, 'pre_activation');
    expect(sb(await newcomer.call('GET', '/api/websites/'))).toEqual({ status: 403, body: forbidden });
  });
});

describe('GET /api/websites/:id/', () => {
  it('answers the website; unknown id 404', async () => {
    const res = await admin()('GET', `/api/websites/${world.siteA.id}/`);
    expect(sb(res)).toEqual({ status: 200, body: (await list(`?ids=${world.siteA.id}`)).results[0] });
    expect(sb(await admin()('GET', `/api/websites/${world.siteA.id}`))).toMatchObject({ status: 200, body: { id: world.siteA.id } });
    expect(sb(await admin()('GET', '/api/websites/9999/'))).toEqual({ status: 404, body: notFound });
  });

  it("is 404 for another network's or publisher's website", async () => {
    expect(sb(await world.netB.call('GET', `/api/websites/${world.siteA.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.pubB.call('GET', `/api/websites/${world.siteA.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.netA.call('GET', `/api/websites/${world.siteA.id}/`))).toMatchObject({ status: 200, body: { name: 'Alpha News' } });
    expect(sb(await world.pubA.call('GET', `/api/websites/${world.siteA.id}/`))).toMatchObject({ status: 200, body: { name: 'Alpha News' } });
  });
});

describe('POST /api/websites/', () => {
  it('creates the website with its assignment and its wallet', async () => {
    const res = await admin()('POST', '/api/websites/', {
      name: '  Gamma Games ',
      url: 'https://gamma.example.com/home',
      category: 'gaming',
      network: world.netB.user.id,
      publisher: world.pubA.user.id,
    });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Gamma Games',
        url: 'https://gamma.example.com/home',
        category: 'gaming',
        status: 'pending',
        ad_type: 'display',
        network: world.netB.user.id,
        publisher: world.pubA.user.id,
        assignment: { network: world.netB.user.id, publisher: world.pubA.user.id },
        created_at: isoTime,
        updated_at: isoTime,
      },
    });
    const created = res.json<Website>();
    expect(sb(await admin()('GET', `/api/websites/${created.id}/`))).toEqual({ status: 200, body: created });
    expect(await walletsOf(created.id)).toEqual([expect.objectContaining({ websiteId: created.id, total: '0.0000', status: 'active' })]);
    // Network B now sees it.
    expect(names(await list('?ordering=name', world.netB.call))).toEqual(['Beta Sports', 'Gamma Games']);
  });

  it('takes status and ad_type; leaves the assignment empty when none is given', async () => {
    const res = await admin()('POST', '/api/websites/', {
      name: 'Delta',
      url: 'http://delta.example.com',
      category: 'other',
      status: 'draft',
      ad_type: 'display_video',
    });
    expect(sb(res)).toMatchObject({ status: 201, body: { status: 'draft', ad_type: 'display_video', network: null, publisher: null } });
  });

  it('refuses an invalid url, category, status or name, writing nothing', async () => {
    const before = await rowCounts(ctx);
    const valid = { name: 'Epsilon', url: 'https://epsilon.example.com', category: 'news' };
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ ...valid, url: 'not a url' }, { url: ['Enter a valid URL.'] }],
      [{ ...valid, url: 'ftp://files.example.com' }, { url: ['Enter a valid URL.'] }],
      [{ ...valid, url: 'https://localhost' }, { url: ['Enter a valid URL.'] }],
      [{ ...valid, category: 'gossip' }, { category: ['Select a valid choice.'] }],
      [{ ...valid, status: 'deleted' }, { status: ['Select a valid choice.'] }],
      [{ ...valid, ad_type: 'audio' }, { ad_type: ['Select a valid choice.'] }],
      [{ ...valid, name: '   ' }, { name: ['This field may not be blank.'] }],
      [{ ...valid, name: 'x'.repeat(201) }, { name: ['Ensure this field has no more than 200 characters.'] }],
      [{ url: 'https://epsilon.example.com', category: 'news' }, { name: ['This field is required.'] }],
      [{ name: 'Epsilon' }, { url: ['This field is required.'], category: ['This field is required.'] }],
      [{ ...valid, url: 'bad', category: 'bad' }, { url: ['Enter a valid URL.'], category: ['Select a valid choice.'] }],
    ];
    for (const [payload, body] of cases) {
      expect({ payload, ...sb(await admin()('POST', '/api/websites/', payload)) }).toEqual({ payload, status: 400, body });
    }
    expect(await rowCounts(ctx)).toEqual(before);
  });

  it('requires the network to be a network user and the publisher a publisher', async () => {
    const before = await rowCounts(ctx);
    const valid = { name: 'Zeta', url: 'https://zeta.example.com', category: 'news' };
    for (const network of [world.pubA.user.id, world.admin.user.id, 9999]) {
      expect(sb(await admin()('POST', '/api/websites/', { ...valid, network }))).toEqual({
        status: 400,
        body: { network: ['Select a user with the network role.'] },
      });
    }
    for (const publisher of [world.netA.user.id, 9999]) {
      expect(sb(await admin()('POST', '/api/websites/', { ...valid, publisher }))).toEqual({
        status: 400,
        body: { publisher: ['Select a user with the publisher role.'] },
      });
    }
    expect(sb(await admin()('POST', '/api/websites/', { ...valid, network: 'abc' }))).toEqual({
      status: 400,
      body: { network: ['A valid integer is required.'] },
    });
    expect(await rowCounts(ctx)).toEqual(before);
    // A newly registered user may already own a website.
    const newcomer = await ctx.createUser({ role: 'pre_activation' });
    expect(sb(await admin()('POST', '/api/websites/', { ...valid, publisher: newcomer.id }))).toMatchObject({
      status: 201,
      body: { publisher: newcomer.id },
    });
  });

  it("a network's website is its own, whatever network the body names", async () => {
    const res = await world.netA.call('POST', '/api/websites/', {
      name: 'Own Site',
      url: 'https://own.example.com',
      category: 'news',
      network: world.netB.user.id,
      publisher: world.pubA.user.id,
    });
    expect(sb(res)).toMatchObject({ status: 201, body: { network: world.netA.user.id, publisher: world.pubA.user.id } });
    const id = res.json<Website>().id;
    expect(await walletsOf(id)).toHaveLength(1);
    expect(sb(await world.netA.call('GET', `/api/websites/${id}/`))).toMatchObject({ status: 200, body: { name: 'Own Site' } });
    expect(sb(await world.netB.call('GET', `/api/websites/${id}/`))).toEqual({ status: 404, body: notFound });
  });

  it('a publisher may not create websites', async () => {
    const before = await rowCounts(ctx);
    const res = await world.pubA.call('POST', '/api/websites/', { name: 'Mine', url: 'https://mine.example.com', category: 'news' });
    expect(sb(res)).toEqual({ status: 403, body: forbidden });
    expect(await rowCounts(ctx)).toEqual(before);
  });
});

describe('PUT and PATCH /api/websites/:id/', () => {
  it('PATCH changes only the given fields', async () => {
    const res = await admin()('PATCH', `/api/websites/${world.siteA.id}/`, { status: 'suspended', name: 'Alpha Daily' });
    expect(sb(res)).toMatchObject({
      status: 200,
      body: { name: 'Alpha Daily', url: 'https://alpha.example.com', status: 'suspended', network: world.netA.user.id, publisher: world.pubA.user.id },
    });
    const after = res.json<Website>();
    expect(after.updated_at > after.created_at).toBe(true);
    expect(sb(await admin()('GET', `/api/websites/${world.siteA.id}/`))).toEqual({ status: 200, body: after });
    // Fields with a default on create keep their value when a PATCH leaves them out.
    await admin()('PATCH', `/api/websites/${world.siteA.id}/`, { ad_type: 'video' });
    expect(sb(await admin()('PATCH', `/api/websites/${world.siteA.id}/`, { name: 'Alpha Weekly' }))).toMatchObject({
      status: 200,
      body: { name: 'Alpha Weekly', status: 'suspended', ad_type: 'video', category: 'news' },
    });
  });

  it('PUT replaces the fields (omitted choices fall back to their defaults) and may reassign', async () => {
    await admin()('PATCH', `/api/websites/${world.siteA.id}/`, { status: 'active', ad_type: 'video' });
    const res = await admin()('PUT', `/api/websites/${world.siteA.id}/`, {
      name: 'Alpha',
      url: 'https://alpha.example.net',
      category: 'finance',
      network: world.netB.user.id,
      publisher: null,
    });
    expect(sb(res)).toMatchObject({
      status: 200,
      body: { name: 'Alpha', url: 'https://alpha.example.net', category: 'finance', status: 'pending', ad_type: 'display', network: world.netB.user.id, publisher: null },
    });
    expect(names(await list('?ordering=name', world.netB.call))).toEqual(['Alpha', 'Beta Sports']);
    expect(names(await list('', world.netA.call))).toEqual([]);
    expect(sb(await admin()('PUT', `/api/websites/${world.siteA.id}/`, { name: 'Alpha' }))).toEqual({
      status: 400,
      body: { url: ['This field is required.'], category: ['This field is required.'] },
    });
  });

  it('validates like create and changes nothing on error', async () => {
    const url = `/api/websites/${world.siteA.id}/`;
    expect(sb(await admin()('PATCH', url, { url: 'alpha' }))).toEqual({ status: 400, body: { url: ['Enter a valid URL.'] } });
    expect(sb(await admin()('PATCH', url, { category: 'x' }))).toEqual({ status: 400, body: { category: ['Select a valid choice.'] } });
    expect(sb(await admin()('PATCH', url, { network: world.pubA.user.id }))).toEqual({
      status: 400,
      body: { network: ['Select a user with the network role.'] },
    });
    expect(sb(await admin()('PATCH', url, { publisher: world.netB.user.id }))).toEqual({
      status: 400,
      body: { publisher: ['Select a user with the publisher role.'] },
    });
    expect((await admin()('GET', url)).json()).toMatchObject({ url: 'https://alpha.example.com', category: 'news', network: world.netA.user.id, publisher: world.pubA.user.id });
  });

  it('a network edits its own websites and cannot hand them to another network', async () => {
    const url = `/api/websites/${world.siteA.id}/`;
    expect(sb(await world.netA.call('PATCH', url, { name: 'Alpha+', network: world.netB.user.id }))).toMatchObject({
      status: 200,
      body: { name: 'Alpha+', network: world.netA.user.id },
    });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await world.netB.call(method, url, { name: 'Hijacked', url: 'https://x.example.com', category: 'news' });
      expect({ method, ...sb(res) }).toEqual({ method, status: 404, body: notFound });
    }
    expect(sb(await admin()('PATCH', '/api/websites/9999/', { name: 'x' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.pubA.call('PATCH', url, { name: 'Mine' }))).toEqual({ status: 403, body: forbidden });
    expect((await admin()('GET', url)).json()).toMatchObject({ name: 'Alpha+', network: world.netA.user.id });
  });
});

describe('OPTIONS /api/websites/', () => {
  it('lists the category, status and ad_type choices', async () => {
    const res = await admin()('OPTIONS', '/api/websites/');
    expect(res.statusCode).toBe(200);
    const post = res.json<{ actions: { POST: Record<string, { choices: unknown[] }> } }>().actions.POST;
    expect(post.category!.choices).toEqual(
      ['news', 'sports', 'entertainment', 'technology', 'lifestyle', 'finance', 'health', 'travel', 'food', 'gaming', 'education', 'automotive', 'other'].map(
        (value) => ({ value, display_name: value.charAt(0).toUpperCase() + value.slice(1) }),
      ),
    );
    expect(post.status!.choices).toEqual([
      { value: 'active', display_name: 'Active' },
      { value: 'pending', display_name: 'Pending' },
      { value: 'suspended', display_name: 'Suspended' },
      { value: 'in-active', display_name: 'In-active' },
      { value: 'draft', display_name: 'Draft' },
    ]);
    expect(post.ad_type!.choices).toEqual([
      { value: 'display', display_name: 'Display' },
      { value: 'video', display_name: 'Video' },
      { value: 'display_video', display_name: 'Display and video' },
    ]);
    // Networks fill the same form.
    expect((await world.netA.call('OPTIONS', '/api/websites/')).statusCode).toBe(200);
    expect(sb(await (await actor(ctx, 'pre_activation')).call('OPTIONS', '/api/websites/'))).toEqual({ status: 403, body: forbidden });
  });
});

describe('GET /api/websites/status/', () => {
  it('counts by status and lists the suspended websites, newest first, within the scope', async () => {
    await twelve();
    await seedWebsite(ctx, { name: 'Pending One', status: 'pending' });
    await seedWebsite(ctx, { name: 'Draft One', status: 'draft' });
    await seedWebsite(ctx, { name: 'Gone One', status: 'in-active', networkId: world.netA.user.id });
    await seedWebsite(ctx, { name: 'A Suspended', status: 'suspended', networkId: world.netA.user.id });
    const res = await admin()('GET', '/api/websites/status/');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ suspended_list: Website[] }>();
    expect(body).toMatchObject({ total: 18, active: 11, pending: 1, suspended: 4, inactive: 1, draft: 1 });
    expect(body.suspended_list.map((w) => w.name)).toEqual(['A Suspended', 'Site 12', 'Site 08', 'Site 04']);

    expect(sb(await world.netA.call('GET', '/api/websites/status/'))).toEqual({
      status: 200,
      body: {
        total: 3,
        active: 1,
        pending: 0,
        suspended: 1,
        inactive: 1,
        draft: 0,
        suspended_list: [expect.objectContaining({ name: 'A Suspended', status: 'suspended' })],
      },
    });
    expect(sb(await world.pubB.call('GET', '/api/websites/status/'))).toMatchObject({ status: 200, body: { total: 1, active: 1, suspended_list: [] } });
  });
});

describe('DELETE /api/websites/:id/', () => {
  const pgOf = (websiteId: number) =>
    admin()('POST', '/api/placements_groups/', { name: 'Top banner', group_id: world.mrec.id, website_id: websiteId });

  it('deletes the website, its wallet and what hangs off it', async () => {
    const id = world.siteA.id;
    expect((await admin()('POST', '/api/tags/', { name: 'Prebid', code: '<script></script>', website_id: id })).statusCode).toBe(201);
    expect((await admin()('POST', '/api/shares/platform/', { website_id: id, group_id: world.mrec.id, share: 80 })).statusCode).toBe(201);
    expect((await admin()('POST', '/api/fill_rate/', { website_id: id, group_id: world.mrec.id, rate: 90 })).statusCode).toBe(201);
    const res = await admin()('DELETE', `/api/websites/${id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(sb(await admin()('GET', `/api/websites/${id}/`))).toEqual({ status: 404, body: notFound });
    expect(await walletsOf(id)).toEqual([]);
    expect(await rowCounts(ctx, ['websites', 'wallets', 'tags', 'shares', 'fill_rates'])).toEqual({ websites: 1, wallets: 1, tags: 0, shares: 0, fill_rates: 0 });
    expect(sb(await admin()('DELETE', `/api/websites/${id}/`))).toEqual({ status: 404, body: notFound });
  });

  it('is refused while placement groups or players remain, deleting nothing', async () => {
    const id = world.siteA.id;
    expect((await pgOf(id)).statusCode).toBe(201);
    const before = await rowCounts(ctx);
    expect(sb(await admin()('DELETE', `/api/websites/${id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['This website still has 1 placement group(s) and 0 player(s); delete them first.'] },
    });
    expect(await rowCounts(ctx)).toEqual(before);

    const stages = await admin()('POST', '/api/websites/stages/', {
      website: { name: 'Played', url: 'https://played.example.com', category: 'news' },
      players: [{ name: 'Main player' }, { name: 'Second' }],
    });
    expect(stages.statusCode).toBe(201);
    const played = stages.json<{ id: number }>().id;
    expect(sb(await admin()('DELETE', `/api/websites/${played}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['This website still has 0 placement group(s) and 2 player(s); delete them first.'] },
    });
    expect(await walletsOf(played)).toHaveLength(1);

    // Once the placement group is gone the website may go.
    const pgId = (await admin()('GET', `/api/placements_groups/?website=${id}`)).json<List<{ id: number }>>().results[0]!.id;
    expect((await admin()('DELETE', `/api/placements_groups/${pgId}/`)).statusCode).toBe(204);
    expect((await admin()('DELETE', `/api/websites/${id}/`)).statusCode).toBe(204);
  });

  it('needs the delete permission; even with it a network cannot reach another network’s website', async () => {
    const url = `/api/websites/${world.siteA.id}/`;
    expect(sb(await world.netA.call('DELETE', url))).toEqual({ status: 403, body: forbidden });
    expect(sb(await world.pubA.call('DELETE', url))).toEqual({ status: 403, body: forbidden });
    await withGrant('network', 'websites.delete_website', async () => {
      expect(sb(await world.netB.call('DELETE', url))).toEqual({ status: 404, body: notFound });
      expect((await admin()('GET', url)).statusCode).toBe(200);
      expect((await world.netA.call('DELETE', url)).statusCode).toBe(204);
    });
    expect(sb(await admin()('GET', url))).toEqual({ status: 404, body: notFound });
  });
});
