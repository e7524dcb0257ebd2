import { beforeEach, describe, expect, it } from 'vitest';
import type { Group, List, Log, TokenPair } from '@pubdesk/contract';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { rowCounts, sb, type Actor } from './helpers.js';
import { accessActor, CHROME_WINDOWS, permissionId } from './access-fixtures.js';
import { auditLogs } from '../src/modules/audit/audit.table.js';
import { isoTime } from './expected.js';

const { ctx } = eachTestIn();
let admin: Actor;
let publisher: Actor;
beforeEach(async () => {
  admin = await accessActor(ctx, 'admin');
  publisher = await accessActor(ctx, 'publisher');
});

const logRows = () => ctx.database.db.select().from(auditLogs).orderBy(auditLogs.id);
const logCount = async () => (await rowCounts(ctx, ['audit_logs'])).audit_logs;

/** A request from a Chrome-on-Windows desktop behind a proxy that names the client. */
const browserCall = (who: Actor, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: who.authorization, 'user-agent': CHROME_WINDOWS, 'x-forwarded-for': '203.0.113.7' },
    ...(payload ? { payload } : {}),
  });

describe('the audit log of writes', () => {
  it('believes X-Forwarded-For only from a trusted proxy (TRUST_PROXY, loopback by default): a client cannot choose its address', async () => {
    const metric = await permissionId(ctx, 'settings.view_metric');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/groups/',
      remoteAddress: '198.51.100.9',
      headers: { authorization: admin.authorization, 'x-forwarded-for': '203.0.113.7' },
      payload: { name: 'Direct', code: 'direct', permissions: [metric] },
    });
    expect(res.statusCode).toBe(201);
    expect((await logRows())[0]!.data).toMatchObject({ ip: '198.51.100.9' });
  });

  it('records a successful write: service, action, user, no impersonator, and the client and request', async () => {
    const metric = await permissionId(ctx, 'settings.view_metric');
    const res = await browserCall(admin, 'POST', '/api/groups/', { name: 'Reporting', code: 'reporting', permissions: [metric] });
    expect(res.statusCode).toBe(201);
    const group = res.json<Group>();

    const rows = await logRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'access',
      action: 'createGroup',
      userId: admin.user.id,
      impersonatorId: null,
      data: {
        ip: '203.0.113.7',
        platform: 'Windows',
        browser: 'Chrome',
        device: 'Desktop',
        method: 'POST',
        path: '/api/groups/',
        status: 201,
        id: group.id,
      },
    });
    expect(Object.keys(rows[0]!.data).sort()).toEqual(['browser', 'device', 'id', 'ip', 'method', 'path', 'platform', 'status']);

    // The API shows it the same way.
    const page = (await admin.call('GET', `/api/logs/?user=${admin.user.id}`)).json<List<Log>>();
    expect(page).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: rows[0]!.id,
          service: 'access',
          action: 'createGroup',
          user: admin.user.id,
          impersonator: null,
          created_at: isoTime,
          data: rows[0]!.data,
        },
      ],
    });
  });

  it("records the impersonating staff user of a session (the token's act claim) next to the user", async () => {
    const token = await ctx.tokenFor(publisher.user, { impersonator: admin.user });
    // (An impersonated session changes no e-mail or password: a profile edit is its write here.)
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${publisher.user.id}/`,
      headers: { authorization: `Bearer ${token}` },
      payload: { city: 'Lisbon' },
    });
    expect(sb(res)).toMatchObject({ status: 200 });
    expect((await admin.call('GET', `/api/logs/?user=${publisher.user.id}`)).json<List<Log>>().results).toEqual([
      expect.objectContaining({ service: 'users', action: 'updateProfile', user: publisher.user.id, impersonator: admin.user.id }),
    ]);
  });

  it('records updates and deletes with the id from the URL and their own action', async () => {
    const created = (await admin.call('POST', '/api/groups/', { name: 'Reporting', code: 'reporting' })).json<Group>();
    expect((await browserCall(admin, 'PATCH', `/api/groups/${created.id}/`, { name: 'Reports' })).statusCode).toBe(200);
    expect((await browserCall(admin, 'PUT', `/api/groups/${created.id}/`, { name: 'Reports', code: 'reports' })).statusCode).toBe(200);
    expect((await browserCall(admin, 'DELETE', `/api/groups/${created.id}/`)).statusCode).toBe(204);
    const rows = await logRows();
    expect(rows.map((r) => [r.action, r.data.method, r.data.path, r.data.status, r.data.id])).toEqual([
      ['createGroup', 'POST', '/api/groups/', 201, created.id],
      ['patchGroup', 'PATCH', '/api/groups/:id/', 200, created.id],
      ['putGroup', 'PUT', '/api/groups/:id/', 200, created.id],
      ['deleteGroup', 'DELETE', '/api/groups/:id/', 204, created.id],
    ]);
    // The test client's own user agent ('lightMyRequest') is no browser; without a proxy the ip is the peer's.
    expect(rows[0]!.data).toMatchObject({ ip: '127.0.0.1', platform: 'Other', browser: 'Other', device: 'Other' });
  });

  it("uses the route's tag as the service, outside the access module too; anonymous writes have no user", async () => {
    const res = await admin.call('POST', '/api/whitelist/', { domain: 'console.example.com' });
    expect(res.statusCode).toBe(201);
    const entry = res.json<{ id: number }>();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/',
      headers: { host: 'console.example.com' },
      payload: { email: publisher.user.email },
    });
    expect(registered.statusCode).toBe(200);
    expect((await logRows()).map((r) => [r.service, r.action, r.userId, r.data.id])).toEqual([
      ['whitelist', 'createWhitelist', admin.user.id, entry.id],
      ['auth', 'forgotPassword', null, undefined],
    ]);
  });

  it('does not log POSTs that only read (the console asks for its branding on every load)', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/whitelist/check/', payload: { domain: 'console.example.com' } })).statusCode,
    ).toBe(200);
    const token = publisher.authorization.slice('Bearer '.length);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: { token } })).statusCode).toBe(200);
    expect((await logRows()).map((r) => r.action)).toEqual([]);
  });

  it('records nothing for a refused write: 400, 401, 403 or 404', async () => {
    await admin.call('POST', '/api/groups/', { name: 'Reporting', code: 'reporting' });
    const before = await logCount();
    expect((await browserCall(admin, 'POST', '/api/groups/', { name: '', code: 'x' })).statusCode).toBe(400);
    expect((await browserCall(admin, 'POST', '/api/groups/', { name: 'Reporting', code: 'other' })).statusCode).toBe(400); // taken, found by the database
    expect((await browserCall(admin, 'POST', '/api/exceptions/', { user: admin.user.id, permission: 1, type: 'grant' })).statusCode).toBe(
      400,
    );
    expect((await browserCall(publisher, 'POST', '/api/groups/', { name: 'Mine', code: 'mine' })).statusCode).toBe(403);
    expect((await browserCall(admin, 'PATCH', '/api/groups/9999/', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await browserCall(admin, 'DELETE', '/api/exceptions/9999/')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/groups/', payload: { name: 'Anon', code: 'anon' } })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/token/',
          payload: { username: admin.user.username, password: 'wrong-password' },
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(await logCount()).toBe(before);
  });

  it('records nothing for reads', async () => {
    const group = (await admin.call('POST', '/api/groups/', { name: 'Reporting', code: 'reporting' })).json<Group>();
    const before = await logCount();
    for (const url of [
      '/api/groups/',
      `/api/groups/${group.id}/`,
      '/api/permissions/',
      '/api/exceptions/',
      '/api/logs/',
      `/api/users/${admin.user.id}/permissions/`,
      '/api/whitelist/',
    ]) {
      expect((await browserCall(admin, 'GET', url)).statusCode).toBe(200);
    }
    expect(
      (await ctx.app.inject({ method: 'OPTIONS', url: '/api/whitelist/', headers: { authorization: admin.authorization } })).statusCode,
    ).toBeLessThan(400);
    expect(await logCount()).toBe(before);
  });

  it('never keeps a password or a token', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { 'user-agent': CHROME_WINDOWS },
      payload: { username: publisher.user.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const first = login.json<TokenPair>();

    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: first.refresh } });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<TokenPair>();

    const newPassword = 'a-brand-new-secret-77';
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/password/',
      headers: { authorization: `Bearer ${second.access}`, 'user-agent': CHROME_WINDOWS },
      payload: { user: publisher.user.id, old_password: TEST_PASSWORD, new_password: newPassword, confirmed_password: newPassword },
    });
    expect(sb(changed)).toMatchObject({ status: 200, body: { access: expect.any(String), refresh: expect.any(String) } });
    const third = changed.json<TokenPair>();

    const loggedOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: third.refresh } });
    expect(loggedOut.statusCode).toBe(200);

    const rows = await logRows();
    expect(rows.map((r) => r.action)).toEqual(['obtainToken', 'refreshToken', 'changePassword', 'logout']);
    expect(rows.find((r) => r.action === 'changePassword')).toMatchObject({
      service: 'auth',
      userId: publisher.user.id,
      data: { status: 200, path: '/api/auth/user/password/' },
    });

    const secrets = [
      TEST_PASSWORD,
      newPassword,
      first.access,
      first.refresh,
      second.access,
      second.refresh,
      third.access,
      third.refresh,
      publisher.authorization.slice(7),
    ];
    const everything = JSON.stringify(rows) + JSON.stringify((await admin.call('GET', '/api/logs/?limit=100')).json());
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // Not even a recognisable part of a token (the JWT header and payload segments).
    for (const token of [first.access, second.access, third.access])
      for (const part of token.split('.')) expect(everything).not.toContain(part);
    // No field of a request or answer body either.
    expect(everything).not.toMatch(/"(password|old_password|new_password|confirmed_password|refresh|access|token)":/);
  });
});

describe('GET /api/logs/', () => {
  const write = async (who: Actor, n: number) => {
    const res = await who.call('POST', '/api/groups/', { name: `Group ${who.user.id}-${n}`, code: `g-${who.user.id}-${n}` });
    expect(res.statusCode).toBe(201);
    return res.json<Group>();
  };

  it('pages 15 a page, newest first, and filters by user', async () => {
    const other = await accessActor(ctx, 'admin');
    const mine: Group[] = [];
    for (let i = 1; i <= 17; i++) {
      mine.push(await write(admin, i));
      if (i % 6 === 0) await write(other, i);
    }
    const mineNewestFirst = [...mine].reverse().map((g) => g.id);

    const first = (await admin.call('GET', `/api/logs/?user=${admin.user.id}`)).json<List<Log>>();
    expect(first.count).toBe(17);
    expect(first.results).toHaveLength(15);
    expect(first.results.map((l) => l.data.id)).toEqual(mineNewestFirst.slice(0, 15));
    expect(first.results.every((l) => l.user === admin.user.id && l.action === 'createGroup')).toBe(true);
    expect(first.next).toEqual(expect.stringContaining('offset=15'));
    expect(first.next).toEqual(expect.stringContaining('limit=15'));
    expect(first.previous).toBeNull();
    const ids = first.results.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = (await admin.call('GET', `/api/logs/?user=${admin.user.id}&page=2`)).json<List<Log>>();
    expect(second).toMatchObject({ count: 17, next: null, previous: expect.any(String) });
    expect(second.results.map((l) => l.data.id)).toEqual(mineNewestFirst.slice(15));

    const theirs = (await admin.call('GET', `/api/logs/?user=${other.user.id}`)).json<List<Log>>();
    expect(theirs.count).toBe(2);
    expect(theirs.results.map((l) => l.user)).toEqual([other.user.id, other.user.id]);

    const all = (await admin.call('GET', '/api/logs/')).json<List<Log>>();
    expect(all.count).toBe(19);
    expect(all.results[0]!.data.id).toBe(mine.at(-1)!.id);

    expect((await admin.call('GET', `/api/logs/?user=${admin.user.id}&limit=5&offset=15`)).json<List<Log>>().results).toHaveLength(2);
    expect((await admin.call('GET', '/api/logs/?user=99999')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(sb(await admin.call('GET', '/api/logs/?user=abc'))).toMatchObject({ status: 400, body: { user: [expect.any(String)] } });
  });

  it('needs access.view_log: staff read it, a publisher gets 403, anonymous 401', async () => {
    await write(admin, 1);
    const manager = await accessActor(ctx, 'account_manager');
    expect((await manager.call('GET', '/api/logs/')).statusCode).toBe(200);
    expect(sb(await publisher.call('GET', '/api/logs/'))).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(sb(await publisher.call('GET', `/api/logs/?user=${publisher.user.id}`))).toMatchObject({ status: 403 });
    expect(sb(await ctx.app.inject({ method: 'GET', url: '/api/logs/' }))).toMatchObject({ status: 401 });
  });
});
