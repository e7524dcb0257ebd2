import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdTag, Player, PublicPlayerConfig } from '@pubdesk/contract';
import { buildApp } from '../src/app.js';
import { websites } from '../src/modules/websites/index.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld } from './helpers.js';
import { notFound } from './expected.js';
import { countEarlyAnswers, fetchAnswer } from './raw-answers.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const url = (id: number, query = '') => `/api/players/public/${id}/${query}`;
const get = (id: number, headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ method: 'GET', url: url(id, query), headers });

async function activePlayer(websiteId = world.siteA.id): Promise<Player> {
  const res = await world.admin.call('POST', '/api/players/players/', { name: 'Served', website_id: websiteId, status: 'active' });
  expect(res.statusCode).toBe(201);
  return res.json<Player>();
}
async function tag(name: string, websiteId = world.siteA.id): Promise<AdTag> {
  return (
    await world.admin.call('POST', '/api/players/adtags/', { name, url: `https://ads.example.com/${name}.xml`, website_id: websiteId })
  ).json<AdTag>();
}

describe('GET /api/players/public/:id/', () => {
  it('answers anonymously with the whole config, open to any origin, cacheable, with a strong ETag', async () => {
    const player = await activePlayer();
    const [pre, mid] = [await tag('pre'), await tag('mid')];
    await world.admin.call('PATCH', `/api/players/schedules/${player.schedule}/`, { preroll: [pre.id], midroll: [mid.id, pre.id] });
    await world.admin.call('PATCH', `/api/players/contents/${player.content}/`, { external_url: 'https://cdn.example.com/v.mp4' });
    await world.admin.call('PATCH', `/api/players/blocklist/${player.blocklist}/`, { ads: [77] });
    const res = await get(player.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=60, stale-while-revalidate=600',
      'content-type': 'application/json; charset=utf-8',
      etag: expect.stringMatching(/^"\d+-[\w-]{16}"$/),
    });
    const config = res.json<PublicPlayerConfig>();
    expect(config).toMatchObject({
      id: player.id,
      player_type: 'instream',
      sizes: { desktop_width: 640, desktop_height: 360, mobile_width: 320, mobile_height: 180 },
      schedule: {
        type: 'vmap',
        preroll: [{ id: pre.id, url: pre.url }],
        midroll: [
          { id: mid.id, url: mid.url },
          { id: pre.id, url: pre.url },
        ],
        postroll: [],
        vast: null,
        display_banner: null,
      },
      content: { type: 'url', url: 'https://cdn.example.com/v.mp4' },
      blocklist: [77],
      platform_settings: { total_ad_plays: 10 },
      format: { type: 'default' },
    });
    // Nothing internal: no website, no names.
    expect(JSON.stringify(config)).not.toMatch(/website|Served|"name"/);
  });

  it('answers 304 to a matching If-None-Match, and sends a compressed copy when asked', async () => {
    const player = await activePlayer();
    const first = await get(player.id);
    const etag = first.headers.etag as string;
    const again = await get(player.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(player.id, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(player.id, { 'if-none-match': '"0-nothing"' })).statusCode).toBe(200);
    const gz = await get(player.id, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
  });

  it('shows a change to the schedule in the next response, with a new ETag', async () => {
    const player = await activePlayer();
    const before = await get(player.id);
    const next = await tag('next');
    await world.netA.call('PATCH', `/api/players/schedules/${player.schedule}/`, { type: 'vast', vast: next.id });
    const after = await get(player.id, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<PublicPlayerConfig>().schedule).toMatchObject({ type: 'vast', vast: { id: next.id, url: next.url } });
    // An ad tag's new URL reaches every player of its website.
    await world.admin.call('PATCH', `/api/players/adtags/${next.id}/`, { url: 'https://ads.example.com/moved.xml' });
    expect((await get(player.id)).json<PublicPlayerConfig>().schedule.vast).toEqual({
      id: next.id,
      url: 'https://ads.example.com/moved.xml',
    });
  });

  it('is 404 with nothing in it for a pending or suspended player, an inactive website or no player', async () => {
    const player = await activePlayer();
    expect((await get(player.id)).statusCode).toBe(200);
    await world.admin.call('PATCH', `/api/players/players/${player.id}/`, { status: 'suspended' });
    expect({ status: (await get(player.id)).statusCode, body: (await get(player.id)).json() }).toEqual({ status: 404, body: notFound });
    await world.admin.call('PATCH', `/api/players/players/${player.id}/`, { status: 'active' });
    expect((await get(player.id)).statusCode).toBe(200);
    await ctx.database.db.update(websites).set({ status: 'suspended' }).where(eq(websites.id, world.siteA.id));
    await vi.waitFor(async () => expect((await get(player.id)).statusCode).toBe(404));
    expect((await get(999999)).statusCode).toBe(404);
    expect((await get(player.id, {}, '?cache=maybe')).statusCode).toBe(400);
  });

  it('a kept config is answered before Fastify over the network, with the same bytes and headers as the route', async () => {
    const player = await activePlayer();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
      const early = countEarlyAnswers(ctx.app);
      const fetchConfig = (headers: Record<string, string> = {}) => fetchAnswer(`${base}${url(player.id)}`, headers);
      const routed = await fetchConfig({ 'accept-encoding': 'identity' });
      expect(early()).toBe(0);
      const answered = await fetchConfig({ 'accept-encoding': 'identity' });
      expect(early()).toBe(1);
      expect(answered).toEqual(routed);
      expect(answered.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
      });
      // 304 and encodings as the route answers them; a query or a miss still goes through Fastify.
      expect((await fetchConfig({ 'if-none-match': routed.headers.etag! })).status).toBe(304);
      expect((await fetch(`${base}${url(player.id)}`, { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBe(
        'br',
      );
      expect(early()).toBe(3);
      await fetch(`${base}${url(player.id, '?cache=no')}`);
      expect((await fetch(`${base}${url(999999)}`)).status).toBe(404);
      expect(early()).toBe(3);
    } finally {
      await ctx.app.server.close();
    }
  });

  it('?cache=no reads the database again, past the copy this process keeps', async () => {
    const player = await activePlayer();
    await get(player.id);
    // A write behind the API's back (no version bump) is seen only by ?cache=no.
    await ctx.database.query(`update player_parts set data = jsonb_set(data, '{ads}', '[5]') where id = $1`, [player.blocklist]);
    expect((await get(player.id)).json<PublicPlayerConfig>().blocklist).toEqual([]);
    const fresh = await get(player.id, {}, '?cache=no');
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect(fresh.json<PublicPlayerConfig>().blocklist).toEqual([5]);
    expect((await get(player.id)).json<PublicPlayerConfig>().blocklist).toEqual([5]);
  });

  it("a purge through another server process drops this process's copy", async () => {
    const player = await activePlayer();
    const other = await buildApp({ config: ctx.config, database: ctx.database });
    await other.ready();
    try {
      const before = await get(player.id);
      await ctx.database.query(`update player_parts set data = jsonb_set(data, '{ads}', '[9]') where id = $1`, [player.blocklist]);
      const purge = await other.inject({
        method: 'POST',
        url: '/api/purge_cache/purge/',
        headers: { authorization: world.admin.authorization, 'content-type': 'application/json' },
        payload: { url: `http://localhost${url(player.id)}` },
      });
      expect(purge.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await get(player.id)).json<PublicPlayerConfig>().blocklist).toEqual([9]));
      expect((await get(player.id)).headers.etag).not.toBe(before.headers.etag);
    } finally {
      await other.close();
    }
  });
});
