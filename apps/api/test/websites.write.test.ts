import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type List, type Website } from '@pubdesk/contract';
import { wallets } from '../src/modules/wallets/index.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld, listPage, namesOf, rowCounts, sb, withGrant } from './helpers.js';
import { notFound, forbidden, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const admin = () => world.admin.call;
const list = (query: string, call = admin()) => listPage<Website>(call, `/api/websites/${query}`);
const walletsOf = (websiteId: number) => ctx.database.db.select().from(wallets).where(eq(wallets.websiteId, websiteId));

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
    expect(namesOf(await list('?ordering=name', world.netB.call))).toEqual(['Beta Sports', 'Gamma Games']);
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
      [
        { ...valid, url: 'bad', category: 'bad' },
        { url: ['Enter a valid URL.'], category: ['Select a valid choice.'] },
      ],
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

  it("a publisher's website is its own and waits for staff (portal.inventory.test.ts has the approval rules)", async () => {
    const res = await world.pubA.call('POST', '/api/websites/', { name: 'Mine', url: 'https://mine.example.com', category: 'news' });
    expect(sb(res)).toMatchObject({ status: 201, body: { status: 'pending', network: null, publisher: world.pubA.user.id } });
    expect(await walletsOf(res.json<Website>().id)).toHaveLength(1);
  });
});

describe('PUT and PATCH /api/websites/:id/', () => {
  it('PATCH changes only the given fields', async () => {
    const res = await admin()('PATCH', `/api/websites/${world.siteA.id}/`, { status: 'suspended', name: 'Alpha Daily' });
    expect(sb(res)).toMatchObject({
      status: 200,
      body: {
        name: 'Alpha Daily',
        url: 'https://alpha.example.com',
        status: 'suspended',
        network: world.netA.user.id,
        publisher: world.pubA.user.id,
      },
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
      body: {
        name: 'Alpha',
        url: 'https://alpha.example.net',
        category: 'finance',
        status: 'pending',
        ad_type: 'display',
        network: world.netB.user.id,
        publisher: null,
      },
    });
    expect(namesOf(await list('?ordering=name', world.netB.call))).toEqual(['Alpha', 'Beta Sports']);
    expect(namesOf(await list('', world.netA.call))).toEqual([]);
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
    expect((await admin()('GET', url)).json()).toMatchObject({
      url: 'https://alpha.example.com',
      category: 'news',
      network: world.netA.user.id,
      publisher: world.pubA.user.id,
    });
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

describe("a website's publisher", () => {
  it('a network names one for a website without one, but only staff move it from its publisher (its invoices follow it)', async () => {
    const url = `/api/websites/${world.siteA.id}/`;
    const refused = { status: 400, body: { publisher: [messages.websites.publisherByStaff] } };
    expect(sb(await world.netA.call('PATCH', url, { publisher: null }))).toEqual(refused);
    expect(sb(await world.netA.call('PATCH', url, { name: 'Alpha+', publisher: world.pubA.user.id }))).toMatchObject({ status: 200 });
    const made = await world.netA.call('POST', '/api/websites/', { name: 'New', url: 'https://new.example.com', category: 'news' });
    const unowned = `/api/websites/${made.json<Website>().id}/`;
    expect(sb(await world.netA.call('PATCH', unowned, { publisher: world.pubA.user.id }))).toMatchObject({
      status: 200,
      body: { publisher: world.pubA.user.id },
    });
    expect(sb(await world.netA.call('PATCH', unowned, { publisher: null }))).toEqual(refused);
    expect(sb(await admin()('PATCH', url, { publisher: world.pubB.user.id }))).toMatchObject({
      status: 200,
      body: { publisher: world.pubB.user.id },
    });
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
    expect(await rowCounts(ctx, ['websites', 'wallets', 'tags', 'shares', 'fill_rates'])).toEqual({
      websites: 1,
      wallets: 1,
      tags: 0,
      shares: 0,
      fill_rates: 0,
    });
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

    // A website with invoices keeps them (and its wallet's ledger): refused for good, not a 500.
    const [wallet] = await walletsOf(world.siteB.id);
    await ctx.database.query(
      `insert into invoices (wallet_id, website_id, month, date, amount) values ($1, $2, '2026-10-01', '2026-11-01', 12)`,
      [wallet!.id, world.siteB.id],
    );
    expect(sb(await admin()('DELETE', `/api/websites/${world.siteB.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: [messages.websites.hasInvoices] },
    });
  });

  it('needs the delete permission; even with it a network cannot reach another network’s website', async () => {
    const url = `/api/websites/${world.siteA.id}/`;
    expect(sb(await world.netA.call('DELETE', url))).toEqual({ status: 403, body: forbidden });
    expect(sb(await world.pubA.call('DELETE', url))).toEqual({ status: 403, body: forbidden });
    await withGrant(ctx, 'network', 'websites.delete_website', async () => {
      expect(sb(await world.netB.call('DELETE', url))).toEqual({ status: 404, body: notFound });
      expect((await admin()('GET', url)).statusCode).toBe(200);
      expect((await world.netA.call('DELETE', url)).statusCode).toBe(204);
    });
    expect(sb(await admin()('GET', url))).toEqual({ status: 404, body: notFound });
  });
});
