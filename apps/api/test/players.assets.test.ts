import { describe, expect, it } from 'vitest';
import type { Player, PlayerStyle } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, listPage, multipartPatch, PNG_1X1, rowCounts, sb, TEXT_FILE } from './helpers.js';
import { invalidPk, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const player = async (websiteId: number, name = 'P') =>
  (await world.admin.call('POST', '/api/players/players/', { name, website_id: websiteId })).json<Player>();

describe('the style logo', () => {
  it('PATCH styles/:id/ multipart logo_url stores the image under a key made from its bytes', async () => {
    const p = await player(world.siteA.id);
    const res = await multipartPatch(ctx, `/api/players/styles/${p.style}/`, world.netA.authorization, [
      { field: 'logo_url', data: PNG_1X1, filename: 'logo.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const style = res.json<PlayerStyle>();
    expect(style.logo_url).toMatch(/^\/media\/player_assets\/[0-9a-f]{64}\.png$/);
    expect(style).not.toHaveProperty('logo_key');
    const served = await ctx.app.inject({ method: 'GET', url: style.logo_url! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    // A JSON save keeps the logo.
    const saved = await world.netA.call('PATCH', `/api/players/styles/${p.style}/`, { powered_by_alt: 'Alpha TV', custom_css: '.x{}' });
    expect(saved.json()).toMatchObject({ logo_url: style.logo_url, powered_by_alt: 'Alpha TV', custom_css: '.x{}' });
  });

  it('refuses a file that is not an image, or none, and keeps the old logo', async () => {
    const p = await player(world.siteA.id);
    const notImage = await multipartPatch(ctx, `/api/players/styles/${p.style}/`, world.admin.authorization, [
      { field: 'logo_url', data: TEXT_FILE, filename: 'logo.png', contentType: 'image/png' },
    ]);
    expect(sb(notImage)).toEqual({ status: 400, body: { logo_url: ['Upload a valid image: png, jpeg, gif, webp, svg.'] } });
    const otherField = await multipartPatch(ctx, `/api/players/styles/${p.style}/`, world.admin.authorization, [
      { field: 'poster', data: PNG_1X1, filename: 'x.png' },
    ]);
    expect(sb(otherField)).toEqual({ status: 400, body: { poster: ['Unknown upload field: poster.'] } });
    expect((await world.admin.call('GET', `/api/players/styles/${p.style}/`)).json()).toMatchObject({ logo_url: null });
    const otherTenant = await multipartPatch(ctx, `/api/players/styles/${p.style}/`, world.netB.authorization, [
      { field: 'logo_url', data: PNG_1X1, filename: 'logo.png' },
    ]);
    expect(otherTenant.statusCode).toBe(404);
  });

  it("logo-content lists the caller's stored logos and picks one for a player", async () => {
    const a1 = await player(world.siteA.id, 'A1');
    const a2 = await player(world.siteA.id, 'A2');
    const b1 = await player(world.siteB.id, 'B1');
    const uploaded = (
      await multipartPatch(ctx, `/api/players/styles/${a1.style}/`, world.admin.authorization, [
        { field: 'logo_url', data: PNG_1X1, filename: 'l.png' },
      ])
    ).json<PlayerStyle>();
    const assets = (await world.netA.call('GET', '/api/players/logo-content/')).json<{
      player_assets: Array<{ key: string; url: string }>;
    }>();
    expect(assets).toEqual({ whitelabel: [], player_assets: [{ key: expect.stringMatching(/^player_assets\//), url: uploaded.logo_url }] });
    expect((await world.netB.call('GET', '/api/players/logo-content/')).json()).toEqual({ whitelabel: [], player_assets: [] });

    const key = assets.player_assets[0]!.key;
    const picked = await world.netA.call('POST', '/api/players/logo-content/', { key, player_id: a2.id });
    expect(sb(picked)).toMatchObject({ status: 200, body: { id: a2.style, logo_url: uploaded.logo_url } });
    // Network B cannot pick A's logo, nor set one on A's player.
    expect(sb(await world.netB.call('POST', '/api/players/logo-content/', { key, player_id: b1.id }))).toEqual({
      status: 400,
      body: { key: [`"${key}" is not a valid choice.`] },
    });
    expect(sb(await world.netB.call('POST', '/api/players/logo-content/', { key, player_id: a2.id }))).toEqual({
      status: 400,
      body: { player_id: invalidPk(a2.id) },
    });
  });
});

describe("a white label's logo picked for a player", () => {
  it("is the player's own copy: the white label's logo replaced or deleted, the player's stays", async () => {
    const a1 = await player(world.siteA.id, 'A1');
    const entry = await world.admin.call('POST', '/api/whitelist/', { domain: 'ads.alpha.example.com', network: world.netA.user.id });
    expect(entry.statusCode).toBe(201);
    const id = entry.json<{ id: number }>().id;
    const withLogo = await multipartPatch(ctx, `/api/whitelist/${id}/`, world.admin.authorization, [
      { field: 'logo', data: PNG_1X1, filename: 'l.png' },
    ]);
    const labelLogo = withLogo.json<{ logo: string }>().logo;
    const [offered] = (await world.netA.call('GET', '/api/players/logo-content/')).json<{
      whitelabel: Array<{ key: string; url: string }>;
    }>().whitelabel;
    expect(offered?.url).toBe(labelLogo);

    const picked = (
      await world.netA.call('POST', '/api/players/logo-content/', { key: offered!.key, player_id: a1.id })
    ).json<PlayerStyle>();
    expect(picked.logo_url).toMatch(/\/player_assets\/[0-9a-f]{64}\.png$/);
    expect((await world.admin.call('DELETE', `/api/whitelist/${id}/`)).statusCode).toBe(204);
    const served = await ctx.app.inject({ url: new URL(picked.logo_url!, 'http://localhost').pathname });
    expect([served.statusCode, served.rawPayload]).toEqual([200, PNG_1X1]);
  });
});

describe('POST /api/purge_cache/purge/', () => {
  it('records the purge of a player in scope and marks its config stale', async () => {
    const p = await player(world.siteA.id);
    const url = `https://console.example.com/api/players/public/${p.id}/?cache=no`;
    const res = await world.netA.call('POST', '/api/purge_cache/purge/', { url });
    expect(sb(res)).toEqual({ status: 200, body: { url, player: p.id, purged_at: isoTime } });
    expect((await world.admin.call('GET', `/api/players/players/${p.id}/`)).json<Player>().config_version).toBe(2);
    expect((await rowCounts(ctx, ['player_cache_purges'])).player_cache_purges).toBe(1);
  });

  it('refuses a URL that is not a player config, or a player out of scope, recording nothing', async () => {
    const p = await player(world.siteA.id);
    expect(sb(await world.admin.call('POST', '/api/purge_cache/purge/', { url: 'https://example.com/other/' }))).toEqual({
      status: 400,
      body: { url: ['Enter the public URL of a player: /api/players/public/{id}/.'] },
    });
    expect(sb(await world.netB.call('POST', '/api/purge_cache/purge/', { url: `/api/players/public/${p.id}/` }))).toEqual({
      status: 400,
      body: { url: invalidPk(p.id) },
    });
    expect((await rowCounts(ctx, ['player_cache_purges'])).player_cache_purges).toBe(0);
  });
});

describe('categories', () => {
  it('are created by admins with unique names, and read by networks', async () => {
    const res = await world.admin.call('POST', '/api/players/categories/', { name: 'News' });
    expect(sb(res)).toEqual({ status: 201, body: { id: expect.any(Number), name: 'News', status: 'active' } });
    expect(sb(await world.admin.call('POST', '/api/players/categories/', { name: 'news' }))).toEqual({
      status: 400,
      body: { name: ['A category with this name already exists.'] },
    });
    expect((await listPage(world.netA.call, '/api/players/categories/')).count).toBe(1);
    expect((await world.netA.call('POST', '/api/players/categories/', { name: 'Sport' })).statusCode).toBe(403);
  });
});

describe('the website wizard', () => {
  it('creates its players with every part', async () => {
    const res = await world.admin.call('POST', '/api/websites/stages/', {
      website: { name: 'Wizard', url: 'https://wizard.example.com', category: 'technology', status: 'active' },
      players: [{ name: 'Wizard player' }],
    });
    expect(res.statusCode).toBe(201);
    const page = await listPage<Player>(world.admin.call, '/api/players/players/?search=Wizard');
    expect(page.results[0]).toMatchObject({
      name: 'Wizard player',
      settings: expect.any(Number),
      schedule: expect.any(Number),
      blocklist: expect.any(Number),
    });
  });
});
