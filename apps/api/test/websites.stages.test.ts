import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Website, WebsiteStages } from '@pubdesk/contract';
import { shares } from '../src/modules/shares/shares.table.js';
import { wallets } from '../src/modules/wallets/index.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, inventoryWorld, rowCounts, sb } from './helpers.js';
import { forbidden, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const url = '/api/websites/stages/';
/** What the wizard writes; `group_types` is there to show no format is created on the side. */
const written = ['websites', 'wallets', 'placement_groups', 'fill_rates', 'shares', 'players', 'group_types'];

/** Everything the five steps can send: two formats, every stage of shares, two players. */
function fullPayload(): WebsiteStages {
  const { mrec, native, netA, netB, pubA } = world;
  return {
    website: {
      name: 'Wizard Site',
      url: 'https://wizard.example.com',
      category: 'technology',
      status: 'active',
      network: netA.user.id,
      publisher: pubA.user.id,
    },
    placements: [
      { name: 'Top banner', group_id: mrec.id },
      { name: 'In-feed', group_id: native.id, status: 'suspended' },
    ],
    fill_rates: [
      { group_id: mrec.id, rate: 85 },
      { group_id: native.id, rate: '70.5' },
    ],
    shares: {
      platform: [{ group_id: mrec.id, share: '80' }],
      pmp: [{ group_id: mrec.id, share: 95.25 }],
      network: [
        { group_id: mrec.id, share: 75 }, // network_id: the website's network
        { group_id: native.id, share: '60.00', network_id: netB.user.id },
      ],
    },
    players: [{ name: 'Main player' }, { name: 'Sidebar player' }],
  };
}

describe('POST /api/websites/stages/', () => {
  it('writes the whole wizard in one go and answers with every row it made', async () => {
    const { mrec, native, netA, netB, pubA } = world;
    const before = await rowCounts(ctx, written);
    const res = await world.admin.call('POST', url, fullPayload());
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: number; website: Website }>();
    // The wizard's shares and fill rates are each key's first period: every day.
    const always = { start_date: null, end_date: null };
    const id = body.id;
    expect(body).toEqual({
      id,
      website: {
        id,
        name: 'Wizard Site',
        url: 'https://wizard.example.com',
        category: 'technology',
        status: 'active',
        ad_type: 'display',
        network: netA.user.id,
        publisher: pubA.user.id,
        assignment: { network: netA.user.id, publisher: pubA.user.id },
        created_at: isoTime,
        updated_at: isoTime,
      },
      placements: [
        {
          id: expect.any(Number),
          name: 'Top banner',
          group_id: mrec.id,
          group_name: 'Medium Rectangle',
          website_id: id,
          status: 'active',
          created_at: isoTime,
        },
        {
          id: expect.any(Number),
          name: 'In-feed',
          group_id: native.id,
          group_name: 'Native',
          website_id: id,
          status: 'suspended',
          created_at: isoTime,
        },
      ],
      fill_rates: [
        { id: expect.any(Number), website_id: id, group_id: mrec.id, group_name: 'Medium Rectangle', rate: '85.00', ...always },
        { id: expect.any(Number), website_id: id, group_id: native.id, group_name: 'Native', rate: '70.50', ...always },
      ],
      shares: [
        {
          id: expect.any(Number),
          website_id: id,
          type: 'platform',
          group_id: mrec.id,
          group_name: 'Medium Rectangle',
          share: '80.00',
          network_id: null,
          ...always,
        },
        {
          id: expect.any(Number),
          website_id: id,
          type: 'pmp',
          group_id: mrec.id,
          group_name: 'Medium Rectangle',
          share: '95.25',
          network_id: null,
          ...always,
        },
        {
          id: expect.any(Number),
          website_id: id,
          type: 'network',
          group_id: mrec.id,
          group_name: 'Medium Rectangle',
          share: '75.00',
          network_id: netA.user.id,
          ...always,
        },
        {
          id: expect.any(Number),
          website_id: id,
          type: 'network',
          group_id: native.id,
          group_name: 'Native',
          share: '60.00',
          network_id: netB.user.id,
          ...always,
        },
      ],
      players: [
        { id: expect.any(Number), name: 'Main player', website_id: id, status: 'pending' },
        { id: expect.any(Number), name: 'Sidebar player', website_id: id, status: 'pending' },
      ],
    });
    expect(await rowCounts(ctx, written)).toEqual({
      ...before,
      websites: before.websites! + 1,
      wallets: before.wallets! + 1,
      placement_groups: 2,
      fill_rates: 2,
      shares: 4,
      players: 2,
    });
    expect(await ctx.database.db.select().from(wallets).where(eq(wallets.websiteId, id))).toEqual([
      expect.objectContaining({ websiteId: id, total: '0.0000', status: 'active' }),
    ]);
    // The rows are the ones the screens read back.
    expect(sb(await world.admin.call('GET', `/api/websites/${id}/`))).toEqual({ status: 200, body: body.website });
    expect((await world.admin.call('GET', `/api/placements_groups/?website=${id}`)).json()).toMatchObject({ count: 2 });
    expect((await world.admin.call('GET', `/api/shares/network/?website=${id}`)).json()).toMatchObject({ count: 2 });
    expect((await world.netA.call('GET', `/api/websites/${id}/`)).statusCode).toBe(200);
  });

  it('needs only the website step', async () => {
    const res = await world.admin.call('POST', url, { website: { name: 'Bare', url: 'https://bare.example.com', category: 'news' } });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        website: expect.objectContaining({ name: 'Bare', status: 'pending', network: null, publisher: null }),
        placements: [],
        fill_rates: [],
        shares: [],
        players: [],
      },
    });
    expect(await rowCounts(ctx, ['websites', 'wallets'])).toEqual({ websites: 3, wallets: 3 });
  });

  it('network shares default to the website’s network; without one they need a network_id', async () => {
    const payload = {
      website: { name: 'N', url: 'https://n.example.com', category: 'news', network: world.netB.user.id },
      shares: { network: [{ group_id: world.mrec.id, share: 50 }] },
    };
    const res = await world.admin.call('POST', url, payload);
    expect(sb(res)).toMatchObject({ status: 201, body: { shares: [{ type: 'network', network_id: world.netB.user.id, share: '50.00' }] } });
    const id = res.json<{ id: number }>().id;
    expect(await ctx.database.db.select({ networkId: shares.networkId }).from(shares).where(eq(shares.websiteId, id))).toEqual([
      { networkId: world.netB.user.id },
    ]);

    const before = await rowCounts(ctx, written);
    const orphan = {
      website: { name: 'O', url: 'https://o.example.com', category: 'news' },
      shares: {
        network: [
          { group_id: world.mrec.id, share: 50 },
          { group_id: world.native.id, share: 50, network_id: world.pubA.user.id },
        ],
      },
    };
    expect(sb(await world.admin.call('POST', url, orphan))).toEqual({
      status: 400,
      body: {
        'shares.network.0.network_id': ['Select a user with the network role.'],
        'shares.network.1.network_id': ['Select a user with the network role.'],
      },
    });
    expect(await rowCounts(ctx, written)).toEqual(before);

    // A scoped manager's share names a network it may see: network B, assigned to nobody it manages, is none to it.
    const manager = await actor(ctx, 'account_manager');
    await assignStaff(ctx, manager.user, { network: world.netA.user.id });
    const theirs = {
      website: { name: 'M', url: 'https://m.example.com', category: 'news', network: world.netA.user.id },
      shares: { network: [{ group_id: world.mrec.id, share: 50, network_id: world.netB.user.id }] },
    };
    expect(sb(await manager.call('POST', url, theirs))).toEqual({
      status: 400,
      body: { 'shares.network.0.network_id': ['Select a user with the network role.'] },
    });
    expect(await rowCounts(ctx, written)).toEqual(before);
  });

  describe('is all or nothing: one bad row writes no row at all', () => {
    const cases: Array<[string, (p: WebsiteStages) => void, Record<string, string[]>]> = [
      [
        'an unknown format in placements[1]',
        (p) => (p.placements![1]!.group_id = 9999),
        { 'placements.1.group_id': ['Invalid pk "9999" - object does not exist.'] },
      ],
      [
        'a share over 100',
        (p) => (p.shares!.platform![0]!.share = '100.01'),
        { 'shares.platform.0.share': ['Enter a percentage from 0 to 100 with at most 2 decimal places.'] },
      ],
      [
        'a share with 3 decimals',
        (p) => (p.shares!.platform![0]!.share = 12.345),
        { 'shares.platform.0.share': ['Enter a percentage from 0 to 100 with at most 2 decimal places.'] },
      ],
      [
        'a negative fill rate',
        (p) => (p.fill_rates![0]!.rate = -1),
        { 'fill_rates.0.rate': ['Enter a percentage from 0 to 100 with at most 2 decimal places.'] },
      ],
      [
        'a format twice in fill_rates',
        (p) => (p.fill_rates![1]!.group_id = world.mrec.id),
        { 'fill_rates.1.group_id': ['This group is already in the list.'] },
      ],
      [
        'a format twice in one share stage',
        (p) => p.shares!.platform!.push({ group_id: world.mrec.id, share: 10 }),
        { 'shares.platform.1.group_id': ['This group is already in the list.'] },
      ],
      ['a bad website url', (p) => (p.website.url = 'wizard'), { 'website.url': ['Enter a valid URL.'] }],
      [
        'a website category that is not a choice',
        (p) => (p.website.category = 'gossip' as 'news'),
        { 'website.category': ['Select a valid choice.'] },
      ],
      [
        'a publisher as the website’s network',
        (p) => (p.website.network = world.pubA.user.id),
        { 'website.network': ['Select a user with the network role.'] },
      ],
      [
        'a network as the website’s publisher',
        (p) => (p.website.publisher = world.netB.user.id),
        { 'website.publisher': ['Select a user with the publisher role.'] },
      ],
      ['a player without a name', (p) => (p.players![1]!.name = ' '), { 'players.1.name': ['This field may not be blank.'] }],
      [
        'a placement without a name',
        (p) => delete (p.placements![0] as { name?: string }).name,
        { 'placements.0.name': ['This field is required.'] },
      ],
      [
        'a fill rate without its rate',
        (p) => delete (p.fill_rates![1] as { rate?: number }).rate,
        { 'fill_rates.1.rate': ['This field is required.'] },
      ],
      [
        'a share without its format',
        (p) => delete (p.shares!.network![0] as { group_id?: number }).group_id,
        { 'shares.network.0.group_id': ['This field is required.'] },
      ],
      [
        'a network share naming a publisher',
        (p) => (p.shares!.network![1]!.network_id = world.pubB.user.id),
        { 'shares.network.1.network_id': ['Select a user with the network role.'] },
      ],
    ];
    it.each(cases)('%s', async (_, spoil, errors) => {
      const payload = fullPayload();
      spoil(payload);
      const before = await rowCounts(ctx, written);
      expect(sb(await world.admin.call('POST', url, payload))).toEqual({ status: 400, body: errors });
      expect(await rowCounts(ctx, written)).toEqual(before);
    });

    it('names every bad row at once', async () => {
      const payload = fullPayload();
      payload.placements![0]!.group_id = 8888;
      payload.shares!.pmp![0]!.group_id = 7777;
      payload.fill_rates![1]!.group_id = world.mrec.id;
      const before = await rowCounts(ctx, written);
      expect(sb(await world.admin.call('POST', url, payload))).toEqual({
        status: 400,
        body: {
          'placements.0.group_id': ['Invalid pk "8888" - object does not exist.'],
          'shares.pmp.0.group_id': ['Invalid pk "7777" - object does not exist.'],
          'fill_rates.1.group_id': ['This group is already in the list.'],
        },
      });
      expect(await rowCounts(ctx, written)).toEqual(before);
    });

    it('a network share for the website’s network, named and defaulted, is one share twice', async () => {
      const payload = fullPayload();
      payload.shares!.network = [
        { group_id: world.mrec.id, share: 70 },
        { group_id: world.mrec.id, share: 75, network_id: world.netA.user.id },
      ];
      const before = await rowCounts(ctx, written);
      expect(sb(await world.admin.call('POST', url, payload))).toEqual({
        status: 400,
        body: { 'shares.network.1.group_id': ['This group is already in the list.'] },
      });
      expect(await rowCounts(ctx, written)).toEqual(before);
    });
  });

  describe('permissions', () => {
    it('PMP shares are the admin’s: organization and developer get 403 and nothing is written', async () => {
      for (const role of ['organization', 'developer'] as const) {
        const staff = await actor(ctx, role);
        const before = await rowCounts(ctx, written);
        expect({ role, ...sb(await staff.call('POST', url, fullPayload())) }).toEqual({ role, status: 403, body: forbidden });
        expect(await rowCounts(ctx, written)).toEqual(before);
        // Without the PMP stage the same payload goes through.
        const payload = fullPayload();
        payload.shares!.pmp = [];
        payload.website.name = `By ${role}`;
        expect({ role, ...sb(await staff.call('POST', url, payload)) }).toMatchObject({
          role,
          status: 201,
          body: { shares: { length: 3 } },
        });
      }
    });

    it('a publisher may add only the website through the wizard, pending, as through POST /websites/', async () => {
      const website = { name: 'P', url: 'https://p.example.com', category: 'news', status: 'active' };
      const before = await rowCounts(ctx, written);
      const placements = [{ name: 'Top', group_id: world.mrec.id }];
      for (const extra of [{ placements }, { players: [{ name: 'Player' }] }]) {
        expect({ extra, ...sb(await world.pubA.call('POST', url, { website, ...extra })) }).toEqual({
          extra,
          status: 403,
          body: forbidden,
        });
      }
      expect(await rowCounts(ctx, written)).toEqual(before);
      expect(sb(await world.pubA.call('POST', url, { website }))).toMatchObject({
        status: 201,
        body: { website: { status: 'pending', publisher: world.pubA.user.id }, placements: [], players: [] },
      });
    });

    it('a network creates its own website with placements and players, in its formats only', async () => {
      const { netA, netB, mrec, native } = world;
      const payload = {
        website: { name: 'Net Site', url: 'https://netsite.example.com', category: 'news', network: netB.user.id },
        placements: [{ name: 'Top', group_id: mrec.id }],
        players: [{ name: 'Player' }],
      };
      const res = await netA.call('POST', url, payload);
      expect(sb(res)).toMatchObject({
        status: 201,
        body: { website: { network: netA.user.id }, placements: [{ group_id: mrec.id }], players: [{ name: 'Player' }] },
      });
      // A staff-only format is as unknown to a network as a missing one.
      const before = await rowCounts(ctx, written);
      const hidden = { ...payload, placements: [{ name: 'Native', group_id: native.id }] };
      expect(sb(await netA.call('POST', url, hidden))).toEqual({
        status: 400,
        body: { 'placements.0.group_id': [`Invalid pk "${native.id}" - object does not exist.`] },
      });
      expect(await rowCounts(ctx, written)).toEqual(before);
    });

    it('a network cannot set shares or fill rates through the wizard, as it cannot through /shares/', async () => {
      const { netA, mrec } = world;
      const website = { name: 'Net Site', url: 'https://netsite.example.com', category: 'news' };
      const before = await rowCounts(ctx, written);
      for (const extra of [
        { shares: { platform: [{ group_id: mrec.id, share: 100 }] } },
        { shares: { network: [{ group_id: mrec.id, share: 100 }] } },
        { fill_rates: [{ group_id: mrec.id, rate: 100 }] },
      ]) {
        expect({ extra, ...sb(await netA.call('POST', url, { website, ...extra })) }).toEqual({ extra, status: 403, body: forbidden });
      }
      expect(sb(await netA.call('POST', '/api/shares/platform/', { website_id: world.siteA.id, group_id: mrec.id, share: 100 }))).toEqual({
        status: 403,
        body: forbidden,
      });
      expect(await rowCounts(ctx, written)).toEqual(before);
    });
  });
});
