/**
 * Account takeover by guessing and by stale sessions: the sign-in throttle holds against parallel
 * requests and covers the password asked by sensitive changes; a password reset, a password
 * change and a logout end every session at once, access tokens included.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type TokenPair } from '@pubdesk/contract';
import { loginAttempts } from '../src/modules/auth/auth.table.js';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { keyFromMail, sb } from './helpers.js';
import { tokenInvalidBody } from './users-fixtures.js';

const { ctx } = eachTestIn();

const PARALLEL = 30;
const signIn = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password }, remoteAddress });
const put = (url: string, access: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/auth${url}`, headers: { authorization: `Bearer ${access}` }, payload });
/** Changes the user's password to 'changed-pass-1' in the session of `access` (theirs, or an admin's): the old one is TEST_PASSWORD. */
const changePassword = (userId: number, access: string) =>
  put('/user/password/', access, {
    user: userId,
    old_password: TEST_PASSWORD,
    new_password: 'changed-pass-1',
    confirmed_password: 'changed-pass-1',
  });
/** An authenticated read of the user's own profile: 200 while the access token's session lives. */
const ownProfile = (userId: number, access: string) =>
  ctx.app.inject({ url: `/api/profiles/${userId}/`, headers: { authorization: `Bearer ${access}` } });
const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const verifyToken = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: { token } });

/** How many of the answers had each status: `{401: 5, 429: 25}`. */
const tally = (answers: Array<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.statusCode]: (acc[a.statusCode] ?? 0) + 1 }), {});

describe('the sign-in throttle under parallel requests', () => {
  it(`${PARALLEL} parallel wrong passwords for one account: at most 5 reach the password check`, async () => {
    const user = await ctx.createUser();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => signIn(user.username, `wrong-${i}`)));
    const counts = tally(answers);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    // Only the checked attempts are on record, so the lock lifts when they age out.
    const failures = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.username, user.username));
    expect(failures).toHaveLength(counts[401] ?? 0);
  });

  it(`${PARALLEL} parallel guesses from one IP across accounts: no more than the IP's 20 are checked`, async () => {
    const attacker = '203.0.113.50';
    // 15 failures already: 5 left before the IP's lock.
    await ctx.database.db
      .insert(loginAttempts)
      .values(Array.from({ length: 15 }, (_, i) => ({ username: `earlier${i}`, ip: attacker, succeeded: false })));
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => signIn(`guess${i}`, 'wrong-password', attacker)));
    const counts = tally(answers);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    const rows = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, attacker));
    expect(rows.length).toBeLessThanOrEqual(20);
  });

  it(`${PARALLEL} parallel wrong old_password on PUT /user/password/: at most 5 checked, then the account is locked`, async () => {
    const user = await ctx.createUser();
    const access = await ctx.tokenFor(user);
    const body = (i: number) => ({
      user: user.id,
      old_password: `wrong-${i}`,
      new_password: 'a-new-pass-123',
      confirmed_password: 'a-new-pass-123',
    });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => put('/user/password/', access, body(i))));
    const counts = tally(answers);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(PARALLEL);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect(answers.find((a) => a.statusCode === 429)!.headers['retry-after']).toBeDefined();
  });

  it('wrong passwords on the e-mail change count against the same account: the sign-in is locked after 5', async () => {
    const user = await ctx.createUser();
    const access = await ctx.tokenFor(user);
    const body = { user: user.id, email: 'new@example.test', email_confirm: 'new@example.test', password: 'not-my-password' };
    for (let i = 0; i < 5; i++)
      expect(sb(await put('/user/email/', access, body))).toEqual({ status: 400, body: { password: [messages.api.wrongPassword] } });
    const sixth = await put('/user/email/', access, { ...body, password: TEST_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ detail: string }>().detail).toMatch(/Try again in \d+ minute/);
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('a right password clears the failures it counted', async () => {
    const user = await ctx.createUser();
    const access = await ctx.tokenFor(user);
    const body = (old_password: string) => ({
      user: user.id,
      old_password,
      new_password: 'a-new-pass-123',
      confirmed_password: 'a-new-pass-123',
    });
    for (let i = 0; i < 4; i++) expect((await put('/user/password/', access, body('wrong-pass'))).statusCode).toBe(400);
    expect((await put('/user/password/', access, body(TEST_PASSWORD))).statusCode).toBe(200);
    const failures = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.succeeded, false));
    expect(failures).toEqual([]);
  });
});

describe('ending every session', () => {
  /** A user signed in twice (two browsers), each session's access token working. */
  async function twoSessions() {
    const user = await ctx.createUser();
    const one: TokenPair = await ctx.login(user.username);
    const two: TokenPair = await ctx.login(user.username);
    for (const pair of [one, two]) expect((await ownProfile(user.id, pair.access)).statusCode).toBe(200);
    return { user, one, two };
  }
  const expectEnded = async (userId: number, pair: TokenPair) => {
    expect(sb(await ownProfile(userId, pair.access))).toEqual({ status: 401, body: tokenInvalidBody });
    expect(sb(await verifyToken(pair.access))).toEqual({ status: 401, body: tokenInvalidBody });
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  };

  it('a password reset ends the access tokens too', async () => {
    const { user, one, two } = await twoSessions();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email: user.email } });
    const key = keyFromMail((await ctx.mail()).at(-1)!.text, 'reset');
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/reset/',
      payload: { key, password: 'reset-pass-123', confirmed_password: 'reset-pass-123' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(user.id, one);
    await expectEnded(user.id, two);
    // The new password opens a session that works.
    const fresh = await ctx.login(user.username, 'reset-pass-123');
    expect((await ownProfile(user.id, fresh.access)).statusCode).toBe(200);
  });

  it('a reset that fails half-way changes nothing: the old password, the sessions and the key all still stand', async () => {
    const { user, one } = await twoSessions();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email: user.email } });
    const key = keyFromMail((await ctx.mail()).at(-1)!.text, 'reset');
    const reset = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/reset/',
        payload: { key, password: 'reset-pass-123', confirmed_password: 'reset-pass-123' },
      });
    // The sessions' end fails (as a crash there would stop it), after the password and the key were written.
    await ctx.database.query(
      `create function refuse_revoke() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await ctx.database.query(`create trigger refuse_revoke before update on refresh_tokens for each row execute function refuse_revoke()`);
    try {
      expect((await reset()).statusCode).toBe(500);
    } finally {
      await ctx.database.query('drop trigger refuse_revoke on refresh_tokens');
      await ctx.database.query('drop function refuse_revoke()');
    }
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await ownProfile(user.id, one.access)).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    await expectEnded(user.id, one);
  });

  it('changing your own password ends the other sessions; the pair it returns works', async () => {
    const { user, one, two } = await twoSessions();
    const res = await changePassword(user.id, one.access);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<TokenPair>();
    await expectEnded(user.id, one);
    await expectEnded(user.id, two);
    expect((await ownProfile(user.id, fresh.access)).statusCode).toBe(200);
    expect(sb(await verifyToken(fresh.access))).toEqual({ status: 200, body: {} });
    expect((await refresh(fresh.refresh)).statusCode).toBe(200);
  });

  it("an admin changing a user's password ends that user's sessions, not the admin's", async () => {
    const { user, one } = await twoSessions();
    const admin = await ctx.createUser({ role: 'admin' });
    const adminPair = await ctx.login(admin.username);
    const res = await changePassword(user.id, adminPair.access);
    expect(res.statusCode).toBe(200);
    await expectEnded(user.id, one);
    expect((await ownProfile(admin.id, adminPair.access)).statusCode).toBe(200);
  });

  it("logout ends every session of the user: this one's access token and the other browser's too", async () => {
    const { user, one, two } = await twoSessions();
    const other = await ctx.createUser();
    const bystander = await ctx.login(other.username);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: one.refresh } });
    expect(sb(res)).toEqual({ status: 200, body: { detail: messages.api.loggedOut } });
    await expectEnded(user.id, one);
    await expectEnded(user.id, two);
    expect((await ownProfile(other.id, bystander.access)).statusCode).toBe(200);
    // Signing in again works at once.
    expect((await ownProfile(user.id, (await ctx.login(user.username)).access)).statusCode).toBe(200);
  });
});
