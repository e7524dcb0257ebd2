import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPublicConfigCache, serve, type ServedConfig } from './public-config.cache.js';

/** A database stand-in: counts loads, and lets the test notify as the trigger would. */
function fakes(options: Parameters<typeof createPublicConfigCache>[1] = {}) {
  let notify: (payload: string) => void = () => undefined;
  const database = {
    listen: async (_channel: string, onNotify: (payload: string) => void) => {
      notify = onNotify;
      return async () => undefined;
    },
  };
  let loads = 0;
  let version = 1;
  const cache = createPublicConfigCache(async (id) => {
    loads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return id === 404 ? null : serve({ id, version, padding: 'x'.repeat(id === 9 ? 5000 : 10) });
  }, options);
  return { cache, database, loads: () => loads, notify: (p: string) => notify(p), bump: () => version++ };
}

describe('the public config cache', () => {
  it('loads once for 1,000 concurrent requests after a purge, then serves the copy', async () => {
    const f = fakes();
    await f.cache.start(f.database);
    await f.cache.get(1);
    f.bump();
    f.notify('1');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => f.cache.get(1)));
    expect(f.loads()).toBe(2);
    expect(new Set(answers.map((a) => a?.etag)).size).toBe(1);
    expect(answers[0]!.etag).toMatch(/^"2-/);
    await f.cache.get(1);
    expect(f.loads()).toBe(2);
  });

  it('keeps configs within its bytes, the least recently read making room; one larger than all of it is not kept', async () => {
    // Room for three and a half small configs (ids 1 to 4 are the same size); config 9 is over 5,000 bytes.
    const one = await serve({ id: 1, version: 1, padding: 'x'.repeat(10) });
    const f = fakes({ maxBytes: Math.floor((one.identity.length + one.gzip.length + one.br.length) * 3.5) });
    await f.cache.start(f.database);
    for (const id of [1, 2, 3]) await f.cache.get(id);
    await f.cache.get(1); // read again: 2 is now the least recently read
    await f.cache.get(4);
    expect([1, 2, 3, 4].map((id) => f.cache.peek(id) !== undefined)).toEqual([true, false, true, true]);
    await f.cache.get(9);
    expect(f.cache.peek(9)).toBeUndefined();
    expect(f.cache.peek(1)).toBeDefined();
  });

  it('keeps a 404 too, until a change; a truncate drops everything', async () => {
    const f = fakes();
    await f.cache.start(f.database);
    expect(await f.cache.get(404)).toBeNull();
    expect(await f.cache.get(404)).toBeNull();
    expect(f.loads()).toBe(1);
    f.notify('*');
    await f.cache.get(404);
    expect(f.loads()).toBe(2);
  });

  it('does not keep what was read while a change arrived, nor anything while not listening', async () => {
    const f = fakes();
    await f.cache.start(f.database);
    const loading = f.cache.get(1);
    f.notify('1');
    await loading;
    await f.cache.get(1);
    expect(f.loads()).toBe(2);
    await f.cache.stop();
    await f.cache.get(1);
    await f.cache.get(1);
    expect(f.loads()).toBe(4);
  });

  it('prebuilds identity, gzip and brotli bytes and an ETag from the version and content', async () => {
    const served: ServedConfig = await serve({ id: 3, version: 7 });
    expect(JSON.parse(served.identity.toString())).toEqual({ id: 3, version: 7 });
    expect(served.etag).toMatch(/^"7-[\w-]{16}"$/);
    expect(zlib.gunzipSync(served.gzip).equals(served.identity)).toBe(true);
    expect(zlib.brotliDecompressSync(served.br).equals(served.identity)).toBe(true);
  });

  it('keeps the copies of a config read again unchanged, and builds new ones for a change', async () => {
    const first = await serve({ id: 3, version: 7, title: 'a' });
    expect(await serve({ id: 3, version: 7, title: 'a' }, first)).toBe(first);
    const changed = await serve({ id: 3, version: 7, title: 'b' }, first);
    expect(changed).not.toBe(first);
    expect(JSON.parse(changed.identity.toString())).toMatchObject({ title: 'b' });
  });

  it('a refresh hands the loader the copy it replaces', async () => {
    const seen: Array<ServedConfig | undefined> = [];
    const cache = createPublicConfigCache(async (id, previous) => {
      seen.push(previous);
      return serve({ id, version: 1 }, previous);
    });
    await cache.start({ listen: async () => async () => undefined });
    const kept = await cache.get(5);
    expect(await cache.refresh(5)).toBe(kept);
    expect(seen).toEqual([undefined, kept]);
    await cache.stop();
  });
});

describe('the public config cache on PostgreSQL', () => {
  it('settles only once the notifications committed before it have dropped their copies', async () => {
    const f = fakes();
    // PostgreSQL delivers a little later, in commit order: the change first, then the barrier.
    const delivered: string[] = [];
    let onNotify: (payload: string) => void = () => undefined;
    const deliverLater = (payload: string) => setTimeout(() => (delivered.push(payload), onNotify(payload)), 20);
    const database = {
      kind: 'postgres' as const,
      listen: async (_channel: string, handler: (payload: string) => void) => {
        onNotify = handler;
        return async () => undefined;
      },
      query: async <T>(_text: string, params?: unknown[]) => {
        deliverLater(String(params![1]));
        return [] as T[];
      },
    };
    await f.cache.start(database);
    await f.cache.get(1);
    f.bump();
    deliverLater('1'); // a write's commit, its notification still on the way
    await f.cache.settle();
    expect(delivered[0]).toBe('1');
    expect((await f.cache.get(1))!.etag).toMatch(/^"2-/);
    expect(f.loads()).toBe(2);
  });
});
