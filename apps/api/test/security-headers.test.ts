import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app-types.js';
import { consolePolicy, uploadOrigins } from '../src/plugins/security-headers.js';
import { consoleApp } from './console-fixture.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from './harness.js';
import { actor, sb } from './helpers.js';

/**
 * Security headers: the console runs under a CSP without inline script and cannot be framed;
 * API answers carry a closed CSP; the docs page has its own; uploads keep their sandbox; and
 * answers that carry a token or key are never stored by a cache.
 */
let ctx: TestContext;
let app: App;
let served: Awaited<ReturnType<typeof consoleApp>>;

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  // A second app serving a built console (API tests run without one).
  served = await consoleApp(ctx, (dist) => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>console</title><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  });
  app = served.app;
});

afterAll(async () => {
  await served.close();
  await ctx.close();
});

describe('the console', () => {
  it.each(['/', '/login', '/whitelabel/3'])('answers %s under a CSP that allows no inline or foreign script', async (url) => {
    const res = await app.inject({ url });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectCommonHeaders(res);
    const csp = directives(res);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // Mantine injects <style> tags and style attributes at run time.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('serves its scripts with the same headers', async () => {
    const res = await app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
  });

  it('lets white-label images load from the S3 bucket when uploads live there', () => {
    const s3 = { isS3Configured: true, S3_ENDPOINT: 'https://s3.example.net', S3_PUBLIC_URL: 'https://cdn.example.com/pubdesk/' };
    expect(uploadOrigins(s3)).toEqual(['https://cdn.example.com']);
    expect(uploadOrigins({ ...s3, S3_PUBLIC_URL: undefined })).toEqual(['https://s3.example.net']);
    expect(uploadOrigins({ ...s3, isS3Configured: false })).toEqual([]);
    expect(consolePolicy(['https://cdn.example.com'])).toContain("img-src 'self' data: blob: https://cdn.example.com;");
  });
});

describe('the API', () => {
  it('answers JSON, errors included, with a closed CSP and the common headers', async () => {
    for (const url of ['/healthz', '/api/users/', '/api/no-such-thing/']) {
      const res = await ctx.app.inject({ url });
      expectCommonHeaders(res);
      expect(directives(res).get('default-src')).toEqual(["'none'"]);
    }
  });

  it('gives the docs page a policy of its own that lets Swagger UI run', async () => {
    const res = await ctx.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectCommonHeaders(res);
    const csp = directives(res);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    const bundle = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(bundle.statusCode).toBe(200);
  });

  it('keeps the sandbox CSP on uploaded files', async () => {
    writeFileSync(path.join(ctx.config.uploadDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await ctx.app.inject({ url: '/media/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(directives(res).get('sandbox')).toEqual([]);
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves private/ (ticket attachments), however the path is spelled', async () => {
    mkdirSync(path.join(ctx.config.uploadDir, 'private', 'tickets'), { recursive: true });
    writeFileSync(path.join(ctx.config.uploadDir, 'private', 'tickets', 'a.txt'), 'SECRET=2');
    for (const url of [
      '/media/private/tickets/a.txt',
      '/media//private/tickets/a.txt',
      '/media/%70rivate/tickets/a.txt',
      '/media/PRIVATE/tickets/a.txt',
      '/media/x/../private/tickets/a.txt',
    ]) {
      const res = await ctx.app.inject({ url });
      expect({ url, status: res.statusCode }).not.toEqual({ url, status: 200 });
      expect(res.body).not.toContain('SECRET');
    }
  });

  it('does not serve dotfiles from the upload folder', async () => {
    writeFileSync(path.join(ctx.config.uploadDir, '.env'), 'SECRET=1');
    mkdirSync(path.join(ctx.config.uploadDir, '.git'), { recursive: true });
    writeFileSync(path.join(ctx.config.uploadDir, '.git', 'config'), '[core]');
    for (const url of ['/media/.env', '/media/.git/config']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('[core]');
    }
  });
});

describe('answers that carry a credential', () => {
  it('are no-store: sign-in, refresh, password change, API key reveal and the impersonation key and exchange', async () => {
    await ctx.reset();
    const user = await ctx.createUser({ username: 'carol', role: 'publisher' });
    const admin = await actor(ctx, 'admin');

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: 'carol', password: TEST_PASSWORD },
    });
    expect(sb(login)).toMatchObject({ status: 200, body: { refresh: expect.any(String) } });
    expect(login.headers['cache-control']).toBe('no-store');
    const { access, refresh } = login.json<{ access: string; refresh: string }>();

    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh', payload: { refresh } });
    expect(sb(refreshed)).toMatchObject({ status: 200 });
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const password = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/password/',
      headers: { authorization: `Bearer ${access}` },
      payload: { user: user.id, old_password: TEST_PASSWORD, new_password: 'another-pass-456', confirmed_password: 'another-pass-456' },
    });
    expect(sb(password)).toMatchObject({ status: 200, body: { access: expect.any(String) } });
    expect(password.headers['cache-control']).toBe('no-store');

    const created = await admin.call('POST', '/api/auth/api-keys/', { name: 'Reporting', user: user.id });
    expect(sb(created)).toMatchObject({ status: 201 });
    const reveal = await admin.call('POST', `/api/auth/api-keys/${created.json<{ id: number }>().id}/reveal/`);
    expect(sb(reveal)).toMatchObject({ status: 200, body: { key: expect.any(String) } });
    expect(reveal.headers['cache-control']).toBe('no-store');

    const key = await admin.call('POST', '/api/auth/impersonation/', { user_id: user.id });
    expect(sb(key)).toMatchObject({ status: 201 });
    expect(key.headers['cache-control']).toBe('no-store');
    const exchange = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/impersonation/exchange/',
      payload: { key: key.json<{ key: string }>().key },
    });
    expect(sb(exchange)).toMatchObject({ status: 200, body: { access: expect.any(String) } });
    expect(exchange.headers['cache-control']).toBe('no-store');
  });

  it('other answers are left to their routes', async () => {
    const admin = await actor(ctx, 'admin');
    const res = await admin.call('GET', '/api/users/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
