import { describe, expect, it } from 'vitest';
import type { Player, Schedule } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, inventoryWorld, listPage, namesOf, rowCounts, sb, type Actor } from './helpers.js';
import { forbidden, invalidPk, isoTime, notFound } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const partTables = ['players', 'player_parts'];
const create = async (name: string, websiteId: number, extra: object = {}, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/players/players/', { name, website_id: websiteId, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json<Player>();
};
const partsPath = {
  settings: 'settings',
  platform_settings: 'platform-settings',
  monetization: 'monetization',
  schedule: 'schedules',
  style: 'styles',
  content: 'contents',
  format: 'formats',
  blocklist: 'blocklist',
} as const;

describe('POST /api/players/players/', () => {
  it('creates the player and every part in one go, each reachable from the player', async () => {
    const player = await create('Alpha player', world.siteA.id);
    expect(player).toEqual({
      id: expect.any(Number),
      name: 'Alpha player',
      website_id: world.siteA.id,
      website_name: 'Alpha News',
      player_type: 'instream',
      status: 'pending',
      desktop_width: 640,
      desktop_height: 360,
      mobile_width: 320,
      mobile_height: 180,
      async: true,
      dfp: false,
      position: 'bottom_right',
      companion_position: 'none',
      close_button: true,
      format: expect.any(Number),
      settings: expect.any(Number),
      platform_settings: expect.any(Number),
      monetization: expect.any(Number),
      schedule: expect.any(Number),
      style: expect.any(Number),
      content: expect.any(Number),
      blocklist: expect.any(Number),
      config_version: 1,
      created_at: isoTime,
      updated_at: isoTime,
    });
    for (const [field, path] of Object.entries(partsPath)) {
      const id = player[field as keyof typeof partsPath];
      const byPlayer = await listPage<{ id: number; player: number }>(world.admin.call, `/api/players/${path}/?player=${player.id}`);
      expect(byPlayer.results.map((p) => [p.id, p.player])).toEqual([[id, player.id]]);
      expect(sb(await world.admin.call('GET', `/api/players/${path}/${id}/`))).toMatchObject({
        status: 200,
        body: { id, player: player.id },
      });
    }
    const monetization = (await world.admin.call('GET', `/api/players/monetization/${player.monetization}/`)).json();
    expect(monetization).toEqual({
      id: player.monetization,
      player: player.id,
      monetize: true,
      disable_player_ad_block: false,
      disable_autoplay_ad_block: false,
      schedule: player.schedule,
    });
    const schedule = (await world.admin.call('GET', `/api/players/schedules/${player.schedule}/`)).json<Schedule>();
    expect(schedule).toEqual({
      id: player.schedule,
      player: player.id,
      type: 'vmap',
      preroll: [],
      midroll: [],
      postroll: [],
      vast: null,
      multiple_vast: [],
      display_banner: null,
    });
  });

  it('takes sizes from 1 to 1200 and refuses 0 and 1201, writing nothing', async () => {
    const edge = await create('Edge', world.siteA.id, { desktop_width: 1, desktop_height: 1200, mobile_width: 1200, mobile_height: 1 });
    expect(edge).toMatchObject({ desktop_width: 1, desktop_height: 1200, mobile_width: 1200, mobile_height: 1 });
    const before = await rowCounts(ctx, partTables);
    const res = await world.admin.call('POST', '/api/players/players/', {
      name: 'Too big',
      website_id: world.siteA.id,
      desktop_width: 0,
      mobile_height: 1201,
    });
    expect(sb(res)).toEqual({
      status: 400,
      body: {
        desktop_width: ['Ensure this value is greater than or equal to 1.'],
        mobile_height: ['Ensure this value is less than or equal to 1200.'],
      },
    });
    expect(await rowCounts(ctx, partTables)).toEqual(before);
  });

  it("refuses another network's website as an invalid choice; a network creates on its own", async () => {
    const res = await world.netB.call('POST', '/api/players/players/', { name: 'Not mine', website_id: world.siteA.id });
    expect(sb(res)).toEqual({ status: 400, body: { website_id: invalidPk(world.siteA.id) } });
    expect((await create('Mine', world.siteA.id, {}, world.netA)).website_id).toBe(world.siteA.id);
    // A publisher sees its players; adding and changing them is the network's and the staff's.
    expect(sb(await world.pubA.call('POST', '/api/players/players/', { name: 'P', website_id: world.siteA.id }))).toEqual({
      status: 403,
      body: forbidden,
    });
    const mine = await create('Mine too', world.siteA.id);
    expect(sb(await world.pubA.call('PATCH', `/api/players/players/${mine.id}/`, { status: 'active' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await world.pubA.call('PATCH', `/api/players/formats/${mine.format}/`, { type: 'sticky' }))).toEqual({
      status: 403,
      body: forbidden,
    });
  });
});

describe('players in scope', () => {
  it('a publisher reaches its own players and gets 404 for another', async () => {
    const mine = await create('A one', world.siteA.id);
    const theirs = await create('B one', world.siteB.id);
    expect(namesOf(await listPage(world.pubA.call, '/api/players/players/'))).toEqual(['A one']);
    expect(sb(await world.pubA.call('GET', `/api/players/players/${mine.id}/`))).toMatchObject({ status: 200 });
    expect(sb(await world.pubA.call('GET', `/api/players/players/${theirs.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.netA.call('PATCH', `/api/players/players/${theirs.id}/`, { name: 'Taken' }))).toEqual({
      status: 404,
      body: notFound,
    });
    for (const [field, path] of Object.entries(partsPath)) {
      const id = theirs[field as keyof typeof partsPath];
      expect(sb(await world.pubA.call('GET', `/api/players/${path}/${id}/`))).toEqual({ status: 404, body: notFound });
      expect(sb(await world.netA.call('PATCH', `/api/players/${path}/${id}/`, {}))).toEqual({ status: 404, body: notFound });
      expect((await listPage(world.pubA.call, `/api/players/${path}/?player=${theirs.id}`)).count).toBe(0);
    }
    expect(sb(await world.netB.call('GET', `/api/players/players/${mine.id}/`))).toEqual({ status: 404, body: notFound });
  });

  it('lists 50 a page by default, newest first, filtered by website, status and search', async () => {
    for (let i = 1; i <= 3; i++) await create(`Alpha ${i}`, world.siteA.id, { status: i === 2 ? 'active' : 'pending' });
    await create('Beta', world.siteB.id);
    const page = await listPage<Player>(world.admin.call, `/api/players/players/?website=${world.siteA.id}`);
    expect(namesOf(page)).toEqual(['Alpha 3', 'Alpha 2', 'Alpha 1']);
    expect(namesOf(await listPage(world.admin.call, '/api/players/players/?status=active'))).toEqual(['Alpha 2']);
    expect(namesOf(await listPage(world.admin.call, '/api/players/players/?search=bet'))).toEqual(['Beta']);
    const second = await listPage(world.admin.call, '/api/players/players/?limit=2&page=2');
    expect(second).toMatchObject({ count: 4, results: [{ name: 'Alpha 2' }, { name: 'Alpha 1' }] });
  });

  it('GET players/status/ counts the players the caller sees', async () => {
    await create('A1', world.siteA.id, { status: 'active' });
    await create('A2', world.siteA.id);
    await create('B1', world.siteB.id, { status: 'suspended' });
    expect((await world.admin.call('GET', '/api/players/players/status/')).json()).toEqual({
      total: 3,
      active: 1,
      pending: 1,
      suspended: 1,
    });
    expect((await world.netA.call('GET', '/api/players/players/status/')).json()).toEqual({
      total: 2,
      active: 1,
      pending: 1,
      suspended: 0,
    });
  });
});

describe('PATCH /api/players/players/:id/', () => {
  it('changes the basics and the embed switches, and bumps the config version', async () => {
    const player = await create('Alpha', world.siteA.id);
    const res = await world.netA.call('PATCH', `/api/players/players/${player.id}/`, {
      name: 'Renamed',
      dfp: true,
      async: false,
      mobile_width: 300,
    });
    expect(sb(res)).toMatchObject({
      status: 200,
      body: { name: 'Renamed', dfp: true, async: false, mobile_width: 300, config_version: 2 },
    });
    expect(sb(await world.admin.call('PUT', `/api/players/players/${player.id}/`, { name: 'Moved', website_id: world.siteB.id }))).toEqual({
      status: 400,
      body: { website_id: ['A player, ad tag or ad script cannot move to another website.'] },
    });
    expect(sb(await world.admin.call('PATCH', `/api/players/players/${player.id}/`, { status: 'draft', name: ' ' }))).toEqual({
      status: 400,
      body: { status: ['Select a valid choice.'], name: ['This field may not be blank.'] },
    });
  });
});

describe('the parts', () => {
  it('settings: sizes 1-1200, view percentage 0-100, nested autoplay kept whole', async () => {
    const player = await create('Alpha', world.siteA.id);
    const url = `/api/players/settings/${player.settings}/`;
    const current = (await world.admin.call('GET', url)).json<{ autoplay: Record<string, unknown> }>();
    const autoplay = { ...current.autoplay, autoplay: true, view_percentage: 100 };
    const ok = await world.admin.call('PATCH', url, { autoplay, desktop_width: 1200, allow_analytics: false });
    expect(sb(ok)).toMatchObject({ status: 200, body: { autoplay, desktop_width: 1200, allow_analytics: false, mobile_width: 320 } });
    const bad = await world.admin.call('PATCH', url, { autoplay: { ...autoplay, view_percentage: 101 }, mobile_height: 0 });
    expect(sb(bad)).toEqual({
      status: 400,
      body: {
        'autoplay.view_percentage': ['Ensure this value is less than or equal to 100.'],
        mobile_height: ['Ensure this value is greater than or equal to 1.'],
      },
    });
    expect((await world.admin.call('GET', url)).json()).toMatchObject({ autoplay, desktop_width: 1200 });
    const after = (await world.admin.call('GET', `/api/players/players/${player.id}/`)).json<Player>();
    expect(after.config_version).toBe(2);
  });

  it('platform settings: ad plays, requests and delay 1-1200', async () => {
    const player = await create('Alpha', world.siteA.id);
    const url = `/api/players/platform-settings/${player.platform_settings}/`;
    expect(
      sb(await world.admin.call('PATCH', url, { total_ad_plays: 1200, total_ad_requests: 1, delay_between_requests: 5, debug: true })),
    ).toMatchObject({
      status: 200,
      body: { total_ad_plays: 1200, total_ad_requests: 1, delay_between_requests: 5, debug: true },
    });
    expect(sb(await world.admin.call('PATCH', url, { total_ad_plays: 0, delay_between_requests: 1201 }))).toEqual({
      status: 400,
      body: {
        total_ad_plays: ['Ensure this value is greater than or equal to 1.'],
        delay_between_requests: ['Ensure this value is less than or equal to 1200.'],
      },
    });
  });

  it('format, content and blocklist keep what the spec allows', async () => {
    const player = await create('Alpha', world.siteA.id);
    const format = await world.admin.call('PATCH', `/api/players/formats/${player.format}/`, {
      type: 'sticky',
      position: 'top_left',
      companion_position: 'bottom',
      close_button: false,
    });
    expect(sb(format)).toMatchObject({
      status: 200,
      body: { type: 'sticky', position: 'top_left', companion_position: 'bottom', close_button: false },
    });
    expect((await world.admin.call('GET', `/api/players/players/${player.id}/`)).json()).toMatchObject({
      position: 'top_left',
      companion_position: 'bottom',
      close_button: false,
    });
    const content = await world.admin.call('PATCH', `/api/players/contents/${player.content}/`, {
      type: 'url',
      external_url: 'https://cdn.example.com/v.mp4',
    });
    expect(sb(content)).toMatchObject({ status: 200, body: { type: 'url', external_url: 'https://cdn.example.com/v.mp4', video: null } });
    expect(
      sb(await world.admin.call('PATCH', `/api/players/contents/${player.content}/`, { external_url: 'javascript:alert(1)', video: 4 })),
    ).toEqual({
      status: 400,
      body: { external_url: ['Enter a valid URL.'] },
    });
    expect(sb(await world.admin.call('PATCH', `/api/players/contents/${player.content}/`, { type: 'video', video: 4 }))).toEqual({
      status: 400,
      body: { video: invalidPk(4) },
    });
    const blocklist = await world.admin.call('PATCH', `/api/players/blocklist/${player.blocklist}/`, { ads: [12, '34'] });
    expect(sb(blocklist)).toMatchObject({ status: 200, body: { ads: [12, 34] } });
    expect(sb(await world.admin.call('PATCH', `/api/players/blocklist/${player.blocklist}/`, { ads: [1.5, 'x'] }))).toMatchObject({
      status: 400,
    });
  });

  it('a part is created only for a player without one; the blocklist can be deleted and made again', async () => {
    const player = await create('Alpha', world.siteA.id);
    expect(sb(await world.admin.call('POST', '/api/players/formats/', { player: player.id, type: 'floating' }))).toEqual({
      status: 400,
      body: { player: ['This player already has one.'] },
    });
    expect(sb(await world.admin.call('DELETE', `/api/players/blocklist/${player.blocklist}/`))).toEqual({ status: 204, body: '' });
    expect((await world.admin.call('GET', `/api/players/players/${player.id}/`)).json<Player>().blocklist).toBeNull();
    const made = await world.admin.call('POST', '/api/players/blocklist/', { player: player.id, ads: [7] });
    expect(sb(made)).toMatchObject({ status: 201, body: { player: player.id, ads: [7] } });
    expect(sb(await world.netB.call('POST', '/api/players/styles/', { player: player.id }))).toEqual({
      status: 400,
      body: { player: invalidPk(player.id) },
    });
  });
});

describe('OPTIONS /api/players/formats/', () => {
  it('gives the type and position choices', async () => {
    const res = await world.admin.call('OPTIONS', '/api/players/formats/');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ actions: { POST: Record<string, { choices: Array<{ value: string }> }> } }>();
    expect(body.actions.POST.type!.choices.map((c) => c.value)).toEqual(['default', 'sticky', 'floating', 'in_article']);
    expect(body.actions.POST.position!.choices.map((c) => c.value)).toEqual(['bottom_right', 'bottom_left', 'top_right', 'top_left']);
    const anonymous = await ctx.app.inject({ method: 'OPTIONS', url: '/api/players/formats/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('staff without players', () => {
  it('a staff role given no player permission is refused with 403', async () => {
    const pre = await actor(ctx, 'pre_activation');
    expect(sb(await pre.call('GET', '/api/players/players/'))).toMatchObject({ status: 403 });
  });
});
