import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { applyMigrations } from '../src/migrate.js';
import { buildApp } from '../src/app.js';
import type { App } from '../src/app-types.js';
import { countEarlyAnswers, fetchAnswer } from './raw-answers.js';

// The built console is served by the API: history-mode page paths get index.html, files are
// served as they are, and unknown API paths stay JSON 404s.
let app: App;
let database: Database;
let dir: string;
const VENDOR_JS = `export const words = ${JSON.stringify('word '.repeat(400))};`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-web-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A file the build compressed (over 1 kB), with its copies beside it.
  writeFileSync(path.join(dist, 'assets', 'vendor-def456.js'), VENDOR_JS);
  writeFileSync(path.join(dist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR_JS));
  writeFileSync(path.join(dist, 'assets', 'vendor-def456.js.gz'), gzipSync(VENDOR_JS));
  writeFileSync(path.join(dist, 'assets', 'index-9f8e7d.css'), 'body{margin:0}');
  const player = path.join(dir, 'player');
  mkdirSync(player);
  writeFileSync(path.join(player, 'player.js'), 'window.played = true;');
  writeFileSync(path.join(player, 'hls.light.min.js'), 'window.Hls = {};');
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBDESK_DATA_DIR: path.join(dir, 'data'),
      PUBDESK_SECRET: 's'.repeat(40),
      PUBDESK_WEB_DIST: dist,
      PUBDESK_PLAYER_DIST: player,
    },
    { inMemory: true },
  );
  database = await openDatabase({ pgliteDir: 'memory://' });
  await applyMigrations(database);
  app = await buildApp({ config, database, serveWeb: true });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the console', () => {
  it.each(['/', '/login', '/whitelabel/3', '/reset/some-key'])('answers the page path %s with index.html', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>console</title>');
  });

  it('serves hashed assets as immutable files', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it("sends a built file in the encoding the browser takes, the build's own copy, and 304 to its ETag", async () => {
    const br = await app.inject({ url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
    });
    expect(br.rawPayload).toEqual(brotliCompressSync(VENDOR_JS));
    const gzip = await app.inject({ url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // A small file has no compressed copy: sent as it is whatever the browser takes.
    const small = await app.inject({ url: '/assets/index-9f8e7d.css', headers: { 'accept-encoding': 'br' } });
    expect(small.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('body{margin:0}');
    const again = await app.inject({ url: '/assets/index-9f8e7d.css', headers: { 'if-none-match': small.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });

  it('answers a built file before Fastify over the network with the bytes and headers the route sends', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const early = countEarlyAnswers(app);
      const overNetwork = (url: string, headers: Record<string, string>) => fetchAnswer(`${base}${url}`, headers);
      const routed = async (url: string, headers: Record<string, string>) => {
        const res = await app.inject({ url, headers });
        const { date: _date, connection: _connection, ...kept } = res.headers;
        return { status: res.statusCode, headers: kept, body: res.rawPayload };
      };
      // fetch decodes what it is sent: ask for each encoding by a header the route also sees.
      for (const [url, headers] of [
        ['/assets/vendor-def456.js', { 'accept-encoding': 'identity' }],
        ['/assets/index-9f8e7d.css', { 'accept-encoding': 'identity' }],
      ] as const) {
        const answered = await overNetwork(url, headers);
        expect(answered).toEqual(await routed(url, headers));
        expect(answered.headers).toMatchObject({
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
        });
      }
      expect(early()).toBe(2);
      const { etag } = (await overNetwork('/assets/vendor-def456.js', {})).headers;
      expect((await overNetwork('/assets/vendor-def456.js', { 'if-none-match': etag! })).status).toBe(304);
      expect(early()).toBe(4);
      // Unknown names, queries, ranges and paths out of the folder are Fastify's to answer.
      expect((await overNetwork('/assets/missing.js', {})).status).toBe(404);
      expect((await overNetwork('/assets/vendor-def456.js?v=1', {})).status).toBe(200);
      expect((await overNetwork('/assets/vendor-def456.js', { range: 'bytes=0-1' })).status).toBe(200);
      expect((await overNetwork('/assets/..%2Findex.html', {})).status).toBe(404);
      expect(early()).toBe(4);
    } finally {
      await app.server.close();
    }
  });

  it("revalidates a kept page with the page's policy: a 304 replaces the headers the browser keeps", async () => {
    for (const url of ['/', '/websites']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      const again = await app.inject({ url, headers: { accept: 'text/html', 'if-none-match': page.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
      expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    }
    // A script's revalidation keeps the closed policy of what it revalidates.
    const script = await app.inject({ url: '/assets/app-abc123.js' });
    const kept = await app.inject({ url: '/assets/app-abc123.js', headers: { 'if-none-match': script.headers.etag as string } });
    expect(kept.statusCode).toBe(304);
    expect(kept.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers a missing file and an unknown API path with JSON 404s', async () => {
    for (const url of ['/assets/missing.js', '/api/unknown/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('does not answer a POST to a page path with the console', async () => {
    const res = await app.inject({ method: 'POST', url: '/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('serving the player', () => {
  it('/player.js loads the player by its content hash; the player itself is cached for a year, compressed when asked', async () => {
    const loader = await app.inject({ url: '/player.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers).toMatchObject({ 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' });
    const src = /\/player\/player\.[0-9a-f]{12}\.js/.exec(loader.body)?.[0];
    expect(src).toBeDefined();
    const script = await app.inject({ url: src!, headers: { 'accept-encoding': 'gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
      'content-type': 'text/javascript; charset=utf-8',
    });
    const plain = await app.inject({ url: src! });
    expect(plain.body).toBe('window.played = true;');
    expect((await app.inject({ url: src!, headers: { 'if-none-match': plain.headers.etag as string } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/player/hls.light.min.js' })).body).toBe('window.Hls = {};');
    expect((await app.inject({ url: '/player/player.000000000000.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/player/..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('/player/preview/:id is a page of the player that only the console may frame', async () => {
    const res = await app.inject({ url: '/player/preview/12' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="player-id-12"></div><script src="/player.js"></script>');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    for (const bad of ['0', 'x', '1%3Cscript%3E', '99999999999'])
      expect((await app.inject({ url: `/player/preview/${bad}` })).statusCode).toBe(404);
  });
});
