/**
 * What a network may not move once staff have connected it to a demand source: the host of a
 * website whose domain data items take the reports' rows of that host, and a placement group
 * that has data items. Either move would take revenue measured elsewhere (another website's
 * host) or owed to someone else (the publisher, the platform's share) to wherever the network
 * chose. Staff still move both.
 */
import { describe, expect, it } from 'vitest';
import { messages, type PlacementGroup, type Website } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, sb } from './helpers.js';
import { seedData, seedPlacementGroup, seedSupplier } from './demand-fixtures.js';

const { ctx, world: w } = eachTestIn(async (ctx) => {
  const world = await inventoryWorld(ctx);
  const source = await seedSupplier(ctx, { name: 'Google Ad Manager', advertiserId: '4839201' });
  const group = await seedPlacementGroup(ctx, { websiteId: world.siteA.id, groupId: world.mrec.id, name: 'Top A' });
  return { ...world, source, group };
});

const siteUrl = () => `/api/websites/${w.siteA.id}/`;
const groupUrl = () => `/api/placements_groups/${w.group.id}/`;

describe("a website's address", () => {
  it('a network changes the host only while no domain data item is matched by it; the path, and staff, always', async () => {
    await seedData(ctx, { placementGroupId: w.group.id, supplierId: w.source.id, groupId: w.mrec.id, type: 'placement' });
    expect(sb(await w.netA.call('PATCH', siteUrl(), { url: 'https://alpha-news.example.com' }))).toMatchObject({ status: 200 });

    await seedData(ctx, { placementGroupId: w.group.id, supplierId: w.source.id, groupId: w.mrec.id, type: 'domain', dfpPlacementId: '' });
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await w.netA.call(method, siteUrl(), { name: 'Alpha', url: 'https://beta.example.org', category: 'news' });
      expect({ method, ...sb(res) }).toEqual({ method, status: 400, body: { url: [messages.websites.hostByStaff] } });
    }
    expect(sb(await w.netA.call('PATCH', siteUrl(), { url: 'https://alpha-news.example.com/home' }))).toMatchObject({ status: 200 });
    expect((await w.admin.call('GET', siteUrl())).json<Website>().url).toBe('https://alpha-news.example.com/home');
    expect(sb(await w.admin.call('PATCH', siteUrl(), { url: 'https://alpha.example.net' }))).toMatchObject({
      status: 200,
      body: { url: 'https://alpha.example.net' },
    });
  });
});

describe("a placement group's website", () => {
  it('a network moves its group to another of its websites only while it has no data items; staff move it either way', async () => {
    const made = await w.netA.call('POST', '/api/websites/', { name: 'Gamma', url: 'https://gamma.example.com', category: 'news' });
    const gamma = made.json<Website>().id;
    expect(sb(await w.netA.call('PATCH', groupUrl(), { website_id: gamma }))).toMatchObject({ status: 200, body: { website_id: gamma } });
    expect(sb(await w.netA.call('PATCH', groupUrl(), { website_id: w.siteA.id }))).toMatchObject({ status: 200 });

    await seedData(ctx, { placementGroupId: w.group.id, supplierId: w.source.id, groupId: w.mrec.id });
    expect(sb(await w.netA.call('PATCH', groupUrl(), { website_id: gamma }))).toEqual({
      status: 400,
      body: { website_id: [messages.placementGroups.moveByStaff] },
    });
    expect((await w.admin.call('GET', groupUrl())).json<PlacementGroup>().website_id).toBe(w.siteA.id);
    expect(sb(await w.admin.call('PATCH', groupUrl(), { website_id: gamma }))).toMatchObject({ status: 200, body: { website_id: gamma } });
  });
});
