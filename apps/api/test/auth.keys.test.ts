import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@pubdesk/contract';
import { authKeys, refreshTokens } from '../src/modules/auth/auth.table.js';
import { profiles, users } from '../src/modules/users/users.table.js';
import { sha256 } from '../src/lib/secrets.js';
import { createTestContext, eachTestIn, TEST_PASSWORD, type TestContext } from './harness.js';
import { keyFromMail, sb } from './helpers.js';
import { registrationBody } from './users-fixtures.js';

const { ctx } = eachTestIn();

const keyInvalid = { detail: 'This url is not valid or has expired!' };
const NEW_PASSWORD = 'brand-new-pass-42';

const call = (method: 'POST' | 'PUT', url: string, payload: object, host?: string, c: TestContext = ctx) =>
  c.app.inject({ method, url: `/api/auth${url}`, payload, ...(host ? { headers: { host } } : {}) });
const forgot = (email: string, extra: object = {}, host?: string) => call('POST', '/forgot/', { email, ...extra }, host);
const verify = (key: string, type: 'reset' | 'account', extra: object = {}) => call('POST', '/verify/', { key, type, ...extra });
const reset = (key: string, password = NEW_PASSWORD, confirmed = password) =>
  call('PUT', '/reset/', { key, password, confirmed_password: confirmed });
const tryLogin = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password } });

/** Asks for a reset mail and returns the key in its link. */
async function resetKeyFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const last = (await ctx.mail()).at(-1)!;
  expect(last.to).toBe(email);
  return keyFromMail(last.text, 'reset');
}

const expireKeys = () => ctx.database.db.update(authKeys).set({ expiresAt: sql`now() - interval '1 second'` });

describe('POST /api/auth/forgot/', () => {
  it('mails a /portal/reset/<key> link to a known active publisher, with the generic answer', async () => {
    const user = await ctx.createUser({ username: 'carol', firstName: 'Carol' });
    const res = await forgot('CAROL@example.test');
    expect(sb(res)).toEqual({ status: 200, body: { detail: messages.api.forgotSent } });
    const mail = await ctx.mail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: user.email, subject: 'Reset your Pubdesk password', status: 'logged' });
    expect(mail[0]!.text).toContain('Hello Carol,');
    // The main label's origin: PUBDESK_MAIN_ORIGIN, here unset, so this server on localhost.
    expect(mail[0]!.text).toMatch(/http:\/\/127.0.0.1:8080\/portal\/reset\/[A-Za-z0-9_-]{43}\b/);
  });

  it('gives the same answer for an unknown email and a suspended user, and mails nothing', async () => {
    const suspended = await ctx.createUser({ isActive: false });
    for (const email of ['nobody@example.test', suspended.email]) {
      expect(sb(await forgot(email))).toEqual({ status: 200, body: { detail: messages.api.forgotSent } });
    }
    expect(await ctx.mail()).toEqual([]);
    expect(await ctx.database.db.select().from(authKeys)).toEqual([]);
  });

  it('validates the email', async () => {
    expect(sb(await call('POST', '/forgot/', {}))).toEqual({ status: 400, body: { email: ['This field is required.'] } });
    expect(sb(await forgot('not-an-email'))).toEqual({ status: 400, body: { email: ['Enter a valid email address.'] } });
  });

  it('stores keys hashed: the raw key is nowhere in auth_keys', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    const rows = await ctx.database.query<Record<string, unknown>>('select * from auth_keys');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toBe(sha256(key));
    expect(JSON.stringify(rows)).not.toContain(key);
    // A reset key lives one hour.
    const row = (await ctx.database.db.select().from(authKeys))[0]!;
    expect(row.type).toBe('reset');
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000);
  });

  it('resend mails a new key; the earlier one keeps working until one of them is used', async () => {
    const user = await ctx.createUser();
    const first = await resetKeyFor(user.email);
    expect((await forgot(user.email, { resend: true })).statusCode).toBe(200);
    const mail = await ctx.mail();
    expect(mail).toHaveLength(2);
    const second = keyFromMail(mail[1]!.text, 'reset');
    expect(second).not.toBe(first);
    // Anyone may ask for a mail to any address: a repeat must not void the key its owner holds.
    expect(sb(await verify(first, 'reset'))).toEqual({ status: 200, body: { detail: messages.api.keyValid } });
    expect(sb(await verify(second, 'reset'))).toEqual({ status: 200, body: { detail: messages.api.keyValid } });
    // Using one ends the other.
    expect((await reset(second)).statusCode).toBe(200);
    expect(sb(await verify(first, 'reset'))).toEqual({ status: 400, body: keyInvalid });
  });

  it("links to, and is branded as, the white label the request came through when it is the user's network's", async () => {
    const admin = await ctx.authAs('admin');
    const network = await ctx.createUser({ role: 'network' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/whitelist/',
      headers: { authorization: admin.authorization },
      payload: { domain: 'console.acme.example', status: 'active', company_name: 'Acme Ads', network: network.id },
    });
    expect(created.statusCode).toBe(201);
    expect((await forgot(network.email, {}, 'console.acme.example')).statusCode).toBe(200);
    const [mail] = await ctx.mail();
    expect(mail!.subject).toBe('Reset your Acme Ads password');
    // The configured domain, with the main origin's scheme and port.
    expect(mail!.text).toMatch(/http:\/\/console\.acme\.example:8080\/portal\/reset\/[A-Za-z0-9_-]+/);
  });
});

describe('POST /api/auth/verify/ {type: reset}', () => {
  it('200 for a live key, without using it up', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    expect(sb(await verify(key, 'reset'))).toEqual({ status: 200, body: { detail: 'The key is valid.' } });
    expect(sb(await verify(key, 'reset'))).toEqual({ status: 200, body: { detail: 'The key is valid.' } });
    const [row] = await ctx.database.db.select().from(authKeys);
    expect(row!.usedAt).toBeNull();
  });

  it('400 for a wrong key, a key of the other type, an expired key and a used key', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    expect(sb(await verify('x'.repeat(43), 'reset'))).toEqual({ status: 400, body: keyInvalid });
    expect(sb(await verify(key, 'account'))).toEqual({ status: 400, body: keyInvalid });

    await expireKeys();
    expect(sb(await verify(key, 'reset'))).toEqual({ status: 400, body: keyInvalid });

    const used = await resetKeyFor(user.email);
    expect((await reset(used)).statusCode).toBe(200);
    expect(sb(await verify(used, 'reset'))).toEqual({ status: 400, body: keyInvalid });
  });

  it('validates the type', async () => {
    const res = await verify('abc', 'bogus' as 'reset');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['type']);
  });
});

describe('PUT /api/auth/reset/', () => {
  it('sets the password: the old one fails, the new one signs in', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    expect(sb(await reset(key))).toEqual({ status: 200, body: { detail: messages.api.passwordReset } });
    expect((await tryLogin(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is single-use', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    expect((await reset(key)).statusCode).toBe(200);
    expect(sb(await reset(key, 'another-pass-99'))).toEqual({ status: 400, body: keyInvalid });
    const [row] = await ctx.database.db.select().from(authKeys);
    expect(row!.usedAt).toBeInstanceOf(Date);
  });

  it('ends every session of the user', async () => {
    const user = await ctx.createUser();
    const pair = await ctx.login(user.username);
    const key = await resetKeyFor(user.email);
    expect((await reset(key)).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: pair.refresh } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired key', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    await expireKeys();
    expect(sb(await reset(key))).toEqual({ status: 400, body: keyInvalid });
  });

  it('checks the confirmation and the length, and keeps the key on refusal', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    expect(sb(await reset(key, NEW_PASSWORD, 'something-else'))).toEqual({
      status: 400,
      body: { confirmed_password: ["The two password fields didn't match."] },
    });
    expect(sb(await reset(key, 'short'))).toEqual({
      status: 400,
      body: { password: ['This password is too short. It must contain at least 8 characters.'] },
    });
    expect(sb(await verify(key, 'reset'))).toEqual({ status: 200, body: { detail: messages.api.keyValid } });
  });

  it('lifts a sign-in lock', async () => {
    const user = await ctx.createUser();
    await ctx.database.db.execute(
      sql`insert into login_attempts (username, ip, succeeded) select ${user.username}, '192.0.2.1', false from generate_series(1, 5)`,
    );
    expect((await tryLogin(user.username, TEST_PASSWORD)).statusCode).toBe(429);
    const key = await resetKeyFor(user.email);
    expect((await reset(key)).statusCode).toBe(200);
    expect((await tryLogin(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

/** Sign-ups are limited per address: each comes from an address of its own unless `from` says. */
let signUpAddresses = 0;
const register = (payload: object, host?: string, c: TestContext = ctx, from = `192.0.2.${++signUpAddresses % 250}`) =>
  c.app.inject({ method: 'POST', url: '/api/auth/registration/', payload, remoteAddress: from, ...(host ? { headers: { host } } : {}) });

/** An active white label for `domain` that allows sign-up, created through the API. */
async function signupDomain(domain: string, allowSignup = true, status = 'active') {
  const admin = await ctx.authAs('admin');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/whitelist/',
    headers: { authorization: admin.authorization },
    payload: { domain, status, allow_signup: allowSignup, company_name: 'Signup Co' },
  });
  expect(res.statusCode).toBe(201);
}

describe('POST /api/auth/registration/', () => {
  it('is closed on the main label by default', async () => {
    const res = await register(registrationBody(), 'pubdesk.example.com');
    expect(sb(res)).toEqual({ status: 403, body: { detail: messages.api.signupClosed, code: 'signup_closed' } });
    expect(await ctx.database.db.select().from(users)).toEqual([]);
    expect(await ctx.mail()).toEqual([]);
  });

  it('is closed on a white label without allow_signup, or one that is not active', async () => {
    await signupDomain('closed.example.com', false);
    await signupDomain('pending.example.com', true, 'pending');
    for (const host of ['closed.example.com', 'pending.example.com']) {
      expect(sb(await register(registrationBody(), host))).toEqual({
        status: 403,
        body: { detail: messages.api.signupClosed, code: 'signup_closed' },
      });
    }
  });

  it('creates a pre_activation user and mails a /portal/verify/<key> link on an open white label', async () => {
    await signupDomain('join.example.com');
    const res = await register(registrationBody({ username: 'NewBie' }), 'join.example.com:8443');
    expect(sb(res)).toEqual({ status: 201, body: { detail: messages.api.registered } });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(user).toMatchObject({
      role: 'pre_activation',
      isActive: true,
      email: 'newbie@example.test',
      firstName: 'New',
      emailVerifiedAt: null,
    });
    expect(user!.password).toMatch(/^scrypt\$/);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile!.additional).toEqual({ company_name: 'Newbie Media' });

    const [mail] = (await ctx.mail()).filter((m) => m.to === 'newbie@example.test');
    expect(mail!.subject).toBe('Verify your Signup Co account');
    // The white label's configured domain (with the main origin's scheme and port), not the request's Host.
    expect(mail!.text).toMatch(/http:\/\/join\.example\.com:8080\/portal\/verify\/[A-Za-z0-9_-]{43}\b/);
    const key = keyFromMail(mail!.text, 'verify');
    const [row] = await ctx.database.db.select().from(authKeys).where(eq(authKeys.userId, user!.id));
    expect(row).toMatchObject({ type: 'account', keyHash: sha256(key), usedAt: null });
    // Valid for 7 days.
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 7 * 86400_000)).toBeLessThan(60_000);

    // The new account can sign in with its password.
    expect((await tryLogin('newbie', 'newbie-pass-1')).statusCode).toBe(200);
  });

  it('refuses a taken username and email with field errors', async () => {
    await signupDomain('join.example.com');
    await ctx.createUser({ username: 'taken', email: 'taken@example.test' });
    const res = await register(registrationBody({ username: 'TAKEN', email: 'Taken@Example.test' }), 'join.example.com');
    expect(sb(res)).toEqual({
      status: 400,
      body: { username: [messages.api.usernameTaken], email: [messages.api.emailTaken] },
    });
    const onlyEmail = await register(registrationBody({ email: 'taken@example.test' }), 'join.example.com');
    expect(sb(onlyEmail)).toEqual({ status: 400, body: { email: [messages.api.emailTaken] } });
    expect(await ctx.database.db.select().from(users).where(eq(users.role, 'pre_activation'))).toEqual([]);
  });

  it('validates the fields', async () => {
    await signupDomain('join.example.com');
    const res = await register({ username: 'a b', email: 'nope', password: 'short', confirmed_password: 'short' }, 'join.example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Enter a valid username. It may contain only letters, numbers, and @/./+/-/_ characters.'],
      email: ['Enter a valid email address.'],
      password: ['This password is too short. It must contain at least 8 characters.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
    });
    const mismatch = await register(registrationBody({ confirmed_password: 'different-1' }), 'join.example.com');
    expect(sb(mismatch)).toEqual({ status: 400, body: { confirmed_password: ["The two password fields didn't match."] } });
  });

  it('takes five sign-ups from an address (an IPv6 client: its /64), then one every two minutes: 429 with Retry-After', async () => {
    await signupDomain('join.example.com');
    const from = '2001:db8:5:6::1';
    // A closed domain's refusal spends nothing.
    for (let n = 0; n < 6; n++) {
      expect((await register(registrationBody(), 'pubdesk.example.com', ctx, from)).statusCode).toBe(403);
    }
    for (let n = 0; n < 5; n++) {
      const body = registrationBody({ username: `burst${n}`, email: `burst${n}@example.test` });
      expect((await register(body, 'join.example.com', ctx, from)).statusCode).toBe(201);
    }
    const refused = await register(
      registrationBody({ username: 'burst5', email: 'burst5@example.test' }),
      'join.example.com',
      ctx,
      '2001:db8:5:6::2',
    );
    expect(sb(refused)).toEqual({ status: 429, body: { detail: 'Too many sign-ups from this address. Try again in 2 minute(s).' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'burst5'))).toEqual([]);
    // Whether an address has an account is answered within the same budget, with a taken name or not.
    const probe = (username: string) =>
      register(registrationBody({ username, email: 'burst0@example.test' }), 'join.example.com', ctx, '2001:db8:5:8::1');
    for (const username of ['burst1', 'probe1', 'burst2', 'probe2', 'probe3']) expect((await probe(username)).statusCode).toBe(400);
    expect((await probe('burst3')).statusCode).toBe(429);
    expect((await probe('probe4')).statusCode).toBe(429);
    // Another network is another client.
    expect(
      (await register(registrationBody({ username: 'other', email: 'other@example.test' }), 'join.example.com', ctx, '2001:db8:5:7::1'))
        .statusCode,
    ).toBe(201);
  });
});

describe('POST /api/auth/verify/ {type: account}', () => {
  async function registered(): Promise<{ key: string; userId: number }> {
    await signupDomain('join.example.com');
    expect((await register(registrationBody(), 'join.example.com')).statusCode).toBe(201);
    const [mail] = await ctx.mail();
    const [user] = await ctx.database.db.select().from(users).where(eq(users.username, 'newbie'));
    return { key: keyFromMail(mail!.text, 'verify'), userId: user!.id };
  }
  const verifiedAt = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.emailVerifiedAt;

  it('verifies the account once; a second use is 400', async () => {
    const { key, userId } = await registered();
    expect(sb(await verify(key, 'account'))).toEqual({ status: 200, body: { detail: messages.api.accountVerified } });
    expect(await verifiedAt(userId)).toBeInstanceOf(Date);
    expect(sb(await verify(key, 'account'))).toEqual({ status: 400, body: keyInvalid });
  });

  it('can set a password at the same time, checking it first', async () => {
    const { key, userId } = await registered();
    expect(sb(await verify(key, 'account', { password: 'fresh-pass-77', confirmed_password: 'other-pass-77' }))).toEqual({
      status: 400,
      body: { confirmed_password: ["The two password fields didn't match."] },
    });
    expect(await verifiedAt(userId)).toBeNull();
    expect((await verify(key, 'account', { password: 'fresh-pass-77', confirmed_password: 'fresh-pass-77' })).statusCode).toBe(200);
    expect((await tryLogin('newbie', 'fresh-pass-77')).statusCode).toBe(200);
  });

  it('refuses a key older than 7 days', async () => {
    const { key, userId } = await registered();
    await ctx.database.db
      .update(authKeys)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authKeys.userId, userId));
    expect(sb(await verify(key, 'account'))).toEqual({ status: 400, body: keyInvalid });
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('refuses a reset key', async () => {
    const user = await ctx.createUser();
    const key = await resetKeyFor(user.email);
    expect(sb(await verify(key, 'account'))).toEqual({ status: 400, body: keyInvalid });
    expect(await verifiedAt(user.id)).toBeNull();
  });
});

describe('registration with PUBDESK_ALLOW_SIGNUP=1', () => {
  let open: TestContext;
  beforeAll(async () => {
    open = await createTestContext({ PUBDESK_ALLOW_SIGNUP: '1' });
  });
  afterAll(() => open.close());

  it('is open on the main label', async () => {
    const res = await register(registrationBody(), 'pubdesk.example.com', open);
    expect(sb(res)).toEqual({ status: 201, body: { detail: messages.api.registered } });
    const [mail] = await open.mail();
    expect(mail).toMatchObject({ to: 'newbie@example.test', subject: 'Verify your Pubdesk account' });
    // The main label's configured origin (PUBDESK_MAIN_ORIGIN unset: localhost), not the request's Host.
    expect(mail!.text).toMatch(/http:\/\/127.0.0.1:8080\/portal\/verify\/[A-Za-z0-9_-]+/);
    const branding = await open.app.inject({ method: 'POST', url: '/api/whitelist/check/', payload: { domain: 'pubdesk.example.com' } });
    expect(branding.json()).toMatchObject({ whitelisted: false, allow_signup: true });
  });
});
