import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImpersonationResponse } from '@pubdesk/contract';
import { loadConfig } from '../src/config/env.js';
import { buildApp } from '../src/app.js';
import type { App } from '../src/app-types.js';
import { assignments } from '../src/modules/assignments/index.js';
import { createTestContext, eachTestIn, type TestContext } from './harness.js';
import { actor, sb, type Actor } from './helpers.js';
import { registrationBody } from './users-fixtures.js';

/**
 * The portal (issue 29) beside the console: its build served at /portal/ with its own page
 * fallback, the impersonation URL on the target's own white label, and mailed links of
 * networks and publishers landing in the portal.
 */
const { ctx } = eachTestIn();

const PORTAL_JS = 'window.portal = true;';
let dir: string;
/** A server with both apps built, one with the console only. */
let both: App;
let consoleOnly: App;

/** An app over the test database that serves the given builds. */
async function servingApp(env: Record<string, string>): Promise<App> {
  const config = loadConfig(
    { NODE_ENV: 'test', PUBDESK_DATA_DIR: path.join(dir, 'data'), PUBDESK_SECRET: 's'.repeat(40), ...env },
    { inMemory: true },
  );
  const app = await buildApp({ config, database: ctx.database, serveWeb: true });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pubdesk-portal-'));
  const web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  const portal = path.join(dir, 'portal');
  mkdirSync(path.join(portal, 'assets'), { recursive: true });
  writeFileSync(
    path.join(portal, 'index.html'),
    '<!doctype html><title>portal</title><script type="module" src="/portal/assets/index-def456.js"></script>',
  );
  writeFileSync(path.join(portal, 'assets', 'index-def456.js'), PORTAL_JS);
  writeFileSync(path.join(portal, 'assets', 'index-def456.js.br'), brotliCompressSync(PORTAL_JS));
  both = await servingApp({ PUBDESK_WEB_DIST: web, PUBDESK_PORTAL_DIST: portal });
  consoleOnly = await servingApp({ PUBDESK_WEB_DIST: web, PUBDESK_PORTAL_DIST: path.join(dir, 'not-built') });
});

afterAll(async () => {
  await both?.close();
  await consoleOnly?.close();
  rmSync(dir, { recursive: true, force: true });
});

const notFound = { status: 404, body: { detail: 'Not found.' } };

describe('serving the portal at /portal/', () => {
  it.each(['/portal', '/portal/', '/portal/overview', '/portal/reset/some-key', '/portal/?impersonating=KEY'])(
    '%s answers the portal page, never cached, sending no Referer, with the page CSP',
    async (url) => {
      const res = await both.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers).toMatchObject({
        'content-type': expect.stringMatching(/^text\/html/),
        'cache-control': 'no-cache',
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves its hashed assets as immutable files, the brotli copy to a browser that takes it', async () => {
    const plain = await both.inject({ url: '/portal/assets/index-def456.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(PORTAL_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await both.inject({ url: '/portal/assets/index-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.rawPayload.equals(brotliCompressSync(PORTAL_JS))).toBe(true);
  });

  it("a missing portal file, a POST to a portal page and an unknown API path are JSON 404s; the console's asset is not the portal's", async () => {
    for (const url of ['/portal/assets/missing.js', '/portal/assets/app-abc123.js', '/api/portal/']) {
      expect(sb(await both.inject({ url }))).toEqual(notFound);
    }
    expect(sb(await both.inject({ method: 'POST', url: '/portal/overview' }))).toEqual(notFound);
  });

  it('the console keeps every other page path, with the usual referrer policy', async () => {
    for (const url of ['/', '/users', '/login', '/portalx', '/reset/some-key']) {
      const res = await both.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>console</title>');
      expect(res.headers).toMatchObject({ 'cache-control': 'no-cache', 'referrer-policy': 'strict-origin-when-cross-origin' });
    }
    expect((await both.inject({ url: '/assets/app-abc123.js' })).headers['cache-control']).toContain('immutable');
  });

  it('a portal not built answers its pages with a JSON 404, never with the console', async () => {
    for (const url of ['/portal', '/portal/', '/portal/overview']) expect(sb(await consoleOnly.inject({ url }))).toEqual(notFound);
    expect((await consoleOnly.inject({ url: '/users' })).body).toContain('<title>console</title>');
  });
});

/** A network with an active white label on `domain`, and a publisher assigned to it. */
async function labelWorld(c: TestContext, domain: string) {
  const admin = await actor(c, 'admin');
  const network = await actor(c, 'network');
  const publisher = await actor(c, 'publisher');
  await c.database.db.insert(assignments).values({ networkId: network.user.id, publisherId: publisher.user.id });
  const res = await admin.call('POST', '/api/whitelist/', {
    domain,
    status: 'active',
    company_name: 'Northwind',
    network: network.user.id,
  });
  expect(res.statusCode).toBe(201);
  return { admin, network, publisher };
}

const urlFor = async (staff: Actor, target: Actor): Promise<string> => {
  const res = await staff.call('POST', '/api/auth/impersonation/', { user_id: target.user.id });
  expect(res.statusCode).toBe(201);
  const body = res.json<ImpersonationResponse>();
  expect(new URL(body.url).searchParams.get('impersonating')).toBe(body.key);
  return body.url.replace(body.key, 'KEY');
};

describe('the impersonation URL follows the target’s white label', () => {
  it('a label’s network and its publishers get the portal on the label’s domain; anyone else the main origin’s', async () => {
    const { admin, network, publisher } = await labelWorld(ctx, 'portal.northwind.test');
    const loner = await actor(ctx, 'publisher');
    const preActivation = await actor(ctx, 'pre_activation');
    // The main origin's scheme and port (PUBDESK_MAIN_ORIGIN unset: http://127.0.0.1:8080).
    expect(await urlFor(admin, network)).toBe('http://portal.northwind.test:8080/portal/?impersonating=KEY');
    expect(await urlFor(admin, publisher)).toBe('http://portal.northwind.test:8080/portal/?impersonating=KEY');
    expect(await urlFor(admin, loner)).toBe('http://127.0.0.1:8080/portal/?impersonating=KEY');
    expect(await urlFor(admin, preActivation)).toBe('http://127.0.0.1:8080/portal/?impersonating=KEY');
  });

  it('a label that is not active counts for nothing; a publisher of two labels gets the main origin', async () => {
    const { admin, network, publisher } = await labelWorld(ctx, 'portal.northwind.test');
    const [label] = (await admin.call('GET', '/api/whitelist/')).json<{ results: Array<{ id: number }> }>().results;
    expect((await admin.call('PATCH', `/api/whitelist/${label!.id}/`, { status: 'suspended' })).statusCode).toBe(200);
    expect(await urlFor(admin, network)).toBe('http://127.0.0.1:8080/portal/?impersonating=KEY');
    expect((await admin.call('PATCH', `/api/whitelist/${label!.id}/`, { status: 'active' })).statusCode).toBe(200);

    const other = await labelWorld(ctx, 'portal.bluewave.test');
    await ctx.database.db.insert(assignments).values({ networkId: other.network.user.id, publisherId: publisher.user.id });
    expect(await urlFor(admin, publisher)).toBe('http://127.0.0.1:8080/portal/?impersonating=KEY');
    expect(await urlFor(admin, network)).toBe('http://portal.northwind.test:8080/portal/?impersonating=KEY');
  });

  it('PUBDESK_PORTAL_URL is the main label’s portal as it is; a label’s users get its path on their domain', async () => {
    const other = await createTestContext({
      PUBDESK_MAIN_ORIGIN: 'https://console.example.com',
      PUBDESK_PORTAL_URL: 'https://portal.example.com/app/',
    });
    try {
      const { admin, publisher } = await labelWorld(other, 'portal.northwind.test');
      const loner = await actor(other, 'publisher');
      expect(await urlFor(admin, loner)).toBe('https://portal.example.com/app/?impersonating=KEY');
      expect(await urlFor(admin, publisher)).toBe('https://portal.northwind.test/app/?impersonating=KEY');
    } finally {
      await other.close();
    }
  });
});

describe('mailed links of networks and publishers open the portal', () => {
  const forgot = (email: string, host?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email }, ...(host ? { headers: { host } } : {}) });
  const lastLink = async () => /https?:\/\/\S+/.exec((await ctx.mail()).at(-1)!.text)?.[0].replace(/[A-Za-z0-9_-]{43}$/, 'KEY');

  it('reset: /portal/reset/<key> for a publisher (on their label when they came through it), /reset/<key> for staff', async () => {
    const { admin, publisher } = await labelWorld(ctx, 'portal.northwind.test');
    await forgot(publisher.user.email);
    expect(await lastLink()).toBe('http://127.0.0.1:8080/portal/reset/KEY');
    await forgot(publisher.user.email, 'portal.northwind.test');
    expect(await lastLink()).toBe('http://portal.northwind.test:8080/portal/reset/KEY');
    await forgot(admin.user.email);
    expect(await lastLink()).toBe('http://127.0.0.1:8080/reset/KEY');
  });

  it('verification: /portal/verify/<key> for a new sign-up', async () => {
    const { admin } = await labelWorld(ctx, 'portal.northwind.test');
    const [label] = (await admin.call('GET', '/api/whitelist/')).json<{ results: Array<{ id: number }> }>().results;
    expect((await admin.call('PATCH', `/api/whitelist/${label!.id}/`, { allow_signup: true })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: registrationBody(),
      headers: { host: 'portal.northwind.test' },
    });
    expect(res.statusCode).toBe(201);
    expect(await lastLink()).toBe('http://portal.northwind.test:8080/portal/verify/KEY');
  });
});
