import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@pubdesk/contract';
import { users } from '../src/modules/users/users.table.js';
import { loginAttempts, resetRequests } from '../src/modules/auth/auth.table.js';
import { features } from '../src/features.js';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { accessPayload, sb } from './helpers.js';
import { captureLog } from './jobs-fixtures.js';

const { ctx } = eachTestIn();

const token = (payload: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: payload as object, remoteAddress });

describe('POST /api/auth/token/', () => {
  it('returns an access/refresh pair whose access token carries the user object', async () => {
    const user = await ctx.createUser({ username: 'alice', role: 'account_manager', firstName: 'Alice', lastName: 'Liddell' });
    const res = await token({ username: 'alice', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access: string; refresh: string }>();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(body.refresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const payload = accessPayload(body.access);
    expect(payload.user).toEqual({
      id: user.id,
      username: 'alice',
      first_name: 'Alice',
      last_name: 'Liddell',
      email: 'alice@example.test',
      role: 'account_manager',
      is_verified: false,
      profile_image: null,
    });
    expect(payload.sub).toBe(String(user.id));
    expect(payload.token_type).toBe('access');
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('matches the username case-insensitively (the schema lowercases it)', async () => {
    const user = await ctx.createUser({ username: 'bob' });
    const res = await token({ username: '  BoB ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(accessPayload(res.json<{ access: string }>().access).user.id).toBe(user.id);
  });

  it('sets last_login on success', async () => {
    const user = await ctx.createUser();
    expect(user.lastLogin).toBeNull();
    const before = Date.now();
    await ctx.login(user.username);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).toBeInstanceOf(Date);
    expect(row!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.lastLogin!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a wrong password with 401 and the DRF message', async () => {
    const user = await ctx.createUser();
    const res = await token({ username: user.username, password: 'wrong-password' });
    expect(sb(res)).toEqual({
      status: 401,
      body: { detail: 'No active account found with the given credentials', code: 'no_active_account' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).toBeNull();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    await ctx.createUser({ username: 'known' });
    const unknown = await token({ username: 'nobody-here', password: TEST_PASSWORD });
    const wrong = await token({ username: 'known', password: 'nope-nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toMatchObject({ detail: messages.api.badCredentials });
  });

  it('refuses a suspended user with the right password: 403 account_disabled', async () => {
    const user = await ctx.createUser({ isActive: false });
    const res = await token({ username: user.username, password: TEST_PASSWORD });
    expect(sb(res)).toEqual({ status: 403, body: { detail: messages.api.accountDisabled, code: 'account_disabled' } });
  });

  it('refuses, rather than fails on, an account whose stored hash is malformed', async () => {
    const user = await ctx.createUser({ username: 'broken' });
    for (const password of [
      'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$',
      'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$!!!',
      'scrypt$abc$8$1$c2FsdA$' + 'A'.repeat(43),
    ]) {
      await ctx.database.db.update(users).set({ password }).where(eq(users.id, user.id));
      const res = await token({ username: 'broken', password: 'anything-at-all' });
      expect({ password, ...sb(res) }).toEqual({
        password,
        status: 401,
        body: { detail: messages.api.badCredentials, code: 'no_active_account' },
      });
    }
  });

  it('names each missing field', async () => {
    const noUser = await token({ password: 'x' });
    expect(sb(noUser)).toEqual({ status: 400, body: { username: ['This field is required.'] } });
    const noPassword = await token({ username: 'x' });
    expect(sb(noPassword)).toEqual({ status: 400, body: { password: ['This field is required.'] } });
    const neither = await token({});
    expect(sb(neither)).toEqual({ status: 400, body: { username: ['This field is required.'], password: ['This field is required.'] } });
  });

  it('refuses blank fields', async () => {
    const res = await token({ username: '', password: '' });
    expect(sb(res)).toEqual({
      status: 400,
      body: { username: ['This field may not be blank.'], password: ['This field may not be blank.'] },
    });
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    });
    expect(sb(res)).toEqual({ status: 400, body: { detail: messages.api.invalidBody } });
  });

  it('answers a media type it does not parse with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(sb(res)).toEqual({ status: 415, body: { detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' } });
  });
});

describe('sign-in throttling', () => {
  it('locks an account after 5 failures in 15 minutes, even for the right password', async () => {
    const user = await ctx.createUser({ username: 'target' });
    for (let i = 0; i < 5; i++) {
      const res = await token({ username: 'target', password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await token({ username: 'target', password: 'wrong-again' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ detail: string }>().detail).toMatch(/Try again in \d+ minute/);
    expect(sixth.json<{ detail: string }>().detail).toBe(format15(sixth.json<{ detail: string }>().detail));
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const correct = await token({ username: 'TARGET', password: TEST_PASSWORD });
    expect(correct.statusCode).toBe(429);
    expect(correct.headers['retry-after']).toBeDefined();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).toBeNull();

    // Another account from the same IP is not affected by this account's lock.
    const other = await ctx.createUser({ username: 'bystander' });
    expect((await token({ username: other.username, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('counts only failures within the window and says when the lock lifts', async () => {
    await ctx.createUser({ username: 'patient' });
    const fail = (minutesAgo: number) => ({
      username: 'patient',
      ip: '192.0.2.1',
      succeeded: false,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    // Five failures 16 to 20 minutes ago: outside the window, no lock.
    await ctx.database.db.insert(loginAttempts).values([16, 17, 18, 19, 20].map(fail));
    expect((await token({ username: 'patient', password: 'wrong-pass' })).statusCode).toBe(401);

    // Four more inside the window make five: locked until the oldest of them (14 min ago) ages out.
    await ctx.database.db.insert(loginAttempts).values([14, 10, 5, 1].map(fail));
    const res = await token({ username: 'patient', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 1 minute(s).' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('a success clears the account failures counted so far', async () => {
    await ctx.createUser({ username: 'forgetful' });
    for (let i = 0; i < 4; i++) expect((await token({ username: 'forgetful', password: 'wrong-pass' })).statusCode).toBe(401);
    const counted = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'forgetful'));
    expect(counted.map((r) => r.succeeded)).toEqual([false, false, false, false]);
    expect((await token({ username: 'forgetful', password: TEST_PASSWORD })).statusCode).toBe(200);
    const left = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'forgetful'));
    expect(left.map((r) => r.succeeded)).toEqual([true]);
  });

  it('locks an IP after 20 failures across usernames', async () => {
    const victim = await ctx.createUser({ username: 'victim' });
    const attacker = '203.0.113.7';
    // 19 earlier failures for different usernames (recorded directly: each API failure costs a
    // scrypt verify), then the 20th through the API.
    await ctx.database.db
      .insert(loginAttempts)
      .values(Array.from({ length: 19 }, (_, i) => ({ username: `guess${i}`, ip: attacker, succeeded: false })));
    expect((await token({ username: 'guess19', password: 'wrong-pass' }, attacker)).statusCode).toBe(401);
    const res = await token({ username: victim.username, password: TEST_PASSWORD }, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ detail: string }>().detail).toMatch(/Try again in \d+ minute/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, attacker));
    expect(rows).toHaveLength(20);

    // The same account from another address still signs in.
    expect((await token({ username: victim.username, password: TEST_PASSWORD }, '198.51.100.9')).statusCode).toBe(200);
  });

  it("counts an IPv6 client's failures by its /64: a new address in the same network is still locked", async () => {
    const victim = await ctx.createUser({ username: 'victim6' });
    await ctx.database.db
      .insert(loginAttempts)
      .values(Array.from({ length: 19 }, (_, i) => ({ username: `guess${i}`, ip: '2001:db8:1:2::/64', succeeded: false })));
    expect((await token({ username: 'guess19', password: 'wrong-pass' }, '2001:db8:1:2::99')).statusCode).toBe(401);
    expect((await token({ username: victim.username, password: TEST_PASSWORD }, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    // Another /64 is another client.
    expect((await token({ username: victim.username, password: TEST_PASSWORD }, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

/** The throttled message with its minutes filled in from the text itself (checks the template). */
function format15(detail: string): string {
  const minutes = /in (\d+) minute/.exec(detail)?.[1] ?? '?';
  return messages.api.throttled.replace('{minutes}', minutes);
}

describe("the throttles' rows", () => {
  it('are pruned every quarter hour once older than the window: failed sign-ins do not pile up forever', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await ctx.database.db.insert(loginAttempts).values([
      { username: 'old', ip: '203.0.113.1', succeeded: false, createdAt: old },
      { username: 'fresh', ip: '203.0.113.1', succeeded: false },
    ]);
    await ctx.database.db.insert(resetRequests).values([
      { emailHash: 'old', ip: '203.0.113.1', createdAt: old },
      { emailHash: 'fresh', ip: '203.0.113.1' },
    ]);
    const job = features.find((f) => f.name === 'auth')!.jobs!({ db: ctx.database.db, config: ctx.config, log: captureLog().log }).find(
      (d) => d.name === 'auth.prune-throttle-rows',
    )!;
    expect(job.schedule?.cron).toBe('*/15 * * * *');
    await job.handler({}, { id: 'j', name: job.name, attempt: 1, lastAttempt: true });
    expect((await ctx.database.db.select().from(loginAttempts)).map((r) => r.username)).toEqual(['fresh']);
    expect((await ctx.database.db.select().from(resetRequests)).map((r) => r.emailHash)).toEqual(['fresh']);
  });
});
