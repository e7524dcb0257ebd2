import { describe, expect, it } from 'vitest';
import { websiteCategories, type Website } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, inventoryWorld, listPage, namesOf, sb, seedWebsite } from './helpers.js';
import { notFound, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const admin = () => world.admin.call;
const list = (query: string, call = admin()) => listPage<Website>(call, `/api/websites/${query}`);

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
    expect(namesOf(first)).toEqual(['Beta Sports', 'Alpha News', 'Site 12', 'Site 11', 'Site 10']);
    expect(Object.fromEntries(new URL(first.next!).searchParams)).toEqual({ limit: '5', offset: '5' });
    expect(first.previous).toBeNull();

    const second = await list('?limit=5&offset=5');
    expect(namesOf(second)).toEqual(['Site 09', 'Site 08', 'Site 07', 'Site 06', 'Site 05']);
    expect(Object.fromEntries(new URL(second.previous!).searchParams)).toEqual({ limit: '5' });

    const page3 = await list('?page=3&limit=5');
    expect(namesOf(page3)).toEqual(['Site 04', 'Site 03', 'Site 02', 'Site 01']);
    expect(page3.next).toBeNull();
    expect(Object.fromEntries(new URL(page3.previous!).searchParams)).toEqual({ limit: '5', offset: '5' });
    // The count rides on the page's rows (one statement); a page past the end still answers it.
    expect(page3.count).toBe(14);
    const past = await list('?limit=5&offset=50');
    expect([past.count, past.results]).toEqual([14, []]);

    expect(namesOf(await list('?ordering=-created_at&limit=1'))).toEqual(['Beta Sports']);
    expect(namesOf(await list('?ordering=created_at&limit=2'))).toEqual(['Site 01', 'Site 02']);
    expect(sb(await admin()('GET', '/api/websites/?limit=0'))).toEqual({
      status: 400,
      body: { limit: ['Too small: expected number to be >=1'] },
    });
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
    expect(namesOf(await list('?search=ALPHA'))).toEqual(['Alpha News']);
    expect(namesOf(await list('?search=example.org'))).toEqual(['Beta Sports']); // url only
    expect(namesOf(await list('?search=ite 1&ordering=name'))).toEqual(['Site 10', 'Site 11', 'Site 12']);
    expect(namesOf(await list('?search=site0&ordering=name&limit=3'))).toEqual(['Site 01', 'Site 02', 'Site 03']); // url "site0…"
    expect((await list('?search=site0')).count).toBe(9);
    expect(namesOf(await list('?search=%25'))).toEqual([]); // a literal %, not a wildcard
    expect(namesOf(await list('?ordering=name&limit=3'))).toEqual(['Alpha News', 'Beta Sports', 'Site 01']);
    expect(namesOf(await list('?o=-name&limit=2'))).toEqual(['Site 12', 'Site 11']);
    expect(namesOf(await list(`?ids=${world.siteB.id},${world.siteA.id}&ordering=name`))).toEqual(['Alpha News', 'Beta Sports']);
    expect(namesOf(await list('?status=suspended&ordering=name'))).toEqual(['Site 04', 'Site 08', 'Site 12']);
    expect(namesOf(await list('?status=suspended&search=site 1'))).toEqual(['Site 12']);
    expect(sb(await admin()('GET', '/api/websites/?ids=1,x'))).toEqual({
      status: 400,
      body: { ids: ['Enter a comma-separated list of ids.'] },
    });
    expect(sb(await admin()('GET', '/api/websites/?status=gone'))).toMatchObject({ status: 400, body: { status: [expect.any(String)] } });
  });

  it('scopes the list: a network sees its websites, a publisher its own', async () => {
    await twelve();
    const extra = await seedWebsite(ctx, { name: 'Alpha Two', networkId: world.netA.user.id, publisherId: world.pubB.user.id });
    expect(namesOf(await list('?ordering=name', world.netA.call))).toEqual(['Alpha News', 'Alpha Two']);
    expect(namesOf(await list('', world.netB.call))).toEqual(['Beta Sports']);
    expect(namesOf(await list('?ordering=name', world.pubB.call))).toEqual(['Alpha Two', 'Beta Sports']);
    expect(namesOf(await list('', world.pubA.call))).toEqual(['Alpha News']);
    // Asking for an id outside the scope finds nothing.
    expect(await list(`?ids=${world.siteB.id},${extra.id}`, world.netA.call)).toMatchObject({ count: 1, results: [{ id: extra.id }] });
    // An account manager sees what is assigned: nothing, then network A's websites.
    const manager = await actor(ctx, 'account_manager');
    expect((await list('', manager.call)).count).toBe(0);
    await assignStaff(ctx, manager.user, { network: world.netA.user.id });
    expect(namesOf(await list('?ordering=name', manager.call))).toEqual(['Alpha News', 'Alpha Two']);
    const organization = await actor(ctx, 'organization');
    expect((await list('', organization.call)).count).toBe(15);
  });

  it('needs a session; a pre-activation user sees only its own websites', async () => {
    expect(sb(await ctx.app.inject({ url: '/api/websites/' }))).toMatchObject({ status: 401 });
    const newcomer = await actor(ctx, 'pre_activation');
    expect(sb(await newcomer.call('GET', '/api/websites/'))).toMatchObject({ status: 200, body: { count: 0, results: [] } });
    const own = await seedWebsite(ctx, { name: 'Newcomer Site', publisherId: newcomer.user.id });
    expect(namesOf(await list('', newcomer.call))).toEqual([own.name]);
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
    expect(sb(await world.netA.call('GET', `/api/websites/${world.siteA.id}/`))).toMatchObject({
      status: 200,
      body: { name: 'Alpha News' },
    });
    expect(sb(await world.pubA.call('GET', `/api/websites/${world.siteA.id}/`))).toMatchObject({
      status: 200,
      body: { name: 'Alpha News' },
    });
  });
});

describe('OPTIONS /api/websites/', () => {
  it('lists the category, status and ad_type choices', async () => {
    const res = await admin()('OPTIONS', '/api/websites/');
    expect(res.statusCode).toBe(200);
    const post = res.json<{ actions: { POST: Record<string, { choices: unknown[] }> } }>().actions.POST;
    expect(post.category!.choices).toEqual(
      websiteCategories.map((value) => ({ value, display_name: value.charAt(0).toUpperCase() + value.slice(1) })),
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
    // And sign-ups, who may add their own (pending) websites.
    expect((await (await actor(ctx, 'pre_activation')).call('OPTIONS', '/api/websites/')).statusCode).toBe(200);
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
    expect(sb(await world.pubB.call('GET', '/api/websites/status/'))).toMatchObject({
      status: 200,
      body: { total: 1, active: 1, suspended_list: [] },
    });
  });
});
