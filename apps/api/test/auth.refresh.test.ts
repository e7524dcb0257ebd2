import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { messages, type TokenPair } from '@pubdesk/contract';
import { refreshTokens } from '../src/modules/auth/auth.table.js';
import { sha256 } from '../src/lib/secrets.js';
import { eachTestIn } from './harness.js';
import { accessPayload, sb } from './helpers.js';

const { ctx } = eachTestIn();

const invalid = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, payload });
const refresh = (token: string) => post('/token/refresh/', { refresh: token });

/** A signed-in user and their first token pair (one real login per test that needs it). */
async function signedIn() {
  const user = await ctx.createUser();
  return { user, pair: await ctx.login(user.username) };
}

const tokenRow = async (token: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
};

/** An access token signed with the server's secret, with claims of our choosing. */
function forge(claims: Record<string, unknown>, opts: { exp?: number; iat?: number; secret?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(new TextEncoder().encode(opts.secret ?? ctx.config.secret));
}

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: a new pair, the presented token revoked, same family', async () => {
    const { user, pair } = await signedIn();
    const res = await refresh(pair.refresh);
    expect(res.statusCode).toBe(200);
    const next = res.json<TokenPair>();
    expect(next.refresh).not.toBe(pair.refresh);
    expect(accessPayload(next.access).user).toMatchObject({ id: user.id, username: user.username });

    const [old, fresh] = [await tokenRow(pair.refresh), await tokenRow(next.refresh)];
    expect(old!.revokedAt).toBeInstanceOf(Date);
    expect(fresh!.revokedAt).toBeNull();
    expect(fresh!.family).toBe(old!.family);
    // Only hashes are stored.
    const all = await ctx.database.db.select().from(refreshTokens);
    expect(all.map((r) => r.tokenHash)).not.toContain(pair.refresh);
    expect(all.map((r) => r.tokenHash)).not.toContain(next.refresh);
  });

  it('treats a reused token as a leak: 401, and the newest token of the family is revoked too', async () => {
    const { pair } = await signedIn();
    const next = (await refresh(pair.refresh)).json<TokenPair>();

    const replay = await refresh(pair.refresh);
    expect(sb(replay)).toEqual({ status: 401, body: invalid });
    expect((await tokenRow(next.refresh))!.revokedAt).toBeInstanceOf(Date);
    expect(sb(await refresh(next.refresh))).toEqual({ status: 401, body: invalid });
  });

  it('does not touch other sessions of the same user when one is replayed', async () => {
    const { user, pair } = await signedIn();
    const other = await ctx.login(user.username);
    await refresh(pair.refresh);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    const res = await refresh(other.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenPair>().refresh).not.toBe(other.refresh);
  });

  it('refuses an expired refresh token', async () => {
    const { pair } = await signedIn();
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, sha256(pair.refresh)));
    expect(sb(await refresh(pair.refresh))).toEqual({ status: 401, body: invalid });
  });

  it('refuses an unknown token and a missing field', async () => {
    expect(sb(await refresh('not-a-token'))).toEqual({ status: 401, body: invalid });
    expect(sb(await post('/token/refresh/', {}))).toEqual({ status: 400, body: { refresh: ['This field is required.'] } });
  });

  it('refuses a suspended user and ends the session', async () => {
    const { user, pair } = await signedIn();
    await ctx.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect(sb(await refresh(pair.refresh))).toEqual({
      status: 403,
      body: { detail: messages.api.accountDisabled, code: 'account_disabled' },
    });
    expect((await tokenRow(pair.refresh))!.revokedAt).toBeInstanceOf(Date);
  });

  it('issues access tokens with the user as it is now', async () => {
    const { user, pair } = await signedIn();
    await ctx.database.db.execute(sql`update users set first_name = 'Renamed' where id = ${user.id}`);
    await ctx.database.db.execute(sql`update profiles set is_verified = true, image = '/media/avatars/x.png' where user_id = ${user.id}`);
    const next = (await refresh(pair.refresh)).json<TokenPair>();
    expect(accessPayload(next.access).user).toMatchObject({
      first_name: 'Renamed',
      is_verified: true,
      profile_image: '/media/avatars/x.png',
    });
  });
});

describe('POST /api/auth/token/verify/', () => {
  it('accepts a good access token with an empty object', async () => {
    const { pair } = await signedIn();
    expect(sb(await post('/token/verify/', { token: pair.access }))).toEqual({ status: 200, body: {} });
  });

  it('refuses garbage, a refresh token, a forged and an expired token', async () => {
    const { user, pair } = await signedIn();
    const tokenUser = accessPayload(pair.access).user;
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      garbage: 'garbage',
      truncated: pair.access.slice(0, -4),
      refresh: pair.refresh,
      otherSecret: await forge({ user: tokenUser }, { secret: 'another-secret-another-secret-0123456789' }),
      expired: await forge({ user: tokenUser }, { iat: now - 3600, exp: now - 60 }),
      notAccess: await forge({ user: tokenUser, token_type: 'refresh' }),
      noUser: await forge({ sub: String(user.id) }),
    };
    for (const [name, token] of Object.entries(cases)) {
      expect({ name, ...sb(await post('/token/verify/', { token })) }).toEqual({ name, status: 401, body: invalid });
    }
  });

  it('accepts a token forged with the real secret (the secret is what makes it valid)', async () => {
    const { pair } = await signedIn();
    const token = await forge({ user: accessPayload(pair.access).user });
    expect(sb(await post('/token/verify/', { token }))).toEqual({ status: 200, body: {} });
  });
});

describe('POST /api/auth/logout/', () => {
  it('revokes the session: refreshing afterwards is 401', async () => {
    const { pair } = await signedIn();
    expect(sb(await post('/logout/', { refresh: pair.refresh }))).toEqual({ status: 200, body: { detail: messages.api.loggedOut } });
    expect((await tokenRow(pair.refresh))!.revokedAt).toBeInstanceOf(Date);
    expect(sb(await refresh(pair.refresh))).toEqual({ status: 401, body: invalid });
  });

  it('revokes the whole family, including tokens rotated after sign-in', async () => {
    const { pair } = await signedIn();
    const next = (await refresh(pair.refresh)).json<TokenPair>();
    expect((await post('/logout/', { refresh: pair.refresh })).statusCode).toBe(200);
    expect(sb(await refresh(next.refresh))).toEqual({ status: 401, body: invalid });
  });

  it('refuses an unknown refresh token', async () => {
    expect(sb(await post('/logout/', { refresh: 'unknown' }))).toEqual({ status: 401, body: invalid });
  });
});

describe('bearer tokens on protected routes', () => {
  it('401 without a token', async () => {
    const res = await ctx.app.inject({ url: '/api/users/' });
    expect(sb(res)).toEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
  });

  it('401 token_not_valid for a bad, expired or non-bearer token', async () => {
    const user = await ctx.createUser({ role: 'admin' });
    const now = Math.floor(Date.now() / 1000);
    const good = await ctx.tokenFor(user);
    const expired = await forge({ user: accessPayload(good).user }, { iat: now - 3600, exp: now - 1 });
    for (const authorization of ['Bearer nonsense', `Bearer ${expired}`, `Basic ${good}`, 'Bearer']) {
      const res = await ctx.app.inject({ url: '/api/users/', headers: { authorization } });
      expect({ authorization, ...sb(res) }).toEqual({ authorization, status: 401, body: invalid });
    }
    const ok = await ctx.app.inject({ url: '/api/users/', headers: { authorization: `Bearer ${good}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ count: 1 });
  });

  it('a bad token on a public route is ignored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/whitelist/check/',
      headers: { authorization: 'Bearer nonsense' },
      payload: { domain: 'example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ whitelisted: false });
  });
});
