import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player } from '@pubdesk/contract';
import { createPublicConfigCache, serve } from '../src/modules/players/public-config.cache.js';
import { addressKey } from '../src/lib/address-key.js';
import { createMissLimit, MISS_BURST } from '../src/modules/players/public-config.limit.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld } from './helpers.js';

const { ctx, world } = eachTestIn(inventoryWorld);

const url = (id: number, query = '') => `/api/players/public/${id}/${query}`;
const getFrom = (
  remoteAddress: string,
  id: number,
  { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {},
) => ctx.app.inject({ method: 'GET', url: url(id, query), remoteAddress, headers });

async function activePlayer(): Promise<Player> {
  const res = await world.admin.call('POST', '/api/players/players/', { name: 'Served', website_id: world.siteA.id, status: 'active' });
  expect(res.statusCode).toBe(201);
  return res.json<Player>();
}

/** Unknown ids (far above any player's) from one address until it is refused; the refusal. */
async function floodUntilRefused(remoteAddress: string, firstId: number, options: { query?: string } = {}) {
  for (let i = 0; i < MISS_BURST + 50; i++) {
    const res = await getFrom(remoteAddress, firstId + i, options);
    if (res.statusCode === 429) return { res, sent: i + 1 };
    expect(res.statusCode).toBe(404);
  }
  throw new Error(`${remoteAddress} was never refused`);
}

describe('the public player config under a flood of unknown ids', () => {
  // The budget's clock (performance.now) stands still: what refills during a slow test run does not blur the counts.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('refuses an address past its budget of database reads (429, detail, Retry-After), and serves another', async () => {
    const { res, sent } = await floodUntilRefused('198.51.100.7', 900_000_000);
    expect(sent).toBe(MISS_BURST + 1);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(/^Too many player config requests from your address\. Try again in \d+ second/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // An id already answered 404 is kept: asking it again costs nothing and is not refused.
    expect((await getFrom('198.51.100.7', 900_000_000)).statusCode).toBe(404);
    // Another address is untouched: its unknown ids are 404 and a player is served.
    expect((await getFrom('198.51.100.8', 900_100_000)).statusCode).toBe(404);
    const player = await activePlayer();
    expect((await getFrom('198.51.100.8', player.id)).statusCode).toBe(200);
  });

  it('keeps serving a known player to everyone during a flood, the flooding address included', async () => {
    const player = await activePlayer();
    expect((await getFrom('198.51.100.20', player.id)).statusCode).toBe(200);
    await floodUntilRefused('198.51.100.21', 910_000_000);
    for (const address of ['198.51.100.21', '198.51.100.22']) {
      const res = await getFrom(address, player.id);
      expect({ address, status: res.statusCode }).toEqual({ address, status: 200 });
    }
    // A signed-in caller is not limited (the console's preview).
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: url(910_500_000, '?cache=no'),
      remoteAddress: '198.51.100.21',
      headers: { authorization: world.admin.authorization },
    });
    expect(signedIn.statusCode).toBe(404);
  });

  it('counts anonymous ?cache=no against the same budget, even for a kept player', async () => {
    const player = await activePlayer();
    let served = 0;
    for (; served < 3 * MISS_BURST; served++) {
      const res = await getFrom('198.51.100.30', player.id, { query: '?cache=no' });
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(200);
    }
    expect(served).toBe(MISS_BURST);
    // Without the query the kept config is still served to that address.
    expect((await getFrom('198.51.100.30', player.id)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY, loopback by default)', async () => {
    // Behind the local proxy, two clients have budgets of their own.
    await floodUntilRefused('127.0.0.1', 920_000_000, {});
    const behindProxy = (client: string, id: number) => getFrom('127.0.0.1', id, { headers: { 'x-forwarded-for': client } });
    expect((await behindProxy('203.0.113.1', 920_500_000)).statusCode).toBe(404);
    for (let i = 0; i < MISS_BURST + 20; i++) if ((await behindProxy('203.0.113.2', 921_000_000 + i)).statusCode === 429) break;
    expect((await behindProxy('203.0.113.2', 921_900_000)).statusCode).toBe(429);
    expect((await behindProxy('203.0.113.3', 921_900_001)).statusCode).toBe(404);
    // A client that is no trusted proxy cannot pick a fresh address per request.
    await floodUntilRefused('198.51.100.40', 922_000_000);
    const spoofed = await getFrom('198.51.100.40', 922_900_000, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(spoofed.statusCode).toBe(429);
  });

  it('reads the database once for an unknown id asked again and again within the window', async () => {
    const select = vi.spyOn(ctx.app.deps.db, 'select');
    try {
      for (let i = 0; i < 20; i++) expect((await getFrom('198.51.100.50', 930_000_000)).statusCode).toBe(404);
      const reads = select.mock.calls.length;
      expect(reads).toBeGreaterThan(0);
      select.mockClear();
      const concurrent = await Promise.all(Array.from({ length: 20 }, () => getFrom('198.51.100.51', 930_000_001)));
      expect(concurrent.map((res) => res.statusCode)).toEqual(Array(20).fill(404));
      // Twenty requests, one load (single flight, then the kept 404): the same reads as one request.
      expect(select.mock.calls.length).toBe(reads);
    } finally {
      select.mockRestore();
    }
  });

  it('does not hide a player created right after its id was answered 404', async () => {
    const first = await activePlayer();
    const next = first.id + 1;
    expect((await getFrom('198.51.100.60', next)).statusCode).toBe(404);
    expect((await getFrom('198.51.100.60', next)).statusCode).toBe(404);
    const created = await activePlayer();
    expect(created.id).toBe(next);
    const res = await getFrom('198.51.100.60', next);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }>().id).toBe(next);
  });
});

describe('the public config cache keeps unknown ids apart', () => {
  function counted(known: Set<number>, options: Parameters<typeof createPublicConfigCache>[1] = {}) {
    const loads = new Map<number, number>();
    const cache = createPublicConfigCache(async (id) => {
      loads.set(id, (loads.get(id) ?? 0) + 1);
      return known.has(id) ? serve({ id, version: 1 }) : null;
    }, options);
    const database = { listen: async () => async () => undefined };
    return { cache, database, loads: (id: number) => loads.get(id) ?? 0 };
  }

  it('20,000 distinct unknown ids push out no served config', async () => {
    const f = counted(new Set([1, 2]));
    await f.cache.start(f.database);
    await f.cache.get(1);
    await f.cache.get(2);
    for (let id = 1_000; id < 21_000; id++) expect(await f.cache.get(id)).toBeNull();
    expect(f.cache.peek(1)).not.toBeNull();
    expect(f.cache.peek(2)).not.toBeNull();
    await f.cache.get(1);
    expect(f.loads(1)).toBe(1);
    // Bounded: the oldest unknown ids went, the newest are kept.
    expect(f.cache.peek(1_000)).toBeUndefined();
    expect(f.cache.peek(20_999)).toBeNull();
  });

  it('keeps an unknown id for its time only, and drops every one at a write (the barrier) or a barrier from another process', async () => {
    let clock = 0;
    const f = counted(new Set(), { now: () => clock, negativeTtlMs: 5_000 });
    await f.cache.start(f.database);
    await f.cache.get(7);
    clock += 4_999;
    await f.cache.get(7);
    expect(f.loads(7)).toBe(1);
    clock += 2;
    expect(f.cache.peek(7)).toBeUndefined();
    await f.cache.get(7);
    expect(f.loads(7)).toBe(2);
    await f.cache.settle();
    expect(f.cache.peek(7)).toBeUndefined();
    await f.cache.get(7);
    expect(f.loads(7)).toBe(3);
  });

  it('does not keep a 404 read while a write was answered', async () => {
    let release: () => void = () => undefined;
    const cache = createPublicConfigCache(() => new Promise((resolve) => (release = () => resolve(null))));
    await cache.start({ listen: async () => async () => undefined });
    const loading = cache.get(8);
    await cache.settle();
    release();
    expect(await loading).toBeNull();
    expect(cache.peek(8)).toBeUndefined();
  });

  it('drops unknown ids when another process notifies its barrier', async () => {
    let notify: (payload: string) => void = () => undefined;
    const cache = createPublicConfigCache(async () => null);
    await cache.start({
      listen: async (_channel: string, handler: (payload: string) => void) => {
        notify = handler;
        return async () => undefined;
      },
    });
    await cache.get(9);
    expect(cache.peek(9)).toBeNull();
    notify('barrier:4242:1');
    expect(cache.peek(9)).toBeUndefined();
  });
});

describe('the miss budget', () => {
  it('refills at its rate up to its burst, per address', () => {
    let clock = 0;
    const limit = createMissLimit({ perSecond: 2, burst: 3, now: () => clock });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(1);
    expect(limit.take('b')).toBe(0);
    clock += 500;
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(1);
    clock += 60_000;
    expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0, 1]);
  });

  it('keeps a bounded number of addresses', () => {
    const limit = createMissLimit({ perSecond: 1, burst: 1, maxAddresses: 2, now: () => 0 });
    limit.take('a');
    expect(limit.take('a')).toBe(1);
    limit.take('b');
    limit.take('c');
    // 'a' was the oldest: it went, and starts again with a full bucket.
    expect(limit.take('a')).toBe(0);
  });

  it('counts an IPv6 /64 as one address, an IPv4-mapped address as its IPv4', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:2')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
