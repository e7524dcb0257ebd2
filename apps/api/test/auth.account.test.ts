import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages, type TokenPair } from '@pubdesk/contract';
import { refreshTokens } from '../src/modules/auth/auth.table.js';
import { users } from '../src/modules/users/users.table.js';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { accessPayload, sb, seedWebsite } from './helpers.js';
import { notFound, forbidden } from './expected.js';

const { ctx } = eachTestIn();

const put = (url: string, authorization: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/auth${url}`, headers: { authorization }, payload });
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/auth/status/', () => {
  it('counts users, networks and websites, and gives the revenue tiles', async () => {
    const admin = await ctx.authAs('admin');
    const network = await ctx.createUser({ role: 'network' });
    await ctx.createUser({ role: 'network', isActive: false });
    const pub1 = await ctx.createUser({ role: 'publisher' });
    const pub2 = await ctx.createUser({ role: 'publisher' });
    await ctx.createUser({ role: 'publisher', isActive: false });
    await ctx.createUser({ role: 'pre_activation' });
    await ctx.database.db.execute(sql`update profiles set is_verified = true where user_id in (${pub1.id}, ${pub2.id})`);
    // The networks tile counts the websites a network runs: two of the three here.
    await seedWebsite(ctx, { networkId: network.id });
    await seedWebsite(ctx, { networkId: network.id, publisherId: pub1.id, status: 'suspended' });
    await seedWebsite(ctx, { publisherId: pub2.id });

    const res = await ctx.app.inject({ url: '/api/auth/status/', headers: { authorization: admin.authorization } });
    expect(sb(res)).toEqual({
      status: 200,
      body: {
        users: { total: 7, active: 5, suspended: 2, verified: 2, unverified: 5 },
        networks: { total: 2, users: 3, websites: 2 },
        websites: { total: 3, active: 2, suspended: 1 },
        tickets: { total: 0, open: 0, on_hold: 0, closed: 0 },
        revenue: {
          today: { revenue: '0.00', impressions: 0 },
          yesterday: { revenue: '0.00', impressions: 0 },
          seven_days: { revenue: '0.00', impressions: 0 },
          month: { revenue: '0.00', impressions: 0 },
        },
      },
    });
  });

  it('is for staff: read-only staff may see it, a publisher gets 403, anonymous 401', async () => {
    const manager = await ctx.authAs('account_manager');
    const ok = await ctx.app.inject({ url: '/api/auth/status/', headers: { authorization: manager.authorization } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ users: { total: 1 } });

    for (const role of ['publisher', 'network', 'pre_activation'] as const) {
      const who = await ctx.authAs(role);
      const res = await ctx.app.inject({ url: '/api/auth/status/', headers: { authorization: who.authorization } });
      expect({ role, ...sb(res) }).toEqual({ role, status: 403, body: forbidden });
    }
    const anon = await ctx.app.inject({ url: '/api/auth/status/' });
    expect(sb(anon)).toEqual({ status: 401, body: { detail: messages.api.notAuthenticated } });
  });
});

describe('PUT /api/auth/user/email/', () => {
  // `password` is the caller's own current password (every test user has TEST_PASSWORD).
  const change = (authorization: string, user: number, email: string, email_confirm = email, password = TEST_PASSWORD) =>
    put('/user/email/', authorization, { user, email, email_confirm, password });

  it('changes your own email (lower-cased) and clears its verification', async () => {
    const me = await ctx.authAs('publisher');
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
    const res = await change(me.authorization, me.user.id, 'New.Address@Example.test');
    expect(sb(res)).toEqual({ status: 200, body: { detail: messages.api.emailChanged } });
    const row = await userRow(me.user.id);
    expect(row.email).toBe('new.address@example.test');
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('refuses a mismatched confirmation', async () => {
    const me = await ctx.authAs('publisher');
    const res = await change(me.authorization, me.user.id, 'a@example.test', 'b@example.test');
    expect(sb(res)).toEqual({ status: 400, body: { email_confirm: ["The two email fields didn't match."] } });
    expect((await userRow(me.user.id)).email).toBe(me.user.email);
  });

  it('refuses an email another user has (in any case)', async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser({ email: 'someone@example.test' });
    const res = await change(me.authorization, me.user.id, 'SomeOne@example.test');
    expect(sb(res)).toEqual({ status: 400, body: { email: [messages.api.emailTaken] } });
    expect((await userRow(me.user.id)).email).toBe(me.user.email);
    expect((await userRow(other.id)).email).toBe('someone@example.test');
  });

  it('keeping your own email is fine', async () => {
    const me = await ctx.authAs('publisher');
    expect((await change(me.authorization, me.user.id, me.user.email)).statusCode).toBe(200);
  });

  it("another user's id is 404 for a publisher, and allowed for an admin", async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser({ role: 'publisher' });
    expect(sb(await change(me.authorization, other.id, 'hijack@example.test'))).toEqual({ status: 404, body: notFound });
    expect((await userRow(other.id)).email).toBe(other.email);

    const admin = await ctx.authAs('admin');
    expect(sb(await change(admin.authorization, other.id, 'moved@example.test'))).toEqual({
      status: 200,
      body: { detail: messages.api.emailChanged },
    });
    expect((await userRow(other.id)).email).toBe('moved@example.test');
    expect(sb(await change(admin.authorization, 999999, 'ghost@example.test'))).toEqual({ status: 404, body: notFound });
  });

  it('read-only staff cannot change another user', async () => {
    const manager = await ctx.authAs('account_manager');
    const other = await ctx.createUser();
    expect(sb(await change(manager.authorization, other.id, 'x@example.test'))).toEqual({ status: 404, body: notFound });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/email/',
      payload: { user: 1, email: 'a@b.test', email_confirm: 'a@b.test', password: TEST_PASSWORD },
    });
    expect(sb(res)).toEqual({ status: 401, body: { detail: messages.api.notAuthenticated } });
  });
});

describe('PUT /api/auth/user/password/', () => {
  const change = (
    authorization: string,
    user: number,
    old_password: string,
    new_password = 'changed-pass-1',
    confirmed_password = new_password,
  ) => put('/user/password/', authorization, { user, old_password, new_password, confirmed_password });
  const tryLogin = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password } });

  it('checks the old password', async () => {
    const me = await ctx.authAs('publisher');
    const res = await change(me.authorization, me.user.id, 'not-my-password');
    expect(sb(res)).toEqual({ status: 400, body: { old_password: [messages.api.wrongOldPassword] } });
    expect((await userRow(me.user.id)).password).toBe(me.user.password);
  });

  it('validates the new password and its confirmation', async () => {
    const me = await ctx.authAs('publisher');
    expect(sb(await change(me.authorization, me.user.id, TEST_PASSWORD, 'short'))).toEqual({
      status: 400,
      body: { new_password: ['This password is too short. It must contain at least 8 characters.'] },
    });
    expect(sb(await change(me.authorization, me.user.id, TEST_PASSWORD, 'changed-pass-1', 'changed-pass-2'))).toEqual({
      status: 400,
      body: { confirmed_password: ["The two password fields didn't match."] },
    });
  });

  it('changes your own password, ends the old sessions and returns a fresh pair', async () => {
    const user = await ctx.createUser();
    const old: TokenPair = await ctx.login(user.username);
    const res = await change(`Bearer ${old.access}`, user.id, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ detail: string; access: string; refresh: string }>();
    expect(body.detail).toBe(messages.api.passwordChanged);
    expect(accessPayload(body.access).user).toMatchObject({ id: user.id });

    const refreshOld = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: old.refresh } });
    expect(refreshOld.statusCode).toBe(401);
    const refreshNew = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: body.refresh } });
    expect(refreshNew.statusCode).toBe(200);

    expect((await userRow(user.id)).password).not.toBe(user.password);
    expect((await tryLogin(user.username, 'changed-pass-1')).statusCode).toBe(200);
  });

  it("an admin may change another user's password (giving the admin's own password); no tokens come back", async () => {
    const admin = await ctx.authAs('admin');
    const other = await ctx.createUser();
    const theirs = await ctx.login(other.username);
    const res = await change(admin.authorization, other.id, TEST_PASSWORD);
    expect(sb(res)).toEqual({ status: 200, body: { detail: messages.api.passwordChanged } });
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, other.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: theirs.refresh } });
    expect(refresh.statusCode).toBe(401);
  });

  it("another user's id is 404 for a publisher", async () => {
    const me = await ctx.authAs('publisher');
    const other = await ctx.createUser();
    expect(sb(await change(me.authorization, other.id, TEST_PASSWORD))).toEqual({ status: 404, body: notFound });
    expect((await userRow(other.id)).password).toBe(other.password);
  });
});
