import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app-types.js';
import { preferredEncoding } from '../src/lib/accept-encoding.js';
import { compressibleTypes, inlineCompressMax } from '../src/plugins/compression.js';
import { consoleApp } from './console-fixture.js';
import { createTestContext, type TestContext } from './harness.js';
import { actor } from './helpers.js';

/**
 * The console's files are sent pre-compressed (the build writes .br and .gz beside them) in
 * the encoding the browser accepts, keeping their cache headers; larger JSON answers are
 * compressed on the fly; small answers and clients that accept no encoding get plain bytes.
 */
let ctx: TestContext;
let app: App;
let served: Awaited<ReturnType<typeof consoleApp>>;

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const page = `<!doctype html><title>console</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`;

/** A file and its .br/.gz siblings, as the build writes them. */
function writeBuilt(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  ctx = await createTestContext();
  served = await consoleApp(ctx, (dist) => {
    writeBuilt(path.join(dist, 'index.html'), page);
    writeBuilt(path.join(dist, 'assets', 'app-abc123.js'), script);
    // Under the build's 1 kB threshold: no siblings.
    writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export {};');
  });
  app = served.app;
});

afterAll(async () => {
  await served.close();
  await ctx.close();
});

describe('the console files', () => {
  it('answers brotli, gzip or plain by Accept-Encoding, with Vary and the immutable cache header', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/login', '/whitelabel/3'])('sends index.html for %s compressed and never cached stale', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends a file without siblings as it is', async () => {
    const res = await app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });
});

describe('API answers', () => {
  it('compresses a larger JSON list by Accept-Encoding, and not for a client that accepts none', async () => {
    const admin = await actor(ctx, 'admin');
    for (let i = 0; i < 20; i++) await ctx.createUser({ role: 'publisher' });
    const url = '/api/users/?limit=20';
    const plain = await admin.call('GET', url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { authorization: admin.authorization, 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('leaves answers under 1 kB alone', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends the OpenAPI document built once, in each encoding, with an ETag that answers 304 while it holds', async () => {
    const plain = await ctx.app.inject({ url: '/api/docs/json' });
    expect(plain.rawPayload.length).toBeGreaterThan(inlineCompressMax);
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    const gzip = await ctx.app.inject({ url: '/api/docs/json?x=1', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // The same bytes every time: one ETag, and a 304 with no body to a client that has them.
    expect(res.headers.etag).toBe(plain.headers.etag);
    const again = await ctx.app.inject({ url: '/api/docs/json', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const yaml = await ctx.app.inject({ url: '/api/docs/yaml' });
    expect([yaml.statusCode, yaml.headers['content-type'], yaml.body.startsWith('openapi:')]).toEqual([200, 'application/x-yaml', true]);
    // The router ignores a trailing slash: the same document, not Swagger UI's own serialisation.
    expect((await ctx.app.inject({ url: '/api/docs/json/', headers: { 'accept-encoding': 'br' } })).headers.etag).toBe(plain.headers.etag);
  });

  it("sends Swagger UI's files built once too: its 1.7 MB bundle is not compressed again for each request", async () => {
    const url = '/api/docs/static/swagger-ui-bundle.js';
    const plain = await ctx.app.inject({ url });
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['content-type']]).toEqual([
      200,
      'br',
      'application/javascript; charset=utf-8',
    ]);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(plain.rawPayload);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect((await ctx.app.inject({ url: '/api/docs/static/nothing.js' })).statusCode).toBe(404);
  });

  it('takes the coding the client weighs highest and never one it refuses with q=0', async () => {
    const admin = await actor(ctx, 'admin');
    const url = '/api/users/?limit=20';
    const plain = await admin.call('GET', url);
    const ask = (accept: string) => ctx.app.inject({ url, headers: { authorization: admin.authorization, 'accept-encoding': accept } });

    const gzip = await ask('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // The length sent is the compressed body's, not the plain one's.
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);

    const none = await ask('br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(plain.json());

    expect((await ask('*')).headers['content-encoding']).toBe('br');
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('compresses text and JSON, never an event stream or already-compressed bytes', () => {
    for (const type of ['application/json; charset=utf-8', 'text/plain', 'text/csv', 'application/problem+json', 'image/svg+xml']) {
      expect(compressibleTypes.test(type), type).toBe(true);
    }
    for (const type of ['text/event-stream', 'application/octet-stream', 'application/zip', 'image/png', 'font/woff2']) {
      expect(compressibleTypes.test(type), type).toBe(false);
    }
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.5, br;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0', null],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['deflate, identity', null],
    ['br'.padEnd(600, ' '), null],
  ] as const)('%j -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('chooses among the codings a prebuilt file has', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', [])).toBeNull();
  });
});
