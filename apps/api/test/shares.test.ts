import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FillRate, List, Share } from '@pubdesk/contract';
import { fillRates, shares } from '../src/modules/shares/shares.table.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, inventoryWorld, rowCounts, sb, withGrant, type Actor } from './helpers.js';
import { notFound, forbidden } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const badPercent = ['Enter a percentage from 0 to 100 with at most 2 decimal places.'];

/**
 * The four collections that set a percentage per website and format: what each is called, its
 * percentage field and a valid body for it.
 */
const kinds = [
  { path: '/api/shares/platform/', field: 'share', type: 'platform', table: shares },
  { path: '/api/shares/network/', field: 'share', type: 'network', table: shares },
  { path: '/api/fill_rate/', field: 'rate', type: null, table: fillRates },
] as const;
type Kind = (typeof kinds)[number];
const bodyFor = (kind: Kind, websiteId: number, groupId: number, percent: number | string) => ({
  website_id: websiteId,
  group_id: groupId,
  [kind.field]: percent,
  ...(kind.type === 'network' ? { network_id: world.netA.user.id } : {}),
});
const add = async (kind: Kind, websiteId: number, groupId: number, percent: number | string = 75, who: Actor = world.admin) => {
  const res = await who.call('POST', kind.path, bodyFor(kind, websiteId, groupId, percent));
  expect(res.statusCode).toBe(201);
  return res.json<Share & FillRate>();
};

describe.each(kinds)('$path', (kind) => {
  const { path, field } = kind;
  const shape = (websiteId: number, groupId: number, groupName: string, percent: string) =>
    kind.type === null
      ? { id: expect.any(Number), website_id: websiteId, group_id: groupId, group_name: groupName, rate: percent }
      : {
          id: expect.any(Number),
          website_id: websiteId,
          type: kind.type,
          group_id: groupId,
          group_name: groupName,
          share: percent,
          network_id: kind.type === 'network' ? world.netA.user.id : null,
        };

  it('creates from a number or a decimal string, stored and answered with 2 decimals', async () => {
    const first = await world.admin.call('POST', path, bodyFor(kind, world.siteA.id, world.mrec.id, 75));
    expect(sb(first)).toEqual({ status: 201, body: shape(world.siteA.id, world.mrec.id, 'Medium Rectangle', '75.00') });
    const second = await world.admin.call('POST', path, bodyFor(kind, world.siteA.id, world.native.id, ' 99.5 '));
    expect(sb(second)).toEqual({ status: 201, body: shape(world.siteA.id, world.native.id, 'Native', '99.50') });
    await add(kind, world.siteB.id, world.mrec.id, '100');
    await add(kind, world.siteB.id, world.native.id, 0);
    const stored = await ctx.database.db.select().from(kind.table).orderBy(kind.table.id);
    expect(stored.map((r) => ('rate' in r ? r.rate : r.share))).toEqual(['75.00', '99.50', '100.00', '0.00']);
  });

  it('lists in the DRF envelope, filtered by website', async () => {
    const a1 = await add(kind, world.siteA.id, world.mrec.id, 10);
    const a2 = await add(kind, world.siteA.id, world.native.id, 20);
    await add(kind, world.siteB.id, world.mrec.id, 30);
    const res = await world.admin.call('GET', `${path}?website=${world.siteA.id}`);
    expect(sb(res)).toEqual({ status: 200, body: { count: 2, next: null, previous: null, results: [a1, a2] } });
    const paged = (await world.admin.call('GET', `${path}?limit=2`)).json<List<Share>>();
    expect(paged).toMatchObject({ count: 3, previous: null, results: [a1, a2] });
    expect(Object.fromEntries(new URL(paged.next!).searchParams)).toEqual({ limit: '2', offset: '2' });
    expect((await world.admin.call('GET', `${path}?page=2&limit=2`)).json()).toMatchObject({ count: 3, results: [{ [field]: '30.00' }] });
  });

  it('refuses a percentage out of range or with 3 decimals, and bad references', async () => {
    for (const percent of [100.001, '100.01', 101, -1, '-0.5', 'abc', '12.345', '', '1e2']) {
      const res = await world.admin.call('POST', path, bodyFor(kind, world.siteA.id, world.mrec.id, percent));
      expect({ percent, ...sb(res) }).toEqual({ percent, status: 400, body: { [field]: badPercent } });
    }
    expect(sb(await world.admin.call('POST', path, { website_id: world.siteA.id, group_id: world.mrec.id }))).toEqual({
      status: 400,
      body: { [field]: ['This field is required.'] },
    });
    expect(sb(await world.admin.call('POST', path, { [field]: 50 }))).toEqual({
      status: 400,
      body: { website_id: ['This field is required.'], group_id: ['This field is required.'] },
    });
    expect(sb(await world.admin.call('POST', path, bodyFor(kind, world.siteA.id, 9999, 50)))).toEqual({
      status: 400,
      body: { group_id: ['Invalid pk "9999" - object does not exist.'] },
    });
    expect(sb(await world.admin.call('POST', path, bodyFor(kind, 9999, world.mrec.id, 50)))).toEqual({
      status: 400,
      body: { website_id: ['Invalid pk "9999" - object does not exist.'] },
    });
    expect(await rowCounts(ctx, ['shares', 'fill_rates'])).toEqual({ shares: 0, fill_rates: 0 });
  });

  it('refuses a second entry for the same website and format', async () => {
    await add(kind, world.siteA.id, world.mrec.id, 50);
    const res = await world.admin.call('POST', path, bodyFor(kind, world.siteA.id, world.mrec.id, 60));
    const what = kind.type === null ? 'fill rate' : 'share';
    expect(sb(res)).toEqual({ status: 400, body: { group_id: [`A ${what} for this group already exists on this website.`] } });
    // The same format on another website is fine.
    await add(kind, world.siteB.id, world.mrec.id, 60);
    expect(await ctx.database.db.select().from(kind.table).where(eq(kind.table.websiteId, world.siteA.id))).toHaveLength(1);
  });

  it('deletes by id; unknown id 404', async () => {
    const entry = await add(kind, world.siteA.id, world.mrec.id);
    const res = await world.admin.call('DELETE', `${path}${entry.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await world.admin.call('GET', path)).json()).toMatchObject({ count: 0, results: [] });
    expect(sb(await world.admin.call('DELETE', `${path}${entry.id}/`))).toEqual({ status: 404, body: notFound });
  });

  it("networks see only their websites' entries; they may not add or delete; with the permission, another's is still 404", async () => {
    const mine = await add(kind, world.siteA.id, world.mrec.id);
    const theirs = await add(kind, world.siteB.id, world.mrec.id);
    // The platform's percentage is staff's: a network sees its own network shares and fill rates
    // only, a publisher none (portal.inventory.test.ts).
    expect(sb(await world.netA.call('GET', path))).toEqual({
      status: 200,
      body: { count: kind.type === 'platform' ? 0 : 1, next: null, previous: null, results: kind.type === 'platform' ? [] : [mine] },
    });
    expect(sb(await world.pubB.call('GET', path))).toEqual({ status: 403, body: forbidden });
    expect((await world.netA.call('GET', `${path}?website=${world.siteB.id}`)).json()).toMatchObject({ count: 0, results: [] });

    expect(sb(await world.netA.call('POST', path, bodyFor(kind, world.siteA.id, world.native.id, 50)))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await world.netA.call('DELETE', `${path}${mine.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await world.pubA.call('DELETE', `${path}${mine.id}/`))).toEqual({ status: 403, body: forbidden });

    const [add_, delete_] =
      kind.type === null
        ? (['shares.add_fillrate', 'shares.delete_fillrate'] as const)
        : (['shares.add_share', 'shares.delete_share'] as const);
    await withGrant(ctx, 'network', add_, () =>
      withGrant(ctx, 'network', delete_, async () => {
        expect(sb(await world.netA.call('DELETE', `${path}${theirs.id}/`))).toEqual({ status: 404, body: notFound });
        expect(sb(await world.netA.call('POST', path, bodyFor(kind, world.siteB.id, world.native.id, 50)))).toEqual({
          status: 400,
          body: { website_id: [`Invalid pk "${world.siteB.id}" - object does not exist.`] },
        });
        expect((await world.netA.call('DELETE', `${path}${mine.id}/`)).statusCode).toBe(204);
      }),
    );
    expect((await world.admin.call('GET', path)).json()).toMatchObject({ count: 1, results: [{ id: theirs.id }] });
  });

  it('staff who run inventory add and delete', async () => {
    const operator = await actor(ctx, 'ad_operation');
    await assignStaff(ctx, operator.user, { network: world.netA.user.id });
    const entry = await add(kind, world.siteA.id, world.mrec.id, '12.5', operator);
    expect(entry).toMatchObject({ [field]: '12.50' });
    expect((await operator.call('DELETE', `${path}${entry.id}/`)).statusCode).toBe(204);
  });
});

describe('/api/shares/ stages', () => {
  it('a share id of one stage is 404 on another stage', async () => {
    const platform = await add(kinds[0], world.siteA.id, world.mrec.id);
    expect(sb(await world.admin.call('DELETE', `/api/shares/network/${platform.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('DELETE', `/api/shares/pmp/${platform.id}/`))).toEqual({ status: 404, body: notFound });
    expect((await world.admin.call('GET', '/api/shares/network/')).json()).toMatchObject({ count: 0 });
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 1 });
    // The same format may carry a share at every stage.
    await add(kinds[1], world.siteA.id, world.mrec.id);
    expect(
      (await world.admin.call('POST', '/api/shares/pmp/', { website_id: world.siteA.id, group_id: world.mrec.id, share: 90 })).statusCode,
    ).toBe(201);
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 3 });
  });

  it('network shares need the network_id of a network user; one per network and format', async () => {
    const path = '/api/shares/network/';
    const base = { website_id: world.siteA.id, group_id: world.mrec.id, share: 75 };
    expect(sb(await world.admin.call('POST', path, base))).toEqual({ status: 400, body: { network_id: ['This field is required.'] } });
    expect(sb(await world.admin.call('POST', path, { ...base, network_id: null }))).toEqual({
      status: 400,
      body: { network_id: ['This field is required.'] },
    });
    for (const networkId of [world.pubA.user.id, world.admin.user.id, 9999]) {
      expect(sb(await world.admin.call('POST', path, { ...base, network_id: networkId }))).toEqual({
        status: 400,
        body: { network_id: ['Select a user with the network role.'] },
      });
    }
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 0 });
    const a = await world.admin.call('POST', path, { ...base, network_id: world.netA.user.id });
    expect(sb(a)).toMatchObject({ status: 201, body: { type: 'network', network_id: world.netA.user.id, share: '75.00' } });
    // A second network may take its share of the same format; the same network may not.
    const b = await world.admin.call('POST', path, { ...base, network_id: world.netB.user.id, share: '5' });
    expect(sb(b)).toMatchObject({ status: 201, body: { network_id: world.netB.user.id, share: '5.00' } });
    expect(sb(await world.admin.call('POST', path, { ...base, network_id: world.netA.user.id }))).toEqual({
      status: 400,
      body: { group_id: ['A share for this group already exists on this website.'] },
    });
    // Platform shares ignore a network_id.
    const platform = await world.admin.call('POST', '/api/shares/platform/', { ...base, network_id: world.netA.user.id });
    expect(sb(platform)).toMatchObject({ status: 201, body: { type: 'platform', network_id: null } });
  });
});

describe('/api/shares/pmp/', () => {
  const path = '/api/shares/pmp/';

  it('is the admin’s: list, create, delete', async () => {
    const res = await world.admin.call('POST', path, { website_id: world.siteA.id, group_id: world.mrec.id, share: '95' });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        website_id: world.siteA.id,
        type: 'pmp',
        group_id: world.mrec.id,
        group_name: 'Medium Rectangle',
        share: '95.00',
        network_id: null,
      },
    });
    const created = res.json<Share>();
    expect(sb(await world.admin.call('GET', `${path}?website=${world.siteA.id}`))).toEqual({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [created] },
    });
    expect((await world.admin.call('GET', `${path}?website=${world.siteB.id}`)).json()).toMatchObject({ count: 0, results: [] });
    expect(sb(await world.admin.call('POST', path, { website_id: world.siteA.id, group_id: world.mrec.id, share: 100.001 }))).toEqual({
      status: 400,
      body: { share: badPercent },
    });
    expect(sb(await world.admin.call('POST', path, { website_id: world.siteA.id, group_id: world.mrec.id, share: 50 }))).toEqual({
      status: 400,
      body: { group_id: ['A share for this group already exists on this website.'] },
    });
    expect((await world.admin.call('DELETE', `${path}${created.id}/`)).statusCode).toBe(204);
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 0 });
  });

  it('is 403 for everyone else, and nothing changes', async () => {
    const created = (
      await world.admin.call('POST', path, { website_id: world.siteA.id, group_id: world.mrec.id, share: 95 })
    ).json<Share>();
    const others = [
      await actor(ctx, 'organization'),
      await actor(ctx, 'developer'),
      await actor(ctx, 'account_manager'),
      world.netA,
      world.pubA,
    ];
    for (const who of others) {
      const role = who.user.role;
      const attempts = [
        await who.call('GET', path),
        await who.call('POST', path, { website_id: world.siteA.id, group_id: world.native.id, share: 95 }),
        await who.call('DELETE', `${path}${created.id}/`),
      ];
      expect({ role, results: attempts.map(sb) }).toEqual({ role, results: Array(3).fill({ status: 403, body: forbidden }) });
    }
    // Their other share stages stay open to them.
    expect((await others[0]!.call('GET', '/api/shares/platform/')).statusCode).toBe(200);
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 1 });
  });
});
