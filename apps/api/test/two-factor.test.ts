import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { messages, type RecoveryCodes, type TwoFactorSetup, type TwoFactorStatus } from '@pubdesk/contract';
import { auditLogs } from '../src/modules/audit/audit.table.js';
import { userTwoFactor } from '../src/modules/auth/two-factor.table.js';
import type { UserRow } from '../src/modules/users/index.js';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { actor, assignStaff, caller, keyFromMail, sb, type Actor } from './helpers.js';
import { notFound } from './expected.js';

/**
 * Two-factor sign-in (issue 31): enrolment, the sign-in's second step, a code once (replay and a
 * parallel pair refused), ±1 step, recovery codes once, 5 wrong codes end the step and count
 * against the throttle, turning off and regenerating, the admin's reset, the role requirement,
 * and what impersonated sessions and API keys may not do.
 */
const { ctx } = eachTestIn();
const m = messages.twoFactor.api;

/** The app's code for the secret, `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/**
 * Waits out the last 3 seconds of a 30-second step, for a test whose codes must keep their
 * distance from the current step (-1, +2) between computing and checking them.
 */
async function midStep(): Promise<void> {
  const into = Date.now() % 30_000;
  if (into > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_100 - into));
}

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
const signIn = (username: string, password = TEST_PASSWORD) => post('/api/auth/token/', { username, password });

/** Turns 2FA on for the actor: answers the secret, the code that confirmed it (its step is spent) and the recovery codes. */
async function enrol(who: Actor): Promise<{ secret: string; spent: string; codes: string[] }> {
  const setup = await who.call('POST', '/api/auth/2fa/setup/', { password: TEST_PASSWORD });
  expect(sb(setup)).toMatchObject({ status: 200 });
  const { secret } = setup.json<TwoFactorSetup>();
  const spent = await codeAt(secret);
  const confirm = await who.call('POST', '/api/auth/2fa/confirm/', { code: spent });
  expect(sb(confirm)).toMatchObject({ status: 200 });
  return { secret, spent, codes: confirm.json<RecoveryCodes>().recovery_codes };
}

/** The mfa_token the password step hands a user with 2FA. */
async function challenge(user: UserRow): Promise<string> {
  const res = await signIn(user.username);
  expect(sb(res)).toMatchObject({ status: 200, body: { mfa_required: true } });
  return res.json<{ mfa_token: string }>().mfa_token;
}

const status = async (who: Actor) => (await who.call('GET', '/api/auth/2fa/')).json<TwoFactorStatus>();

describe('turning 2FA on', () => {
  it('needs the password, answers a sealed secret with its otpauth URL and QR code, and is on only once a code confirms it', async () => {
    const staff = await actor(ctx, 'account_manager', { username: 'mia' });
    const wrong = await staff.call('POST', '/api/auth/2fa/setup/', { password: 'not-it' });
    expect(sb(wrong)).toMatchObject({ status: 400, body: { password: [messages.api.wrongPassword] } });

    const res = await staff.call('POST', '/api/auth/2fa/setup/', { password: TEST_PASSWORD });
    expect(res.headers['cache-control']).toBe('no-store');
    const setup = res.json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toBe(`otpauth://totp/Pubdesk:mia?secret=${setup.secret}&issuer=Pubdesk`);
    expect(Buffer.from(setup.qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    const [row] = await ctx.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, staff.user.id));
    expect(row!.secretSealed).not.toContain(setup.secret);
    expect(row!.confirmedAt).toBeNull();
    expect(await status(staff)).toMatchObject({ enabled: false });
    // Not on yet: the password alone still signs in.
    expect(sb(await signIn('mia'))).toMatchObject({ status: 200, body: { access: expect.any(String) } });

    const bad = await staff.call('POST', '/api/auth/2fa/confirm/', {
      code: '000000' === (await codeAt(setup.secret)) ? '111111' : '000000',
    });
    expect(sb(bad)).toMatchObject({ status: 400, body: { code: [m.codeInvalid] } });
    const ok = await staff.call('POST', '/api/auth/2fa/confirm/', { code: await codeAt(setup.secret) });
    const codes = ok.json<RecoveryCodes>().recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(await status(staff)).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false, enabled_at: expect.any(String) });

    const again = await staff.call('POST', '/api/auth/2fa/setup/', { password: TEST_PASSWORD });
    expect(sb(again)).toMatchObject({ status: 400, body: { detail: m.alreadyOn } });
  });
});

describe('signing in with 2FA', () => {
  it('the right password answers an mfa_token and no tokens; the next code answers the pair; the same code again is refused', async () => {
    const staff = await actor(ctx, 'developer');
    const { secret, spent } = await enrol(staff);
    const first = await signIn(staff.user.username);
    expect(Object.keys(first.json()).sort()).toEqual(['mfa_required', 'mfa_token']);
    const token = first.json<{ mfa_token: string }>().mfa_token;

    // The confirming code's step is spent: the same code is a replay.
    const replay = await post('/api/auth/token/2fa/', { mfa_token: token, code: spent });
    expect(sb(replay)).toMatchObject({ status: 400, body: { code: [m.codeInvalid] } });
    // The next step's code (a phone 30 s ahead) is accepted, once.
    const next = await codeAt(secret, 30);
    const ok = await post('/api/auth/token/2fa/', { mfa_token: token, code: next });
    expect(sb(ok)).toMatchObject({ status: 200, body: { access: expect.any(String), refresh: expect.any(String) } });
    expect(ok.headers['cache-control']).toBe('no-store');
    // The token is used up, and the code too.
    expect(sb(await post('/api/auth/token/2fa/', { mfa_token: token, code: next }))).toMatchObject({
      status: 401,
      body: { code: 'mfa_token_invalid' },
    });
    const again = await post('/api/auth/token/2fa/', { mfa_token: await challenge(staff.user), code: next });
    expect(sb(again)).toMatchObject({ status: 400, body: { code: [m.codeInvalid] } });
  });

  it('accepts the previous step while none later was used, and refuses a code two steps away', async () => {
    const staff = await actor(ctx, 'developer');
    const setup = (await staff.call('POST', '/api/auth/2fa/setup/', { password: TEST_PASSWORD })).json<TwoFactorSetup>();
    await midStep();
    // Confirmed with the previous step's code: a phone 30 s behind.
    expect(sb(await staff.call('POST', '/api/auth/2fa/confirm/', { code: await codeAt(setup.secret, -30) }))).toMatchObject({
      status: 200,
    });
    const token = await challenge(staff.user);
    const far = await post('/api/auth/token/2fa/', { mfa_token: token, code: await codeAt(setup.secret, 60) });
    expect(sb(far)).toMatchObject({ status: 400 });
    expect(sb(await post('/api/auth/token/2fa/', { mfa_token: token, code: await codeAt(setup.secret) }))).toMatchObject({ status: 200 });
  });

  it('of two sign-ins racing with one code, one wins', async () => {
    const staff = await actor(ctx, 'developer');
    const { secret } = await enrol(staff);
    const [a, b] = [await challenge(staff.user), await challenge(staff.user)];
    const code = await codeAt(secret, 30);
    const answers = await Promise.all([a, b].map((token) => post('/api/auth/token/2fa/', { mfa_token: token, code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('a recovery code signs in once, in any case and with or without its dash', async () => {
    const staff = await actor(ctx, 'developer');
    const { codes } = await enrol(staff);
    const code = codes[0]!;
    const ok = await post('/api/auth/token/2fa/', {
      mfa_token: await challenge(staff.user),
      recovery_code: code.toUpperCase().replace('-', ''),
    });
    expect(sb(ok)).toMatchObject({ status: 200 });
    const again = await post('/api/auth/token/2fa/', { mfa_token: await challenge(staff.user), recovery_code: code });
    expect(sb(again)).toMatchObject({ status: 400, body: { recovery_code: [m.recoveryInvalid] } });
    expect(await status(staff)).toMatchObject({ recovery_codes_left: 9 });
  });

  it('five wrong codes end the mfa_token, and they count against the sign-in throttle', async () => {
    const staff = await actor(ctx, 'developer');
    const { secret } = await enrol(staff);
    const token = await challenge(staff.user);
    const wrong = (await codeAt(secret, 30)) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) {
      expect(sb(await post('/api/auth/token/2fa/', { mfa_token: token, code: wrong }))).toMatchObject({ status: 400 });
    }
    const fifth = await post('/api/auth/token/2fa/', { mfa_token: token, code: wrong });
    expect(sb(fifth)).toMatchObject({ status: 401, body: { detail: m.mfaTokenInvalid, code: 'mfa_token_invalid' } });
    const right = await post('/api/auth/token/2fa/', { mfa_token: token, code: await codeAt(secret, 30) });
    expect(sb(right)).toMatchObject({ status: 401 });
    // Five failures for the account in 15 minutes: even the right password waits now.
    const locked = await signIn(staff.user.username);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('a wrong password stays 401; a password reset leaves 2FA on', async () => {
    const staff = await actor(ctx, 'developer');
    await enrol(staff);
    expect(sb(await signIn(staff.user.username, 'wrong-password'))).toMatchObject({ status: 401 });
    await post('/api/auth/forgot/', { email: staff.user.email });
    const key = keyFromMail((await ctx.mail()).at(-1)!.text, 'reset');
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/reset/',
      payload: { key, password: 'brand-new-pass', confirmed_password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect(sb(await signIn(staff.user.username, 'brand-new-pass'))).toMatchObject({ status: 200, body: { mfa_required: true } });
  });
});

describe('regenerating recovery codes and turning 2FA off', () => {
  it('both need the password and a code; new codes void the old; off means the password alone signs in again', async () => {
    const staff = await actor(ctx, 'developer');
    const { secret, codes } = await enrol(staff);
    const noCode = await staff.call('POST', '/api/auth/2fa/recovery-codes/', { password: TEST_PASSWORD });
    expect(sb(noCode)).toMatchObject({ status: 400, body: { code: ['This field is required.'] } });
    const both = await staff.call('POST', '/api/auth/2fa/recovery-codes/', {
      password: TEST_PASSWORD,
      code: '123456',
      recovery_code: codes[0],
    });
    expect(sb(both)).toMatchObject({ status: 400, body: { code: [messages.twoFactor.fields.codeOrRecovery] } });
    const badPassword = await staff.call('POST', '/api/auth/2fa/recovery-codes/', {
      password: 'nope-nope',
      code: await codeAt(secret, 30),
    });
    expect(sb(badPassword)).toMatchObject({ status: 400, body: { password: [messages.api.wrongPassword] } });
    const badCode = await staff.call('POST', '/api/auth/2fa/disable/', { password: TEST_PASSWORD, code: '99999' });
    expect(sb(badCode)).toMatchObject({ status: 400, body: { code: [messages.twoFactor.fields.codeFormat] } });

    const fresh = await staff.call('POST', '/api/auth/2fa/recovery-codes/', { password: TEST_PASSWORD, code: await codeAt(secret, 30) });
    expect(sb(fresh)).toMatchObject({ status: 200 });
    const newCodes = fresh.json<RecoveryCodes>().recovery_codes;
    expect(newCodes).not.toContain(codes[0]);
    const old = await staff.call('POST', '/api/auth/2fa/disable/', { password: TEST_PASSWORD, recovery_code: codes[0] });
    expect(sb(old)).toMatchObject({ status: 400, body: { recovery_code: [m.recoveryInvalid] } });

    const off = await staff.call('POST', '/api/auth/2fa/disable/', { password: TEST_PASSWORD, recovery_code: newCodes[0] });
    expect(sb(off)).toMatchObject({ status: 200, body: { detail: m.turnedOff } });
    expect(await status(staff)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(sb(await signIn(staff.user.username))).toMatchObject({ status: 200, body: { access: expect.any(String) } });
    expect(sb(await staff.call('POST', '/api/auth/2fa/disable/', { password: TEST_PASSWORD, code: '123456' }))).toMatchObject({
      status: 400,
      body: { detail: m.notOn },
    });
  });
});

describe("an admin's reset", () => {
  it('turns a user off, is audited, and mails the user; never oneself, above oneself, or outside the scope', async () => {
    const admin = await actor(ctx, 'admin');
    const staff = await actor(ctx, 'developer', { firstName: 'Dev' });
    await enrol(staff);
    expect((await admin.call('GET', `/api/users/${staff.user.id}/2fa/`)).json()).toMatchObject({ enabled: true });

    const res = await admin.call('POST', `/api/users/${staff.user.id}/2fa/reset/`);
    expect(sb(res)).toMatchObject({ status: 200, body: { detail: m.resetDone } });
    expect((await admin.call('GET', `/api/users/${staff.user.id}/2fa/`)).json()).toEqual({ enabled: false, enabled_at: null });
    const mail = (await ctx.mail()).at(-1)!;
    expect(mail).toMatchObject({ to: staff.user.email, subject: 'Pubdesk: two-factor authentication was turned off' });
    const [log] = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.userId, admin.user.id));
    expect(log).toBeDefined();

    await enrol(admin);
    expect(sb(await admin.call('POST', `/api/users/${admin.user.id}/2fa/reset/`))).toMatchObject({
      status: 403,
      body: { code: 'own_two_factor' },
    });
    const org = await actor(ctx, 'organization');
    expect(sb(await org.call('POST', `/api/users/${admin.user.id}/2fa/reset/`))).toMatchObject({ status: 403 });
    const manager = await actor(ctx, 'account_manager');
    expect(sb(await manager.call('POST', `/api/users/${staff.user.id}/2fa/reset/`))).toMatchObject({ status: 403 });
    const publisher = await actor(ctx, 'publisher');
    expect(sb(await manager.call('GET', `/api/users/${publisher.user.id}/2fa/`))).toMatchObject({ status: 404, body: notFound });
    await assignStaff(ctx, manager.user, { publisher: publisher.user.id });
    expect(sb(await manager.call('GET', `/api/users/${publisher.user.id}/2fa/`))).toMatchObject({ status: 200 });
  });
});

describe('requiring 2FA for roles', () => {
  it("ends the sessions of that role's users without 2FA, who set it up at their next sign-in before anything else", async () => {
    const admin = await actor(ctx, 'admin');
    const publisher = await ctx.createUser({ role: 'publisher', username: 'paula' });
    const session = await ctx.login('paula');
    const save = (roles: string[]) => admin.call('PUT', '/api/settings/security/', { two_factor_roles: roles });

    // Your own role first needs your own 2FA.
    expect(sb(await save(['admin']))).toMatchObject({ status: 400, body: { two_factor_roles: [m.enrolYourselfFirst] } });
    expect(sb(await save(['publisher']))).toMatchObject({ status: 200, body: { two_factor_roles: ['publisher'] } });
    expect((await admin.call('GET', '/api/settings/security/')).json()).toEqual({ two_factor_roles: ['publisher'] });

    // The open session is over: neither its access token nor its refresh token works.
    expect((await caller(ctx, `Bearer ${session.access}`)('GET', '/api/auth/2fa/')).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);

    const first = await signIn('paula');
    expect(sb(first)).toMatchObject({ status: 200, body: { mfa_setup_required: true } });
    const token = first.json<{ mfa_token: string }>().mfa_token;
    // An enrolment token is not a sign-in token.
    expect(sb(await post('/api/auth/token/2fa/', { mfa_token: token, code: '123456' }))).toMatchObject({ status: 401 });
    const setup = (await post('/api/auth/token/2fa/setup/', { mfa_token: token })).json<TwoFactorSetup>();
    expect(setup.otpauth_url).toContain(':paula?');
    const done = await post('/api/auth/token/2fa/confirm/', { mfa_token: token, code: await codeAt(setup.secret) });
    expect(sb(done)).toMatchObject({ status: 200, body: { access: expect.any(String), refresh: expect.any(String) } });
    expect(done.json<RecoveryCodes>().recovery_codes).toHaveLength(10);
    expect(sb(await post('/api/auth/token/2fa/confirm/', { mfa_token: token, code: await codeAt(setup.secret, 30) }))).toMatchObject({
      status: 401,
    });

    // Required: it cannot be turned off; the next sign-in asks for a code.
    const paula = caller(ctx, `Bearer ${done.json<{ access: string }>().access}`);
    expect((await paula('GET', '/api/auth/2fa/')).json()).toMatchObject({ enabled: true, required: true });
    const off = await paula('POST', '/api/auth/2fa/disable/', { password: TEST_PASSWORD, code: await codeAt(setup.secret, 30) });
    expect(sb(off)).toMatchObject({ status: 403, body: { code: 'two_factor_required' } });
    expect(sb(await signIn('paula'))).toMatchObject({ status: 200, body: { mfa_required: true } });
    expect(publisher.id).toBeGreaterThan(0);
  });

  it('only with the security permission, and from a session', async () => {
    const manager = await actor(ctx, 'account_manager');
    expect((await manager.call('GET', '/api/settings/security/')).statusCode).toBe(403);
    expect((await manager.call('PUT', '/api/settings/security/', { two_factor_roles: ['publisher'] })).statusCode).toBe(403);
    const admin = await actor(ctx, 'admin');
    expect(sb(await admin.call('PUT', '/api/settings/security/', { two_factor_roles: ['nobody'] }))).toMatchObject({ status: 400 });
    expect(sb(await admin.call('PUT', '/api/settings/security/', { two_factor_roles: ['pre_activation'] }))).toMatchObject({ status: 400 });
  });
});

describe('impersonated sessions and API keys', () => {
  it('neither needs nor changes 2FA', async () => {
    const admin = await actor(ctx, 'admin');
    const publisher = await actor(ctx, 'publisher');
    await enrol(publisher);
    const impersonated = caller(ctx, `Bearer ${await ctx.tokenFor(publisher.user, { impersonator: admin.user })}`);
    // Reading works, changing does not.
    expect((await impersonated('GET', '/api/auth/2fa/')).json()).toMatchObject({ enabled: true });
    for (const [url, body] of [
      ['/api/auth/2fa/setup/', { password: TEST_PASSWORD }],
      ['/api/auth/2fa/disable/', { password: TEST_PASSWORD, code: '123456' }],
      ['/api/auth/2fa/recovery-codes/', { password: TEST_PASSWORD, code: '123456' }],
    ] as const) {
      expect(sb(await impersonated('POST', url, body))).toMatchObject({ status: 403, body: { code: 'impersonated_session' } });
    }
    const staffImpersonating = await actor(ctx, 'admin');
    const asStaff = caller(ctx, `Bearer ${await ctx.tokenFor(staffImpersonating.user, { impersonator: admin.user })}`);
    expect((await asStaff('POST', `/api/users/${publisher.user.id}/2fa/reset/`)).statusCode).toBe(401);

    // A key of a user with 2FA works without a code, and cannot touch 2FA.
    const created = await admin.call('POST', '/api/auth/api-keys/', { name: 'Reports', user: publisher.user.id, permissions: [] });
    const key = (await admin.call('POST', `/api/auth/api-keys/${created.json<{ id: number }>().id}/reveal/`)).json<{ key: string }>().key;
    const withKey = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: `Api-Key ${key}` }, ...(payload ? { payload } : {}) });
    expect((await withKey('GET', '/api/websites/')).statusCode).toBe(200);
    expect(sb(await withKey('POST', '/api/auth/2fa/disable/', { password: TEST_PASSWORD, code: '123456' }))).toMatchObject({
      status: 403,
      body: { code: 'session_required' },
    });
  });
});

describe('bad input', () => {
  it('is a 400 by field and changes nothing', async () => {
    const staff = await actor(ctx, 'developer');
    for (const body of [
      { mfa_token: 'x', code: 'abcdef' },
      { mfa_token: 'x', code: '123456', recovery_code: 'abcde-12345' },
      { mfa_token: 'x' },
      { code: '123456' },
      { mfa_token: 'x'.repeat(5000), code: '123456' },
      { mfa_token: 'x', recovery_code: 'a'.repeat(100) },
      { mfa_token: 'x', code: '12345\u0000' },
    ]) {
      expect((await post('/api/auth/token/2fa/', body)).statusCode).toBe(400);
    }
    expect((await staff.call('POST', '/api/auth/2fa/confirm/', { code: 123456 })).statusCode).toBe(400);
    expect(sb(await staff.call('POST', '/api/auth/2fa/confirm/', { code: '123456' }))).toMatchObject({
      status: 400,
      body: { detail: m.noPendingSetup },
    });
    expect(await status(staff)).toMatchObject({ enabled: false });
  });
});
