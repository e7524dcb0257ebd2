import { describe, expect, it } from 'vitest';
import type { FillRate, List, Share } from '@pubdesk/contract';
import { fillRates, shares } from '../src/modules/shares/shares.table.js';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, inventoryWorld, rowCounts, sb, withGrant, type Actor } from './helpers.js';
import { notFound, forbidden } from './expected.js';

const { ctx, world } = eachTestIn(inventoryWorld);

/** A day no period has started on yet: what may still be deleted. */
const later = '2099-01-01';
/** A list answers the periods without the recomputation a POST answers. */
const listed = <T extends object>(item: T): Omit<T, 'recomputation'> => {
  const { recomputation: _, ...rest } = item as T & { recomputation?: unknown };
  return rest;
};

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
  return res.json<Share & FillRate & { recomputation: null }>();
};

describe.each(kinds)('$path', (kind) => {
  const { path, field } = kind;
  const shape = (websiteId: number, groupId: number, groupName: string, percent: string) =>
    kind.type === null
      ? { id: expect.any(Number), website_id: websiteId, group_id: groupId, group_name: groupName, rate: percent, ...firstPeriod }
      : {
          id: expect.any(Number),
          website_id: websiteId,
          type: kind.type,
          group_id: groupId,
          group_name: groupName,
          share: percent,
          network_id: kind.type === 'network' ? world.netA.user.id : null,
          ...firstPeriod,
        };
  // A key's first period covers every day, and nothing was counted to recompute.
  const firstPeriod = { start_date: null, end_date: null, recomputation: null };

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
    expect(sb(res)).toEqual({ status: 200, body: { count: 2, next: null, previous: null, results: [a1, a2].map(listed) } });
    const paged = (await world.admin.call('GET', `${path}?limit=2`)).json<List<Share>>();
    expect(paged).toMatchObject({ count: 3, previous: null, results: [a1, a2].map(listed) });
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

  it('a second entry for the same website and format starts today and ends the first; a second start on one day is refused', async () => {
    const first = await add(kind, world.siteA.id, world.mrec.id, 50);
    const today = dayIn(ctx.config.REPORT_TZ);
    const second = await add(kind, world.siteA.id, world.mrec.id, 60);
    expect(second).toMatchObject({ start_date: today, end_date: null });
    const res = await world.admin.call('POST', path, { ...bodyFor(kind, world.siteA.id, world.mrec.id, 70), start_date: today });
    expect(sb(res)).toEqual({
      status: 400,
      body: { start_date: ['Another period already starts on this day; choose another start date.'] },
    });
    // The same format on another website is a key of its own.
    await add(kind, world.siteB.id, world.mrec.id, 60);
    const history = (await world.admin.call('GET', `${path}?website=${world.siteA.id}&history=true`)).json<List<Share & FillRate>>();
    expect(history.results.map((p) => [p.id, p.start_date, p.end_date])).toEqual([
      [first.id, null, addDays(today, -1)],
      [second.id, today, null],
    ]);
    expect((await world.admin.call('GET', `${path}?website=${world.siteA.id}`)).json()).toMatchObject({
      count: 1,
      results: [{ id: second.id }],
    });
  });

  it('deletes a period that has not started (the one before takes its days back); a started one 400; unknown id 404', async () => {
    const entry = await add(kind, world.siteA.id, world.mrec.id);
    const future = (
      await world.admin.call('POST', path, { ...bodyFor(kind, world.siteA.id, world.mrec.id, 10), start_date: later })
    ).json<Share>();
    expect(future).toMatchObject({ start_date: later, end_date: null, recomputation: null });
    const res = await world.admin.call('DELETE', `${path}${future.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await world.admin.call('GET', `${path}?history=true`)).json()).toMatchObject({
      count: 1,
      results: [{ id: entry.id, end_date: null }],
    });
    expect(sb(await world.admin.call('DELETE', `${path}${future.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('DELETE', `${path}${entry.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['This period has already started and cannot be deleted; add a new period to end it.'] },
    });
  });

  it("networks see only their websites' entries; they may not add or delete; with the permission, another's is still 404", async () => {
    const first = await add(kind, world.siteA.id, world.mrec.id);
    const theirs = await add(kind, world.siteB.id, world.mrec.id);
    const mineLater = (
      await world.admin.call('POST', path, { ...bodyFor(kind, world.siteA.id, world.mrec.id, 20), start_date: later })
    ).json<Share>();
    // The later period ends the first the day before it starts.
    const mine = { ...listed(first), end_date: addDays(later, -1) };
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
    expect(sb(await world.netA.call('DELETE', `${path}${mineLater.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await world.pubA.call('DELETE', `${path}${mineLater.id}/`))).toEqual({ status: 403, body: forbidden });

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
        expect((await world.netA.call('DELETE', `${path}${mineLater.id}/`)).statusCode).toBe(204);
      }),
    );
    expect((await world.admin.call('GET', `${path}?history=true`)).json()).toMatchObject({
      count: 2,
      results: [{ id: mine.id }, { id: theirs.id }],
    });
  });

  it('staff who run inventory add and delete', async () => {
    const operator = await actor(ctx, 'ad_operation');
    await assignStaff(ctx, operator.user, { network: world.netA.user.id });
    const entry = await add(kind, world.siteA.id, world.mrec.id, '12.5', operator);
    expect(entry).toMatchObject({ [field]: '12.50' });
    const next = (
      await operator.call('POST', path, { ...bodyFor(kind, world.siteA.id, world.mrec.id, 13), start_date: later })
    ).json<Share>();
    expect((await operator.call('DELETE', `${path}${next.id}/`)).statusCode).toBe(204);
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

  it("a scoped manager's network share names a network it may see: another is no network to it", async () => {
    const manager = await actor(ctx, 'account_manager');
    await assignStaff(ctx, manager.user, { website: world.siteA.id });
    const base = { website_id: world.siteA.id, group_id: world.mrec.id, share: 75 };
    expect(sb(await manager.call('POST', '/api/shares/network/', { ...base, network_id: world.netB.user.id }))).toEqual({
      status: 400,
      body: { network_id: ['Select a user with the network role.'] },
    });
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 0 });
    expect((await manager.call('POST', '/api/shares/network/', { ...base, network_id: world.netA.user.id })).statusCode).toBe(201);
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
    const today = dayIn(ctx.config.REPORT_TZ);
    expect(sb(await world.admin.call('POST', path, { ...base, network_id: world.netA.user.id, start_date: today }))).toMatchObject({
      status: 201,
      body: { network_id: world.netA.user.id, start_date: today },
    });
    expect(sb(await world.admin.call('POST', path, { ...base, network_id: world.netA.user.id, start_date: today }))).toEqual({
      status: 400,
      body: { start_date: ['Another period already starts on this day; choose another start date.'] },
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
        start_date: null,
        end_date: null,
        recomputation: null,
      },
    });
    const created = res.json<Share>();
    expect(sb(await world.admin.call('GET', `${path}?website=${world.siteA.id}`))).toEqual({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [listed(created)] },
    });
    expect((await world.admin.call('GET', `${path}?website=${world.siteB.id}`)).json()).toMatchObject({ count: 0, results: [] });
    expect(sb(await world.admin.call('POST', path, { website_id: world.siteA.id, group_id: world.mrec.id, share: 100.001 }))).toEqual({
      status: 400,
      body: { share: badPercent },
    });
    const next = await world.admin.call('POST', path, {
      website_id: world.siteA.id,
      group_id: world.mrec.id,
      share: 50,
      start_date: later,
    });
    expect(sb(next)).toMatchObject({ status: 201, body: { start_date: later } });
    expect((await world.admin.call('DELETE', `${path}${next.json<Share>().id}/`)).statusCode).toBe(204);
    expect(await rowCounts(ctx, ['shares'])).toEqual({ shares: 1 });
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
