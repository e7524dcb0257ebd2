/**
 * Account takeover through the e-mail and password changes: who may change whose credentials,
 * the caller's own password asked each time, the notice to the old address, and impersonated
 * sessions that change none. (Mail links and the reset limit: auth.takeover.mail.test.ts;
 * throttling and ended sessions: auth.takeover.sessions.test.ts.)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type Role } from '@pubdesk/contract';
import { users } from '../src/modules/users/users.table.js';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { assignStaff, keyFromMail, sb, withGrant, type Actor } from './helpers.js';
import { accessActor } from './access-fixtures.js';
import { bearer } from './users-fixtures.js';
import { notFound } from './expected.js';

const { ctx } = eachTestIn();
let admin: Actor;
beforeEach(async () => {
  admin = await accessActor(ctx, 'admin');
});

const TARGET_PASSWORD = 'the-targets-own-pass';
const aboveYou = { detail: messages.api.accountAboveYou, code: 'account_above_you' };
const impersonated = { detail: messages.api.impersonatedSession, code: 'impersonated_session' };
const stepUp = { detail: messages.api.credentialsAboveYou, code: 'permissions_above_you' };

const changeEmail = (who: Actor, user: number, email: string, password = TEST_PASSWORD) =>
  who.call('PUT', '/api/auth/user/email/', { user, email, email_confirm: email, password });
const changePassword = (who: Actor, user: number, old_password: string, new_password = 'a-new-pass-123') =>
  who.call('PUT', '/api/auth/user/password/', { user, old_password, new_password, confirmed_password: new_password });
const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const tryLogin = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password } });

/** A user of the role whose password is not the callers' (so a check against the wrong account shows). */
const target = (role: Role) => accessActor(ctx, role, { password: TARGET_PASSWORD });

describe('who may change whose e-mail and password', () => {
  it("an organization or developer user cannot re-point an admin's e-mail or set their password (403)", async () => {
    const victim = await target('admin');
    for (const role of ['organization', 'developer'] as const) {
      const attacker = await accessActor(ctx, role);
      expect({ role, ...sb(await changeEmail(attacker, victim.user.id, `${role}@evil.example`)) }).toEqual({
        role,
        status: 403,
        body: aboveYou,
      });
      expect({ role, ...sb(await changePassword(attacker, victim.user.id, TEST_PASSWORD)) }).toEqual({ role, status: 403, body: aboveYou });
    }
    expect(await row(victim.user.id)).toMatchObject({ email: victim.user.email, password: victim.user.password });
    expect(await ctx.mail()).toEqual([]);
  });

  it('staff change only staff ranked below them; an admin changes anyone', async () => {
    const organization = await target('organization');
    const developer = await accessActor(ctx, 'developer');
    expect(sb(await changeEmail(developer, organization.user.id, 'org@evil.example'))).toEqual({ status: 403, body: aboveYou });
    const otherDeveloper = await target('developer');
    expect(sb(await changeEmail(developer, otherDeveloper.user.id, 'peer@evil.example'))).toEqual({ status: 403, body: aboveYou });
    // Ranked above, but a developer holds permissions an organization lacks: a step up (hardening.credentials.test.ts).
    expect(sb(await changeEmail(organization, otherDeveloper.user.id, 'dev.moved@example.test', TARGET_PASSWORD))).toEqual({
      status: 403,
      body: stepUp,
    });
    // Ranked above, holding all the user's permissions: allowed.
    const manager = await target('account_manager');
    expect(sb(await changeEmail(organization, manager.user.id, 'am.moved@example.test', TARGET_PASSWORD))).toMatchObject({
      status: 200,
    });
    expect(sb(await changeEmail(admin, organization.user.id, 'org.moved@example.test'))).toMatchObject({ status: 200 });
    const otherAdmin = await target('admin');
    expect(sb(await changePassword(admin, otherAdmin.user.id, TEST_PASSWORD))).toMatchObject({ status: 200 });
  });

  it('a user outside the row scope is 404, even with users.change_user', async () => {
    const manager = await accessActor(ctx, 'account_manager');
    const mine = await target('publisher');
    const theirs = await target('publisher');
    await assignStaff(ctx, manager.user, { publisher: mine.user.id });
    await withGrant(ctx, 'account_manager', 'users.change_user', async () => {
      expect(sb(await changeEmail(manager, theirs.user.id, 'hijack@evil.example'))).toEqual({ status: 404, body: notFound });
      expect(sb(await changePassword(manager, theirs.user.id, TEST_PASSWORD))).toEqual({ status: 404, body: notFound });
      // In scope, but the publisher reads wallets the manager cannot: signing in as them would be a step up.
      expect(sb(await changeEmail(manager, mine.user.id, 'moved@example.test'))).toEqual({ status: 403, body: stepUp });
      await withGrant(ctx, 'account_manager', 'wallets.view_wallet', () =>
        withGrant(ctx, 'account_manager', 'wallets.view_invoice', async () => {
          expect(sb(await changeEmail(manager, mine.user.id, 'moved@example.test'))).toMatchObject({ status: 200 });
        }),
      );
    });
    expect((await row(theirs.user.id)).email).toBe(theirs.user.email);
    expect((await row(mine.user.id)).email).toBe('moved@example.test');
  });
});

describe("the caller's current password", () => {
  it('is required to change your own e-mail, and must be right', async () => {
    const me = await accessActor(ctx, 'publisher');
    const missing = await me.call('PUT', '/api/auth/user/email/', {
      user: me.user.id,
      email: 'new@example.test',
      email_confirm: 'new@example.test',
    });
    expect(sb(missing)).toEqual({ status: 400, body: { password: ['This field is required.'] } });
    expect(sb(await changeEmail(me, me.user.id, 'new@example.test', 'not-my-password'))).toEqual({
      status: 400,
      body: { password: [messages.api.wrongPassword] },
    });
    expect((await row(me.user.id)).email).toBe(me.user.email);
    expect(sb(await changeEmail(me, me.user.id, 'new@example.test'))).toEqual({ status: 200, body: { detail: messages.api.emailChanged } });
  });

  it("for another user's e-mail or password, it is the caller's password that counts, not the target's", async () => {
    const victim = await target('publisher');
    expect(sb(await changeEmail(admin, victim.user.id, 'moved@example.test', TARGET_PASSWORD))).toEqual({
      status: 400,
      body: { password: [messages.api.wrongPassword] },
    });
    expect(sb(await changePassword(admin, victim.user.id, TARGET_PASSWORD))).toEqual({
      status: 400,
      body: { old_password: [messages.api.wrongOldPassword] },
    });
    expect(await row(victim.user.id)).toMatchObject({ email: victim.user.email, password: victim.user.password });

    expect(sb(await changeEmail(admin, victim.user.id, 'moved@example.test'))).toMatchObject({ status: 200 });
    expect(sb(await changePassword(admin, victim.user.id, TEST_PASSWORD))).toEqual({
      status: 200,
      body: { detail: messages.api.passwordChanged },
    });
    expect((await tryLogin(victim.user.username, 'a-new-pass-123')).statusCode).toBe(200);
  });
});

describe('an e-mail change', () => {
  it('tells the old address, in a mail naming the new one', async () => {
    const victim = await target('publisher');
    expect(sb(await changeEmail(admin, victim.user.id, 'new.home@example.test'))).toMatchObject({ status: 200 });
    const mail = await ctx.mail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: victim.user.email, subject: 'Your Pubdesk email address was changed' });
    expect(mail[0]!.text).toContain('new.home@example.test');
    expect(mail[0]!.text).toContain(victim.user.username);
  });

  it('sends nothing when the address stays the same', async () => {
    const me = await accessActor(ctx, 'publisher');
    expect(sb(await changeEmail(me, me.user.id, me.user.email.toUpperCase()))).toMatchObject({ status: 200 });
    expect(await ctx.mail()).toEqual([]);
  });

  it('voids the reset links already mailed to the old address', async () => {
    const me = await accessActor(ctx, 'publisher');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot/', payload: { email: me.user.email } });
    const key = keyFromMail((await ctx.mail())[0]!.text, 'reset');
    expect(sb(await changeEmail(me, me.user.id, 'elsewhere@example.test'))).toMatchObject({ status: 200 });
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify/', payload: { key, type: 'reset' } });
    expect(sb(verify)).toEqual({ status: 400, body: { detail: messages.api.keyInvalid } });
  });
});

describe('an impersonated session', () => {
  /** A publisher and a session of theirs opened by the admin through the impersonation key. */
  async function impersonatedPublisher() {
    const publisher = await accessActor(ctx, 'publisher');
    const key = (await admin.call('POST', '/api/auth/impersonation/', { user_id: publisher.user.id })).json<{ key: string }>().key;
    const exchange = await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
    expect(sb(exchange)).toMatchObject({ status: 200 });
    const access = exchange.json<{ access: string }>().access;
    return { publisher, session: { ...publisher, call: bearer(ctx, access) } };
  }

  it("cannot change the target's e-mail, even with the target's password (403)", async () => {
    const { publisher, session } = await impersonatedPublisher();
    expect(sb(await changeEmail(session, publisher.user.id, 'staff@evil.example'))).toEqual({ status: 403, body: impersonated });
    expect((await row(publisher.user.id)).email).toBe(publisher.user.email);
    expect(await ctx.mail()).toEqual([]);
  });

  it('cannot change the password, and gets no token pair (no session without the act claim)', async () => {
    const { publisher, session } = await impersonatedPublisher();
    const res = await changePassword(session, publisher.user.id, TEST_PASSWORD);
    expect(sb(res)).toEqual({ status: 403, body: impersonated });
    expect((await row(publisher.user.id)).password).toBe(publisher.user.password);
    expect((await tryLogin(publisher.user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
