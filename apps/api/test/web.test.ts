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
  const config = loadConfig(
    { NODE_ENV: 'test', PUBDESK_DATA_DIR: path.join(dir, 'data'), PUBDESK_SECRET: 's'.repeat(40), PUBDESK_WEB_DIST: dist },
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
