import { describe, expect, it } from 'vitest';
import type { AdScript, AdTag, Player, Schedule } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, listPage, namesOf, sb, type Actor } from './helpers.js';
import { forbidden, invalidPk, notFound } from './expected.js';

const { world } = eachTestIn(inventoryWorld);

const vast = 'https://ads.example.com/vast?slot=1&cb=[CACHEBUSTER]';
const player = async (websiteId: number) =>
  (await world.admin.call('POST', '/api/players/players/', { name: 'P', website_id: websiteId })).json<Player>();
const adTag = async (name: string, websiteId: number, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/players/adtags/', { name, url: vast, website_id: websiteId });
  expect(res.statusCode).toBe(201);
  return res.json<AdTag>();
};
const adScript = async (websiteId: number, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/players/adscripts/', {
    ad_id: '/1234/alpha_banner',
    ad_width: 300,
    ad_height: 250,
    div_id: 'div-gpt-ad-1-0',
    website_id: websiteId,
  });
  expect(res.statusCode).toBe(201);
  return res.json<AdScript>();
};
const schedule = (p: Player) => `/api/players/schedules/${p.schedule}/`;

describe('ad tags and scripts', () => {
  it('belong to a website: listed with ?website=, 404 outside the scope, refused for a publisher to write', async () => {
    const a = await adTag('Alpha pre', world.siteA.id);
    await adTag('Beta pre', world.siteB.id);
    expect(namesOf(await listPage(world.admin.call, `/api/players/adtags/?website=${world.siteA.id}`))).toEqual(['Alpha pre']);
    expect(namesOf(await listPage(world.netB.call, '/api/players/adtags/'))).toEqual(['Beta pre']);
    expect(sb(await world.netB.call('GET', `/api/players/adtags/${a.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.netB.call('DELETE', `/api/players/adtags/${a.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.pubA.call('POST', '/api/players/adtags/', { name: 'x', url: vast, website_id: world.siteA.id }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await world.netB.call('POST', '/api/players/adtags/', { name: 'x', url: vast, website_id: world.siteA.id }))).toEqual({
      status: 400,
      body: { website_id: invalidPk(world.siteA.id) },
    });
    expect(sb(await world.admin.call('POST', '/api/players/adtags/', { name: '', url: 'ftp://x', website_id: world.siteA.id }))).toEqual({
      status: 400,
      body: { name: ['This field may not be blank.'], url: ['Enter a valid URL.'] },
    });
    const script = await adScript(world.siteA.id, world.netA);
    expect(script).toMatchObject({ ad_width: 300, ad_height: 250, div_id: 'div-gpt-ad-1-0', website_id: world.siteA.id });
    expect(sb(await world.admin.call('PATCH', `/api/players/adscripts/${script.id}/`, { ad_width: 1201, div_id: '1 bad' }))).toEqual({
      status: 400,
      body: {
        ad_width: ['Ensure this value is less than or equal to 1200.'],
        div_id: ['Enter a valid element id: a letter, then letters, digits, - and _.'],
      },
    });
  });
});

describe('schedule rules', () => {
  it('vmap lists, a vast tag and a display banner of the same website are kept', async () => {
    const p = await player(world.siteA.id);
    const [pre, mid, post] = [await adTag('pre', world.siteA.id), await adTag('mid', world.siteA.id), await adTag('post', world.siteA.id)];
    const banner = await adScript(world.siteA.id);
    const res = await world.admin.call('PATCH', schedule(p), {
      type: 'vmap',
      preroll: [pre.id, pre.id],
      midroll: [mid.id],
      postroll: [post.id],
      display_banner: banner.id,
    });
    expect(sb(res)).toMatchObject({
      status: 200,
      body: { type: 'vmap', preroll: [pre.id], midroll: [mid.id], postroll: [post.id], vast: null, display_banner: banner.id },
    });
    const single = await world.admin.call('PATCH', schedule(p), { type: 'vast', vast: mid.id });
    expect(sb(single)).toMatchObject({ status: 200, body: { type: 'vast', vast: mid.id } });
    const waterfall = await world.admin.call('PATCH', schedule(p), { type: 'multiple_vast', multiple_vast: [post.id, pre.id] });
    expect(sb(waterfall)).toMatchObject({ status: 200, body: { type: 'multiple_vast', multiple_vast: [post.id, pre.id] } });
  });

  it("refuses another website's tag or script, or a script where a tag belongs, and changes nothing", async () => {
    const p = await player(world.siteA.id);
    const mine = await adTag('mine', world.siteA.id);
    const other = await adTag('other', world.siteB.id);
    const otherScript = await adScript(world.siteB.id);
    const before = (await world.admin.call('GET', schedule(p))).json<Schedule>();
    const res = await world.admin.call('PATCH', schedule(p), {
      preroll: [mine.id, other.id],
      vast: other.id,
      display_banner: otherScript.id,
      multiple_vast: [9999],
    });
    expect(sb(res)).toEqual({
      status: 400,
      body: {
        preroll: invalidPk(other.id),
        vast: invalidPk(other.id),
        display_banner: invalidPk(otherScript.id),
        multiple_vast: invalidPk(9999),
      },
    });
    expect((await world.admin.call('GET', schedule(p))).json()).toEqual(before);
    expect(sb(await world.admin.call('PATCH', schedule(p), { type: 'waterfall' }))).toEqual({
      status: 400,
      body: { type: ['Select a valid choice.'] },
    });
  });

  it('deleting a tag or script takes it out of every schedule that named it', async () => {
    const p = await player(world.siteA.id);
    const pre = await adTag('pre', world.siteA.id);
    const keep = await adTag('keep', world.siteA.id);
    const banner = await adScript(world.siteA.id);
    await world.admin.call('PATCH', schedule(p), { preroll: [pre.id, keep.id], vast: pre.id, display_banner: banner.id });
    const versionBefore = (await world.admin.call('GET', `/api/players/players/${p.id}/`)).json<Player>().config_version;
    expect((await world.netA.call('DELETE', `/api/players/adtags/${pre.id}/`)).statusCode).toBe(204);
    expect((await world.netA.call('DELETE', `/api/players/adscripts/${banner.id}/`)).statusCode).toBe(204);
    expect((await world.admin.call('GET', schedule(p))).json()).toMatchObject({ preroll: [keep.id], vast: null, display_banner: null });
    expect((await world.admin.call('GET', `/api/players/players/${p.id}/`)).json<Player>().config_version).toBeGreaterThan(versionBefore);
  });
});
