import { describe, expect, it } from 'vitest';
import type { Ad, List } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, rowCounts, sb } from './helpers.js';
import { demandWorld, seedAds, seedSupplier } from './demand-fixtures.js';
import { notFound, forbidden, isoTime } from './expected.js';

const { ctx, world } = eachTestIn(demandWorld);

const path = '/api/ads/ads/';
const lines = [
  'google.com, pub-4839201000000001, DIRECT, f08c47fec0942fa0',
  'google.com, pub-4839201000000002, RESELLER, f08c47fec0942fa0',
  'contact=adops@northwind.example',
  '# sellers of the video inventory',
  'aniview.com, 5f3d2a1b9c8e7d6f5a4b3c2d, DIRECT # video',
];
const texts = (page: List<Ad>) => page.results.map((a) => a.text);

describe('POST /api/ads/ads/', () => {
  it('saves an array of lines, trimmed, and answers them in order', async () => {
    const supplier = await seedSupplier(ctx);
    const res = await world.admin.call(
      'POST',
      path,
      lines.map((text) => ({ text: `  ${text} `, supplier_id: supplier.id })),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<Ad[]>();
    expect(created).toEqual(lines.map((text) => ({ id: expect.any(Number), text, supplier_id: supplier.id, created_at: isoTime })));
    expect(sb(await world.admin.call('GET', `${path}?supplier=${supplier.id}`))).toEqual({
      status: 200,
      body: { count: 5, next: null, previous: null, results: created },
    });
  });

  it("refuses the whole array when one line is malformed, keyed '<index>.text'", async () => {
    const supplier = await seedSupplier(ctx);
    const body = [lines[0], lines[1], 'example.com, 1234, X', lines[2], 'https://bad.example, 1, DIRECT'].map((text) => ({
      text,
      supplier_id: supplier.id,
    }));
    expect(sb(await world.admin.call('POST', path, body))).toEqual({
      status: 400,
      body: {
        '2.text': ['The account type must be DIRECT or RESELLER, not "X".'],
        '4.text': ['"https://bad.example" is not a domain name (no scheme or path).'],
      },
    });
    expect(sb(await world.admin.call('POST', path, [{ text: '', supplier_id: supplier.id }]))).toEqual({
      status: 400,
      body: { '0.text': ['This line is empty.'] },
    });
    expect(sb(await world.admin.call('POST', path, []))).toEqual({ status: 400, body: { non_field_errors: ['Enter at least one line.'] } });
    expect(sb(await world.admin.call('POST', path, { text: lines[0], supplier_id: supplier.id }))).toMatchObject({ status: 400 });
    expect(await rowCounts(ctx, ['ads'])).toEqual({ ads: 0 });
  });

  it('refuses a line the source already has or one repeated in the request, and an unknown supplier; nothing is saved', async () => {
    const supplier = await seedSupplier(ctx);
    const other = await seedSupplier(ctx);
    await seedAds(ctx, supplier.id, [lines[0]!]);
    const existing = await world.admin.call('POST', path, [
      { text: lines[1], supplier_id: supplier.id },
      { text: ` ${lines[0]}`, supplier_id: supplier.id },
    ]);
    expect(sb(existing)).toEqual({ status: 400, body: { '1.text': ["This line is already in the demand source's ads.txt."] } });
    const repeated = await world.admin.call('POST', path, [
      { text: lines[1], supplier_id: supplier.id },
      { text: lines[2], supplier_id: supplier.id },
      { text: lines[1], supplier_id: supplier.id },
    ]);
    expect(sb(repeated)).toEqual({ status: 400, body: { '2.text': ['This line is repeated in the text.'] } });
    const unknown = await world.admin.call('POST', path, [
      { text: lines[1], supplier_id: supplier.id },
      { text: lines[1], supplier_id: 9999 },
    ]);
    expect(sb(unknown)).toEqual({ status: 400, body: { '1.supplier_id': ['Invalid pk "9999" - object does not exist.'] } });
    expect(await rowCounts(ctx, ['ads'])).toEqual({ ads: 1 });
    // The same line on another source is fine.
    expect((await world.admin.call('POST', path, [{ text: lines[0], supplier_id: other.id }])).statusCode).toBe(201);
    expect(await rowCounts(ctx, ['ads'])).toEqual({ ads: 2 });
  });
});

describe('GET and DELETE /api/ads/ads/', () => {
  it('lists filtered by supplier and paged; deletes one; unknown id 404', async () => {
    const a = await seedSupplier(ctx);
    const b = await seedSupplier(ctx);
    const [a1, a2, a3] = await seedAds(ctx, a.id, lines.slice(0, 3));
    await seedAds(ctx, b.id, [lines[4]!]);
    const list = async (query: string) => (await world.admin.call('GET', `${path}${query}`)).json<List<Ad>>();
    expect((await list('')).count).toBe(4);
    expect(texts(await list(`?supplier=${b.id}`))).toEqual([lines[4]]);
    expect(await list(`?supplier=${a.id}&page=2&limit=2`)).toMatchObject({
      count: 3,
      next: null,
      results: [{ id: a3!.id, text: lines[2] }],
    });

    const res = await world.admin.call('DELETE', `${path}${a2!.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(texts(await list(`?supplier=${a.id}`))).toEqual([a1!.text, a3!.text]);
    expect(sb(await world.admin.call('DELETE', `${path}${a2!.id}/`))).toEqual({ status: 404, body: notFound });
  });

  it('ad operations add and delete; account managers read; networks and publishers get 403', async () => {
    const supplier = await seedSupplier(ctx);
    const [ad] = await seedAds(ctx, supplier.id, [lines[0]!]);
    const operator = await actor(ctx, 'ad_operation');
    expect((await operator.call('POST', path, [{ text: lines[1], supplier_id: supplier.id }])).statusCode).toBe(201);
    const manager = await actor(ctx, 'account_manager');
    expect((await manager.call('GET', path)).json()).toMatchObject({ count: 2 });
    expect((await manager.call('GET', `/api/ads/txt/?supplier=${supplier.id}`)).statusCode).toBe(200);
    expect(sb(await manager.call('POST', path, [{ text: lines[2], supplier_id: supplier.id }]))).toEqual({ status: 403, body: forbidden });
    expect(sb(await manager.call('DELETE', `${path}${ad!.id}/`))).toEqual({ status: 403, body: forbidden });
    for (const who of [world.netA, world.pubA]) {
      expect(sb(await who.call('GET', path))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('GET', '/api/ads/txt/'))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('POST', path, [{ text: lines[2], supplier_id: supplier.id }]))).toEqual({ status: 403, body: forbidden });
    }
    expect((await operator.call('DELETE', `${path}${ad!.id}/`)).statusCode).toBe(204);
    expect(await rowCounts(ctx, ['ads'])).toEqual({ ads: 1 });
  });
});

describe('GET /api/ads/txt/', () => {
  it("downloads one source's lines as ads.txt", async () => {
    const supplier = await seedSupplier(ctx);
    await world.admin.call(
      'POST',
      path,
      lines.map((text) => ({ text, supplier_id: supplier.id })),
    );
    const res = await world.admin.call('GET', `/api/ads/txt/?supplier=${supplier.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain\b/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ads.txt"');
    expect(res.body).toBe(`${lines.join('\n')}\n`);

    const empty = await seedSupplier(ctx);
    expect(sb(await world.admin.call('GET', `/api/ads/txt/?supplier=${empty.id}`))).toEqual({ status: 200, body: '' });
    expect(sb(await world.admin.call('GET', '/api/ads/txt/?supplier=9999'))).toEqual({ status: 404, body: notFound });
    expect(sb(await world.admin.call('GET', '/api/ads/txt/?supplier=abc'))).toMatchObject({
      status: 400,
      body: { supplier: [expect.any(String)] },
    });
  });

  it('without a supplier: a block per active source, by name, headed by "# name"', async () => {
    const zeta = await seedSupplier(ctx, { name: 'Zeta Media' });
    const alpha = await seedSupplier(ctx, { name: 'Alpha Ads' });
    const off = await seedSupplier(ctx, { name: 'Beta Suspended', status: 'suspended' });
    await seedSupplier(ctx, { name: 'Gamma Without Lines' });
    await seedAds(ctx, zeta.id, [lines[0]!, lines[1]!]);
    await seedAds(ctx, alpha.id, [lines[4]!]);
    await seedAds(ctx, off.id, ['suspended.example, 1, DIRECT']);
    const res = await world.admin.call('GET', '/api/ads/txt/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ads.txt"');
    expect(res.body).toBe(`# Alpha Ads\n${lines[4]}\n\n# Zeta Media\n${lines[0]}\n${lines[1]}\n`);
  });
});

describe('one seller written two ways', () => {
  it('is stored in its canonical form and found to be the same line', async () => {
    const supplier = await seedSupplier(ctx);
    const first = await world.admin.call('POST', path, [{ text: 'Google.com,pub-1,direct', supplier_id: supplier.id }]);
    expect(first.statusCode).toBe(201);
    expect(first.json<Ad[]>()[0]!.text).toBe('google.com, pub-1, DIRECT');
    const again = await world.admin.call('POST', path, [{ text: 'google.com, pub-1, DIRECT', supplier_id: supplier.id }]);
    expect(sb(again)).toEqual({ status: 400, body: { '0.text': ["This line is already in the demand source's ads.txt."] } });
    expect(await rowCounts(ctx, ['ads'])).toEqual({ ads: 1 });
  });
});
