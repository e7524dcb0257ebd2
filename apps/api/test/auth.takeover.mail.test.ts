/**
 * Account takeover through mail: reset and verification links are built from configured origins
 * only (never the request's Host or X-Forwarded-Host), a white label's domain only for its own
 * users, list links likewise; and the reset form is rate-limited without telling who has an
 * account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type List, type User } from '@pubdesk/contract';
import { createTestContext, eachTestIn, type TestContext } from './harness.js';
import { assignStaff, keyFromMail, sb } from './helpers.js';
import { registrationBody } from './users-fixtures.js';

const { ctx } = eachTestIn();

/** The main label's origin when PUBDESK_MAIN_ORIGIN is unset: this server (PORT 8080) on 127.0.0.1. */
const MAIN = 'http://127.0.0.1:8080';

const forgot = (email: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', c: TestContext = ctx) =>
  c.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email }, headers, remoteAddress });
/** The origin of the one link in the newest mail, and the mail itself. */
async function lastLink(c: TestContext = ctx) {
  const mail = (await c.mail()).at(-1)!;
  const link = /(https?:\/\/[^\s/]+)(?:\/portal)?\/(reset|verifiy|verify)\/[A-Za-z0-9_-]+/.exec(mail.text);
  return { origin: link?.[1], mail };
}

/** An active white label on `domain`, belonging to `network`. */
async function whiteLabel(c: TestContext, domain: string, network: number | null, extra: object = {}) {
  const admin = await c.authAs('admin');
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/whitelist/',
    headers: { authorization: admin.authorization },
    payload: { domain, status: 'active', company_name: `${domain} brand`, network, ...extra },
  });
  expect(res.statusCode).toBe(201);
}

describe('reset links never come from the request', () => {
  it('Host: evil.example gets a link on the main origin', async () => {
    const user = await ctx.createUser();
    expect(sb(await forgot(user.email, { host: 'evil.example' }))).toEqual({ status: 200, body: { detail: messages.api.forgotSent } });
    const { origin, mail } = await lastLink();
    expect(origin).toBe(MAIN);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.subject).toBe('Reset your Pubdesk password');
  });

  it('X-Forwarded-Host from a trusted proxy does not choose the link either', async () => {
    const user = await ctx.createUser();
    expect((await forgot(user.email, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
    const { origin, mail } = await lastLink();
    expect(origin).toBe(MAIN);
    expect(mail.text).not.toContain('evil.example');
  });

  it("a white label's domain is used only for its own network and that network's publishers", async () => {
    const netA = await ctx.createUser({ role: 'network' });
    const netB = await ctx.createUser({ role: 'network' });
    const pubA = await ctx.createUser({ role: 'publisher' });
    const pubB = await ctx.createUser({ role: 'publisher' });
    const staff = await ctx.createUser({ role: 'account_manager' });
    await assignStaff(ctx, staff, { network: netA.id });
    await ctx.database.query(
      `insert into assignments (network_id, publisher_id) values (${netA.id}, ${pubA.id}), (${netB.id}, ${pubB.id})`,
    );
    await whiteLabel(ctx, 'console.neta.example', netA.id);

    const originFor = async (email: string) => {
      expect((await forgot(email, { host: 'console.neta.example' })).statusCode).toBe(200);
      return (await lastLink()).origin;
    };
    expect(await originFor(netA.email)).toBe('http://console.neta.example:8080');
    expect(await originFor(pubA.email)).toBe('http://console.neta.example:8080');
    expect((await lastLink()).mail.subject).toBe('Reset your console.neta.example brand password');
    // Another network's people, and staff, get the main label: its domain, its name.
    for (const user of [netB, pubB, staff]) expect(await originFor(user.email)).toBe(MAIN);
    expect((await lastLink()).mail.subject).toBe('Reset your Pubdesk password');
  });

  it("a white label with no network, or not active, is nobody's", async () => {
    const network = await ctx.createUser({ role: 'network' });
    await whiteLabel(ctx, 'orphan.example', null);
    await whiteLabel(ctx, 'paused.example', network.id, { status: 'suspended' });
    for (const host of ['orphan.example', 'paused.example']) {
      expect((await forgot(network.email, { host })).statusCode).toBe(200);
      expect((await lastLink()).origin).toBe(MAIN);
    }
  });
});

describe('with PUBDESK_MAIN_ORIGIN and sign-up open on the main label', () => {
  let main: TestContext;
  beforeAll(async () => {
    main = await createTestContext({ PUBDESK_MAIN_ORIGIN: 'https://console.pubdesk.example', PUBDESK_ALLOW_SIGNUP: '1' });
  });
  afterAll(() => main.close());

  it('reset and verification links use the configured origin, whatever the Host', async () => {
    const user = await main.createUser();
    expect((await forgot(user.email, { host: 'evil.example' }, '127.0.0.1', main)).statusCode).toBe(200);
    expect((await lastLink(main)).origin).toBe('https://console.pubdesk.example');

    const res = await main.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: registrationBody(),
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(201);
    const { origin, mail } = await lastLink(main);
    expect(origin).toBe('https://console.pubdesk.example');
    expect(mail.text).not.toContain('evil.example');
  });

  it('list pages link next and previous on the configured origin, not the Host', async () => {
    const admin = await main.authAs('admin');
    await main.createUser();
    await main.createUser();
    const res = await main.app.inject({
      url: '/api/users/?limit=1&offset=1',
      headers: { authorization: admin.authorization, host: 'evil.example' },
    });
    const page = res.json<List<User>>();
    expect(page.next).toBe('https://console.pubdesk.example/api/users/?limit=1&offset=2');
    expect(page.previous).toBe('https://console.pubdesk.example/api/users/?limit=1');
  });
});

describe('POST /api/auth/forgot/ is rate-limited', () => {
  const throttled = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/^Too many password reset requests\. Try again in \d+ minute\(s\)\.$/) });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('3 per address in 15 minutes, with the same answers for a known and an unknown address', async () => {
    const user = await ctx.createUser();
    for (const email of [user.email, 'nobody@example.test']) {
      for (let i = 0; i < 3; i++) expect(sb(await forgot(email))).toEqual({ status: 200, body: { detail: messages.api.forgotSent } });
      throttled(await forgot(email.toUpperCase()));
    }
    expect((await ctx.mail()).filter((m) => m.to === user.email)).toHaveLength(3);
  });

  it('repeats within the limit do not void the key the owner already holds', async () => {
    const user = await ctx.createUser();
    await forgot(user.email);
    const first = keyFromMail((await ctx.mail())[0]!.text, 'reset');
    await forgot(user.email);
    await forgot(user.email);
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify/', payload: { key: first, type: 'reset' } });
    expect(sb(verify)).toEqual({ status: 200, body: { detail: messages.api.keyValid } });
  });

  it('10 per IP in 15 minutes, across addresses; another IP is not affected', async () => {
    const attacker = '203.0.113.80';
    for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}@example.test`, {}, attacker)).statusCode).toBe(200);
    throttled(await forgot('someone-else@example.test', {}, attacker));
    expect((await forgot('someone-else@example.test', {}, '198.51.100.3')).statusCode).toBe(200);
  });

  it('20 parallel requests for one address send at most 3 mails', async () => {
    const user = await ctx.createUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(user.email)));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - ok);
    expect((await ctx.mail()).length).toBeLessThanOrEqual(3);
  });
});
