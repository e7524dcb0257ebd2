import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { applyMigrations } from '../src/migrate.js';
import { buildApp } from '../src/app.js';
import type { App } from '../src/app-types.js';

// The built console is served by the API: history-mode page paths get index.html, files are
// served as they are, and unknown API paths stay JSON 404s.
let app: App;
let database: Database;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-web-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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
