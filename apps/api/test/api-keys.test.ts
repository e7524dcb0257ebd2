import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiKey } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, rowCounts, sb, type Actor } from './helpers.js';
import { accessActor, setUser } from './access-fixtures.js';
import { sha256 } from '../src/lib/secrets.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.table.js';
import { auditLogs } from '../src/modules/audit/audit.table.js';

/**
 * API keys (`/auth/api-keys/`): made by the server, kept sealed, shown masked, revealed by an
 * audited call; `Authorization: Api-Key <key>` acts as the key's user within the key's
 * permissions, and a suspended key or user is refused.
 */
const { ctx, world } = eachTestIn(inventoryWorld);

const masked = /^pdk_••••••••[A-Za-z0-9_-]{4}$/;
const create = async (body: Record<string, unknown>, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/auth/api-keys/', body);
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<ApiKey>();
};
const reveal = async (id: number, who: Actor = world.admin) => {
  const res = await who.call('POST', `/api/auth/api-keys/${id}/reveal/`);
  expect(sb(res)).toMatchObject({ status: 200 });
  return res.json<{ key: string }>().key;
};
const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Api-Key ${key}` }, ...(payload ? { payload } : {}) });

describe('the keys resource', () => {
  it('the server makes a 256-bit key, stores it sealed and hashed, answers it masked and reveals it on request', async () => {
    const { admin, pubA } = world;
    const created = await create({ name: 'Reporting', user: pubA.user.id, permissions: ['websites.view_website'] });
    expect(created).toMatchObject({
      name: 'Reporting',
      user: pubA.user.id,
      status: 'active',
      permissions: ['websites.view_website'],
      last_used_at: null,
    });
    expect(created.key).toMatch(masked);
    const key = await reveal(created.id);
    expect(key).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(created.key.endsWith(key.slice(-4))).toBe(true);

    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(sha256(key));
    expect(row!.keySealed).not.toContain(key.slice(4));
    // Lists and details stay masked; the reveal is in the audit log, without the key.
    expect((await admin.call('GET', `/api/auth/api-keys/${created.id}/`)).json<ApiKey>().key).toMatch(masked);
    const list = await admin.call('GET', '/api/auth/api-keys/');
    expect(list.body).not.toContain(key);
    const logs = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'revealApiKey'));
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(key);
  });

  it('lists 10 a page, filters by user; PATCH changes name, status and permissions; DELETE ends the key', async () => {
    const { admin, pubA, pubB } = world;
    const a = await create({ name: 'A', user: pubA.user.id });
    await create({ name: 'B', user: pubB.user.id });
    expect((await admin.call('GET', `/api/auth/api-keys/?user=${pubA.user.id}`)).json()).toMatchObject({
      count: 1,
      results: [{ id: a.id }],
    });
    const patched = await admin.call('PATCH', `/api/auth/api-keys/${a.id}/`, {
      name: 'A2',
      status: 'suspended',
      permissions: ['websites.view_tag'],
    });
    expect(sb(patched)).toMatchObject({
      status: 200,
      body: { name: 'A2', status: 'suspended', permissions: ['websites.view_tag'], user: pubA.user.id },
    });
    const key = await reveal(a.id);
    expect((await admin.call('DELETE', `/api/auth/api-keys/${a.id}/`)).statusCode).toBe(204);
    expect((await withKey(key, 'GET', '/api/websites/')).statusCode).toBe(401);
  });

  it('bad input is a 400 with field errors and writes nothing', async () => {
    const { admin, pubA } = world;
    const before = await rowCounts(ctx, ['api_keys']);
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ user: pubA.user.id }, { name: expect.any(Array) }],
      [{ name: 'x', user: 999999 }, { user: ['Invalid pk "999999" - object does not exist.'] }],
      [{ name: 'x', user: pubA.user.id, status: 'pending' }, { status: ['Select a valid choice.'] }],
      [{ name: 'x', user: pubA.user.id, permissions: ['websites.fly'] }, { permissions: ['Unknown permission: websites.fly.'] }],
      [
        { name: 'x', user: pubA.user.id, permissions: ['users.add_user'] },
        { permissions: ['The key cannot carry a permission its user does not have: users.add_user.'] },
      ],
    ];
    for (const [body, errors] of cases)
      expect(sb(await admin.call('POST', '/api/auth/api-keys/', body))).toMatchObject({ status: 400, body: errors });
    expect(await rowCounts(ctx, ['api_keys'])).toEqual(before);
  });

  it('a key for another staff user is refused (it would act as them); your own key is fine', async () => {
    const { admin } = world;
    const organization = await accessActor(ctx, 'organization');
    const refused = await admin.call('POST', '/api/auth/api-keys/', { name: 'x', user: organization.user.id });
    expect(sb(refused)).toMatchObject({ status: 400, body: { non_field_errors: [expect.stringContaining('only their own key')] } });
    expect(await create({ name: 'mine', user: organization.user.id }, organization)).toMatchObject({ user: organization.user.id });
    const theirs = (await organization.call('GET', '/api/auth/api-keys/')).json<{ results: ApiKey[] }>().results[0]!;
    expect(sb(await admin.call('POST', `/api/auth/api-keys/${theirs.id}/reveal/`))).toMatchObject({ status: 400 });
  });

  it('permissions: staff without the API-key permissions get 403, anonymous 401', async () => {
    const manager = await accessActor(ctx, 'account_manager');
    expect((await manager.call('GET', '/api/auth/api-keys/')).statusCode).toBe(403);
    expect((await manager.call('POST', '/api/auth/api-keys/', { name: 'x', user: manager.user.id })).statusCode).toBe(403);
    expect((await world.pubA.call('POST', '/api/auth/api-keys/', { name: 'x', user: world.pubA.user.id })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/api-keys/' })).statusCode).toBe(401);
  });
});

describe('Authorization: Api-Key', () => {
  it("acts as the key's user within the key's permissions and the user's scope", async () => {
    const { pubA, siteA, siteB } = world;
    const limited = await reveal((await create({ name: 'sites', user: pubA.user.id, permissions: ['websites.view_website'] })).id);
    const sites = await withKey(limited, 'GET', '/api/websites/');
    expect(sb(sites)).toMatchObject({ status: 200, body: { count: 1, results: [{ id: siteA.id }] } });
    expect((await withKey(limited, 'GET', `/api/websites/${siteB.id}/`)).statusCode).toBe(404);
    // The publisher may list tags, the key may not.
    expect((await pubA.call('GET', '/api/tags/')).statusCode).toBe(200);
    expect((await withKey(limited, 'GET', '/api/tags/')).statusCode).toBe(403);
    // The key's caller reads its own, cut-down permissions.
    expect((await withKey(limited, 'GET', '/api/auth/permissions/')).json()).toEqual({
      role: 'publisher',
      permissions: ['websites.view_website'],
    });
    // An empty list means everything the user may do.
    const full = await reveal((await create({ name: 'all', user: pubA.user.id })).id);
    expect((await withKey(full, 'GET', '/api/tags/')).statusCode).toBe(200);
    expect((await withKey(full, 'GET', '/api/whitelist/')).statusCode).toBe(403);
    // last_used_at is kept.
    expect(
      (await world.admin.call('GET', `/api/auth/api-keys/?user=${pubA.user.id}`))
        .json<{ results: ApiKey[] }>()
        .results.every((k) => k.last_used_at),
    ).toBe(true);
  });

  it('a suspended key or user is refused; an unknown key is 401', async () => {
    const { admin, pubA } = world;
    const made = await create({ name: 'k', user: pubA.user.id });
    const key = await reveal(made.id);
    await admin.call('PATCH', `/api/auth/api-keys/${made.id}/`, { status: 'suspended' });
    expect(sb(await withKey(key, 'GET', '/api/websites/'))).toEqual({
      status: 403,
      body: { detail: 'This API key is not active.', code: 'api_key_disabled' },
    });
    await admin.call('PATCH', `/api/auth/api-keys/${made.id}/`, { status: 'active' });
    expect((await withKey(key, 'GET', '/api/websites/')).statusCode).toBe(200);
    await setUser(ctx, pubA.user.id, { isActive: false });
    expect(sb(await withKey(key, 'GET', '/api/websites/'))).toMatchObject({ status: 403, body: { code: 'account_disabled' } });
    expect(sb(await withKey(`${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`, 'GET', '/api/websites/'))).toMatchObject({
      status: 401,
      body: { code: 'token_not_valid' },
    });
  });

  it('a key cannot make or reveal keys, impersonate, or change its user’s password; its writes are audited with the key', async () => {
    const { admin, pubA } = world;
    const organization = await accessActor(ctx, 'organization');
    const made = await create({ name: 'org', user: organization.user.id }, organization);
    const key = await reveal(made.id, organization);
    const sessionOnly = { detail: 'This action needs a signed-in user, not an API key.', code: 'session_required' };
    expect(sb(await withKey(key, 'POST', '/api/auth/api-keys/', { name: 'x', user: organization.user.id }))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    expect(sb(await withKey(key, 'POST', `/api/auth/api-keys/${made.id}/reveal/`))).toEqual({ status: 403, body: sessionOnly });
    expect(sb(await withKey(key, 'POST', '/api/auth/impersonation/', { user_id: pubA.user.id }))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    expect(
      sb(
        await withKey(key, 'PUT', '/api/auth/user/password/', {
          user: organization.user.id,
          old_password: 'x',
          new_password: 'y',
          confirmed_password: 'y',
        }),
      ),
    ).toEqual({ status: 403, body: sessionOnly });
    // A write through the key: recorded as the key's user, with the key's id.
    const renamed = await withKey(key, 'PATCH', `/api/users/${pubA.user.id}/`, { first_name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    const [log] = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'updateUser'));
    expect(log).toMatchObject({ userId: organization.user.id, data: expect.objectContaining({ api_key: made.id }) });
    void admin;
  });
});
