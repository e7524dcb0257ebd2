import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ImpersonationResponse, type List, type Log, type Website } from '@pubdesk/contract';
import { createTestContext, eachTestIn } from './harness.js';
import { accessPayload, assignStaff, rowCounts, sb, seedWebsite, type Actor } from './helpers.js';
import { accessActor, permissionId, setUser } from './access-fixtures.js';
import { bearer, disabledBody } from './users-fixtures.js';
import { sha256 } from '../src/lib/secrets.js';
import { impersonationKeys } from '../src/modules/impersonation/impersonation.table.js';
import { auditLogs } from '../src/modules/audit/audit.table.js';
import { forbidden } from './expected.js';

/**
 * Impersonation (docs/product-rules.md): staff get a single-use key valid 60 s for a
 * publisher, network or pre_activation user; the exchange gives a session whose token names
 * the staff user as `act`; every write in it is logged with both; nobody impersonates from an
 * impersonated session; a pre_activation target opens as publisher.
 */
const { ctx } = eachTestIn();
let admin: Actor;
let manager: Actor;
let publisher: Actor;
let network: Actor;
let preActivation: Actor;

beforeEach(async () => {
  admin = await accessActor(ctx, 'admin');
  manager = await accessActor(ctx, 'account_manager');
  publisher = await accessActor(ctx, 'publisher');
  network = await accessActor(ctx, 'network');
  preActivation = await accessActor(ctx, 'pre_activation');
  // The manager looks after the three (managers see, and impersonate, what is assigned to them).
  await assignStaff(ctx, manager.user, { network: network.user.id, publisher: publisher.user.id });
  await assignStaff(ctx, manager.user, { publisher: preActivation.user.id });
});

const keyInvalid = { detail: 'This url is not valid or has expired!' };
const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const requestKey = (staff: Actor, target: Actor | number) =>
  staff.call('POST', '/api/auth/impersonation/', { user_id: typeof target === 'number' ? target : target.user.id });
const exchange = (key: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
/** A key for the target, asserted 201. */
const keyFor = async (staff: Actor, target: Actor): Promise<ImpersonationResponse> => {
  const res = await requestKey(staff, target);
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<ImpersonationResponse>();
};
/** An impersonated session: its access token and a caller using it. */
const impersonate = async (staff: Actor, target: Actor) => {
  const { key } = await keyFor(staff, target);
  const res = await exchange(key);
  expect(sb(res)).toMatchObject({ status: 200, body: { access: expect.any(String) } });
  const access = res.json<{ access: string }>().access;
  return { access, call: bearer(ctx, access) };
};
const keyRows = () => ctx.database.db.select().from(impersonationKeys).orderBy(impersonationKeys.id);

describe('POST /api/auth/impersonation/ (the key)', () => {
  it('staff (admin, account manager) get a key for a publisher, network and pre_activation user; the url is the portal with ?impersonating=<key>', async () => {
    // None of them has a white label: the portal this server serves on the main origin (white labels: portal.serving.test.ts).
    for (const staff of [admin, manager]) {
      for (const target of [publisher, network, preActivation]) {
        const before = Date.now();
        const res = await requestKey(staff, target);
        expect(sb(res)).toEqual({
          status: 201,
          body: { key: expect.any(String), expires_at: expect.stringMatching(isoTime), url: expect.any(String) },
        });
        const body = res.json<ImpersonationResponse>();
        expect(body.key.length).toBeGreaterThanOrEqual(32);
        expect(body.url).toBe(`http://127.0.0.1:8080/portal/?impersonating=${body.key}`);
        expect(new URL(body.url).searchParams.get('impersonating')).toBe(body.key);
        // Valid for 60 seconds.
        const ttl = Date.parse(body.expires_at) - before;
        expect(ttl).toBeGreaterThan(55_000);
        expect(ttl).toBeLessThanOrEqual(61_000);
      }
    }
    const rows = await keyRows();
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => [r.actorId, r.userId])).toEqual(
      [admin, manager].flatMap((s) => [publisher, network, preActivation].map((t) => [s.user.id, t.user.id])),
    );
    // Every key is different.
    expect(new Set(rows.map((r) => r.keyHash)).size).toBe(6);
  });

  it('the key is stored hashed: no column of the table holds it', async () => {
    const { key } = await keyFor(admin, publisher);
    const raw = await ctx.database.query<Record<string, unknown>>('select * from impersonation_keys');
    expect(raw).toHaveLength(1);
    expect(JSON.stringify(raw)).not.toContain(key);
    expect(raw[0]).toMatchObject({ key_hash: sha256(key), user_id: publisher.user.id, actor_id: admin.user.id, used_at: null });
    // Nor does the audit log of the request.
    const logs = await ctx.database.db.select().from(auditLogs);
    expect(logs).toEqual([
      expect.objectContaining({ service: 'auth', action: 'impersonate', userId: admin.user.id, impersonatorId: null }),
    ]);
    expect(JSON.stringify(logs)).not.toContain(key);
  });

  it('honours PUBDESK_PORTAL_URL', async () => {
    const other = await createTestContext({ PUBDESK_PORTAL_URL: 'https://portal.example.com/app/' });
    try {
      const staff = await accessActor(other, 'admin');
      const target = await accessActor(other, 'publisher');
      const res = await requestKey(staff, target);
      expect(res.statusCode).toBe(201);
      const body = res.json<ImpersonationResponse>();
      expect(body.url).toBe(`https://portal.example.com/app/?impersonating=${body.key}`);
    } finally {
      await other.close();
    }
  });

  it("staff targets are refused: 400 user_id ['Publishers and Networks only'], no key is made", async () => {
    for (const role of ['admin', 'organization', 'developer', 'account_manager', 'ad_operation'] as const) {
      const target = await accessActor(ctx, role);
      expect(sb(await requestKey(admin, target))).toEqual({ status: 400, body: { user_id: ['Publishers and Networks only'] } });
    }
    // An account manager does not see the admin at all (row scope): the id does not exist for them.
    expect(sb(await requestKey(manager, admin))).toEqual({
      status: 400,
      body: { user_id: [`Invalid pk "${admin.user.id}" - object does not exist.`] },
    });
    expect(await rowCounts(ctx, ['impersonation_keys'])).toEqual({ impersonation_keys: 0 });
  });

  it('a suspended target, an unknown user and a bad user_id are refused (400)', async () => {
    await setUser(ctx, publisher.user.id, { isActive: false });
    expect(sb(await requestKey(admin, publisher))).toEqual({ status: 400, body: { user_id: ['Your account has been disabled.'] } });
    expect(sb(await requestKey(admin, 9999))).toEqual({ status: 400, body: { user_id: ['Invalid pk "9999" - object does not exist.'] } });
    expect(sb(await admin.call('POST', '/api/auth/impersonation/', { user_id: 'abc' }))).toMatchObject({
      status: 400,
      body: { user_id: expect.any(Array) },
    });
    expect(sb(await admin.call('POST', '/api/auth/impersonation/', {}))).toMatchObject({
      status: 400,
      body: { user_id: expect.any(Array) },
    });
    expect(await rowCounts(ctx, ['impersonation_keys'])).toEqual({ impersonation_keys: 0 });
  });

  it('a publisher or network caller is refused (403); anonymous 401', async () => {
    expect(sb(await requestKey(publisher, network))).toEqual({ status: 403, body: forbidden });
    expect(sb(await requestKey(network, publisher))).toEqual({ status: 403, body: forbidden });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/', payload: { user_id: publisher.user.id } })).statusCode,
    ).toBe(401);
    expect(await rowCounts(ctx, ['impersonation_keys'])).toEqual({ impersonation_keys: 0 });
  });
});

describe('POST /api/auth/impersonation/exchange/', () => {
  it('gives an access token whose user is the target and whose act.sub is the staff user; no refresh token', async () => {
    const { key } = await keyFor(manager, network);
    const res = await exchange(key);
    expect(sb(res)).toEqual({ status: 200, body: { access: expect.any(String) } });
    const payload = accessPayload(res.json<{ access: string }>().access);
    expect(payload.user).toMatchObject({ id: network.user.id, username: network.user.username, role: 'network' });
    expect(payload).toMatchObject({ token_type: 'access', act: { sub: String(manager.user.id) } });
    expect((await keyRows())[0]?.usedAt).toBeInstanceOf(Date);
  });

  it("is single use: the second exchange is 400 'This url is not valid or has expired!'", async () => {
    const { key } = await keyFor(admin, publisher);
    expect((await exchange(key)).statusCode).toBe(200);
    expect(sb(await exchange(key))).toEqual({ status: 400, body: keyInvalid });
  });

  it('two exchanges of one key at once: exactly one session', async () => {
    const { key } = await keyFor(admin, publisher);
    const answers = await Promise.all([exchange(key), exchange(key), exchange(key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('an expired key is refused (400), an unknown key too', async () => {
    const { key } = await keyFor(admin, publisher);
    await ctx.database.db
      .update(impersonationKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(impersonationKeys.keyHash, sha256(key)));
    expect(sb(await exchange(key))).toEqual({ status: 400, body: keyInvalid });
    expect(sb(await exchange('no-such-key'))).toEqual({ status: 400, body: keyInvalid });
    expect(sb(await exchange(''))).toMatchObject({ status: 400, body: { key: ['This field may not be blank.'] } });
  });

  it('a key whose target or staff user was suspended before the exchange is refused with the same answer', async () => {
    const first = await keyFor(admin, publisher);
    const second = await keyFor(manager, network);
    await setUser(ctx, publisher.user.id, { isActive: false });
    await setUser(ctx, manager.user.id, { isActive: false });
    expect(sb(await exchange(first.key))).toEqual({ status: 400, body: keyInvalid });
    expect(sb(await exchange(second.key))).toEqual({ status: 400, body: keyInvalid });
  });

  it('a target who became staff before the exchange is not opened (staff cannot impersonate staff)', async () => {
    const { key } = await keyFor(manager, publisher);
    expect(sb(await admin.call('PATCH', `/api/profiles/${publisher.user.id}/`, { user_role: 'organization' }))).toMatchObject({
      status: 200,
    });
    expect(sb(await exchange(key))).toEqual({ status: 400, body: keyInvalid });
  });

  it('the exchange is audited as the target, impersonated by the staff user, and never stores the key', async () => {
    const { key } = await keyFor(admin, publisher);
    await exchange(key);
    const logs = await ctx.database.db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(JSON.stringify(logs)).not.toContain(key);
    expect(logs.map((l) => [l.action, l.userId, l.impersonatorId])).toEqual([
      ['impersonate', admin.user.id, null],
      ['exchangeImpersonationKey', publisher.user.id, admin.user.id],
    ]);
  });
});

describe('the impersonated session', () => {
  it('acts as the target: a publisher sees only their own websites and profile', async () => {
    const own = await seedWebsite(ctx, { name: 'Own Site', publisherId: publisher.user.id, networkId: network.user.id });
    const other = await accessActor(ctx, 'publisher');
    await seedWebsite(ctx, { name: 'Other Site', publisherId: other.user.id });
    const session = await impersonate(admin, publisher);

    const res = await session.call('GET', '/api/websites/');
    expect(sb(res)).toMatchObject({ status: 200, body: { count: 1 } });
    expect(res.json<List<Website>>().results.map((w) => w.id)).toEqual([own.id]);
    expect((await admin.call('GET', '/api/websites/')).json<List<Website>>().count).toBe(2);

    expect((await session.call('GET', `/api/profiles/${publisher.user.id}/`)).statusCode).toBe(200);
    expect((await session.call('GET', `/api/profiles/${other.user.id}/`)).statusCode).toBe(404);
    // The staff user's own powers are not in the session.
    expect(sb(await session.call('GET', '/api/users/'))).toEqual({ status: 403, body: forbidden });
    expect(sb(await session.call('GET', '/api/whitelist/'))).toEqual({ status: 403, body: forbidden });
  });

  it('writes are audited as the target with the staff user as impersonator (audit_logs and GET /api/logs/)', async () => {
    const session = await impersonate(manager, publisher);
    const before = (await ctx.database.db.select().from(auditLogs)).length;
    expect(sb(await session.call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Lisbon' }))).toMatchObject({
      status: 200,
      body: { city: 'Lisbon' },
    });
    const logs = await ctx.database.db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)).toMatchObject({
      service: 'users',
      action: 'updateProfile',
      userId: publisher.user.id,
      impersonatorId: manager.user.id,
      data: { id: publisher.user.id },
    });

    const page = (await admin.call('GET', `/api/logs/?user=${publisher.user.id}`)).json<List<Log>>();
    expect(page.results).toContainEqual(
      expect.objectContaining({ action: 'updateProfile', user: publisher.user.id, impersonator: manager.user.id }),
    );

    // The target's own write, without impersonation, has no impersonator.
    await publisher.call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Porto' });
    expect((await ctx.database.db.select().from(auditLogs).orderBy(auditLogs.id)).at(-1)).toMatchObject({
      userId: publisher.user.id,
      impersonatorId: null,
    });
  });

  it('nobody impersonates from an impersonated session (403), even a target granted auth.impersonate_user', async () => {
    const session = await impersonate(admin, network);
    // The network lacks the permission anyway...
    expect(sb(await session.call('POST', '/api/auth/impersonation/', { user_id: publisher.user.id }))).toEqual({
      status: 403,
      body: forbidden,
    });

    // ...so grant it to them: on their own they may now ask for a key,
    const grant = await admin.call('POST', '/api/exceptions/', {
      user: network.user.id,
      permission: await permissionId(ctx, 'auth.impersonate_user'),
      type: 'grant',
    });
    expect(sb(grant)).toMatchObject({ status: 201 });
    expect(sb(await requestKey(network, publisher))).toMatchObject({ status: 201 });
    const fresh = await impersonate(admin, network);
    const keysBefore = await rowCounts(ctx, ['impersonation_keys']);

    // but never from an impersonated session (the one opened before the grant, or a fresh one): the
    // route is session-only, which an impersonated session is not (the guard's 403 impersonated_session).
    const impersonated = { detail: messages.api.impersonatedSession, code: 'impersonated_session' };
    expect(sb(await session.call('POST', '/api/auth/impersonation/', { user_id: publisher.user.id }))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(sb(await fresh.call('POST', '/api/auth/impersonation/', { user_id: publisher.user.id }))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(await rowCounts(ctx, ['impersonation_keys'])).toEqual(keysBefore);
  });

  it('a pre_activation target acts as publisher: role publisher in the token, and publisher endpoints answer 200', async () => {
    // On their own, a pre_activation user holds no publisher powers (only its own websites, to add them).
    expect(sb(await preActivation.call('GET', '/api/wallets/wallets/'))).toEqual({ status: 403, body: forbidden });
    const site = await seedWebsite(ctx, { publisherId: preActivation.user.id });
    await seedWebsite(ctx, { publisherId: publisher.user.id });

    const session = await impersonate(manager, preActivation);
    expect(accessPayload(session.access)).toMatchObject({
      user: { id: preActivation.user.id, role: 'publisher' },
      act: { sub: String(manager.user.id) },
    });
    const res = await session.call('GET', '/api/websites/');
    expect(sb(res)).toMatchObject({ status: 200, body: { count: 1 } });
    expect(res.json<List<Website>>().results.map((w) => w.id)).toEqual([site.id]);
    // Publisher powers only, not more.
    expect(sb(await session.call('GET', '/api/users/'))).toEqual({ status: 403, body: forbidden });
    // The user's own row still says pre_activation.
    expect(sb(await admin.call('GET', `/api/users/${preActivation.user.id}/`))).toMatchObject({
      status: 200,
      body: { role: 'pre_activation' },
    });
  });

  it('suspending the staff user ends the impersonated session at once (403 account_disabled)', async () => {
    const session = await impersonate(manager, publisher);
    expect((await session.call('GET', '/api/websites/')).statusCode).toBe(200);
    expect(sb(await admin.call('PATCH', `/api/users/${manager.user.id}/`, { is_active: false }))).toMatchObject({ status: 200 });
    expect(sb(await session.call('GET', '/api/websites/'))).toEqual({ status: 403, body: disabledBody });
  });

  it('a session whose target became staff afterwards never holds staff powers', async () => {
    const session = await impersonate(manager, publisher);
    expect(sb(await session.call('GET', '/api/users/'))).toEqual({ status: 403, body: forbidden });
    expect(sb(await admin.call('PATCH', `/api/profiles/${publisher.user.id}/`, { user_role: 'organization' }))).toMatchObject({
      status: 200,
    });
    // Staff cannot impersonate staff: the session may end (401/403), but it must not list users.
    expect((await session.call('GET', '/api/users/')).statusCode).not.toBe(200);
  });

  it('suspending the target ends it too', async () => {
    const session = await impersonate(admin, network);
    expect(sb(await admin.call('PATCH', `/api/users/${network.user.id}/`, { is_active: false }))).toMatchObject({ status: 200 });
    expect(sb(await session.call('GET', '/api/websites/'))).toEqual({ status: 403, body: disabledBody });
  });
});

describe('POST /api/auth/impersonation/end/', () => {
  const end = (access: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/end/', headers: { authorization: `Bearer ${access}` } });
  const tokenInvalid = { detail: messages.api.tokenInvalid, code: 'token_not_valid' };
  const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: { token } });

  it("the session's token names its key's row as sid; after End the token is 401 everywhere, verification included", async () => {
    const session = await impersonate(manager, publisher);
    const [row] = await keyRows();
    expect(accessPayload(session.access)).toMatchObject({ sid: row!.id, act: { sub: String(manager.user.id) } });
    expect((await session.call('GET', '/api/websites/')).statusCode).toBe(200);
    expect((await verify(session.access)).statusCode).toBe(200);

    expect(sb(await end(session.access))).toEqual({ status: 204, body: '' });
    expect((await keyRows())[0]?.endedAt).toBeInstanceOf(Date);
    expect(sb(await session.call('GET', '/api/websites/'))).toEqual({ status: 401, body: tokenInvalid });
    expect(sb(await session.call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Lisbon' }))).toEqual({
      status: 401,
      body: tokenInvalid,
    });
    expect(sb(await verify(session.access))).toEqual({ status: 401, body: tokenInvalid });
    // Ending it again: the token is no longer anyone's session.
    expect(sb(await end(session.access))).toEqual({ status: 401, body: tokenInvalid });
  });

  it("ends that session only: another impersonation of the same user, and the user's own session, go on", async () => {
    const first = await impersonate(admin, publisher);
    const second = await impersonate(admin, publisher);
    expect((await end(first.access)).statusCode).toBe(204);
    expect((await first.call('GET', '/api/websites/')).statusCode).toBe(401);
    expect((await second.call('GET', '/api/websites/')).statusCode).toBe(200);
    expect((await publisher.call('GET', '/api/websites/')).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/websites/')).statusCode).toBe(200);
  });

  it('is audited as the target with the staff user as impersonator', async () => {
    const session = await impersonate(manager, network);
    expect((await end(session.access)).statusCode).toBe(204);
    const logs = await ctx.database.db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(logs.at(-1)).toMatchObject({ action: 'endImpersonation', userId: network.user.id, impersonatorId: manager.user.id });
  });

  it('a session that is not an impersonation is refused (400) and nothing changes; anonymous 401', async () => {
    const session = await impersonate(admin, publisher);
    const notImpersonated = { detail: messages.api.notImpersonated };
    for (const who of [publisher, admin]) {
      expect(sb(await who.call('POST', '/api/auth/impersonation/end/'))).toEqual({ status: 400, body: notImpersonated });
    }
    const pair = await ctx.login(publisher.user.username);
    expect(sb(await end(pair.access))).toEqual({ status: 400, body: notImpersonated });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/end/' })).statusCode).toBe(401);
    expect((await keyRows()).map((r) => r.endedAt)).toEqual([null]);
    expect((await session.call('GET', '/api/websites/')).statusCode).toBe(200);
  });
});
