import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { format, messages, type Group, type Role } from '@pubdesk/contract';
import { users } from '../src/modules/users/users.table.js';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { sb, type Actor } from './helpers.js';
import { accessActor, permissionId } from './access-fixtures.js';
import { newUserBody } from './users-fixtures.js';

/**
 * No step up through someone else's account: setting another user's password or e-mail, making a
 * user whose password you chose, and giving a role or groups are allowed only to a caller holding
 * every permission the user has or would gain (an admin counts as holding all). Whoever changes a
 * password, the user is told by mail.
 */
const { ctx } = eachTestIn();
let admin: Actor;
let organization: Actor;
let developer: Actor;

const DEVELOPER_PASSWORD = 'the-developers-own-pass';
const NEW_PASSWORD = 'a-new-pass-123';

beforeEach(async () => {
  admin = await accessActor(ctx, 'admin');
  organization = await accessActor(ctx, 'organization');
  developer = await accessActor(ctx, 'developer', { password: DEVELOPER_PASSWORD });
});

const credentialsStepUp = { detail: messages.api.credentialsAboveYou, code: 'permissions_above_you' };
const givingStepUp = { detail: messages.api.permissionsAboveYou, code: 'permissions_above_you' };

const changePassword = (who: Actor, user: number, old_password = TEST_PASSWORD) =>
  who.call('PUT', '/api/auth/user/password/', { user, old_password, new_password: NEW_PASSWORD, confirmed_password: NEW_PASSWORD });
const changeEmail = (who: Actor, user: number, email: string, password = TEST_PASSWORD) =>
  who.call('PUT', '/api/auth/user/email/', { user, email, email_confirm: email, password });
const row = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password } });
const passwordNotices = async (to: string) =>
  (await ctx.mail()).filter((m) => m.to === to && m.subject === format(messages.api.mailPasswordChangedSubject, { product: 'Pubdesk' }));

describe("another user's password or e-mail", () => {
  it("an organization cannot set a developer's password or e-mail (403): the developer keeps theirs, nothing is mailed", async () => {
    const before = await row(developer.user.id);
    // The organization confirms with its own password, as the change asks.
    expect(sb(await changePassword(organization, developer.user.id))).toEqual({ status: 403, body: credentialsStepUp });
    expect(sb(await changeEmail(organization, developer.user.id, 'dev@evil.example'))).toEqual({ status: 403, body: credentialsStepUp });
    expect(await row(developer.user.id)).toEqual(before);
    expect((await signIn(developer.user.username, DEVELOPER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(developer.user.username, NEW_PASSWORD)).statusCode).not.toBe(200);
    expect(await ctx.mail()).toEqual([]);
    // The developer-only permission stays out of the organization's reach.
    expect((await organization.call('GET', '/api/permissions/')).statusCode).toBe(200);
    const id = await permissionId(ctx, 'websites.view_website');
    expect((await organization.call('PATCH', `/api/permissions/${id}/`, { name: 'x' })).statusCode).toBe(403);
  });

  it('an admin (holding everything) can; the developer is told by mail and signs in with the new password', async () => {
    expect(sb(await changePassword(admin, developer.user.id))).toEqual({ status: 200, body: { detail: messages.api.passwordChanged } });
    expect((await signIn(developer.user.username, NEW_PASSWORD)).statusCode).toBe(200);
    const mail = await passwordNotices(developer.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(developer.user.username);
    expect(mail[0]!.text).not.toContain(NEW_PASSWORD);
    expect(sb(await changeEmail(admin, developer.user.id, 'dev.moved@example.test'))).toMatchObject({ status: 200 });
    expect((await row(developer.user.id))?.email).toBe('dev.moved@example.test');
  });

  it('a caller holding every permission of the target may (an organization, on an account manager)', async () => {
    const manager = await accessActor(ctx, 'account_manager', { password: 'the-managers-pass' });
    expect(sb(await changePassword(organization, manager.user.id))).toMatchObject({ status: 200 });
    expect(await passwordNotices(manager.user.email)).toHaveLength(1);
  });

  it('changing your own is unaffected, and you are told by mail too', async () => {
    const publisher = await accessActor(ctx, 'publisher');
    for (const me of [developer, publisher]) {
      const old = me === developer ? DEVELOPER_PASSWORD : TEST_PASSWORD;
      const res = await changePassword(me, me.user.id, old);
      expect(sb(res)).toMatchObject({ status: 200, body: { detail: messages.api.passwordChanged, access: expect.any(String) } });
      expect(await passwordNotices(me.user.email)).toHaveLength(1);
    }
  });
});

describe('making a user (their password is the caller’s choice)', () => {
  const made = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email))).length;

  it('an organization cannot make a developer, nor a user in a group carrying a permission it lacks (403); nothing is made', async () => {
    const asDeveloper = newUserBody({ role: 'developer' });
    expect(sb(await organization.call('POST', '/api/users/', asDeveloper))).toEqual({ status: 403, body: givingStepUp });
    expect(await made(asDeveloper.email)).toBe(0);

    const group = await developer.call('POST', '/api/groups/', {
      name: 'Catalogue editors',
      code: 'catalogue_editors',
      permissions: [await permissionId(ctx, 'access.change_permission')],
    });
    expect(sb(group)).toMatchObject({ status: 201 });
    const inGroup = newUserBody({ role: 'publisher', groups: [group.json<Group>().id] });
    expect(sb(await organization.call('POST', '/api/users/', inGroup))).toEqual({ status: 403, body: givingStepUp });
    expect(await made(inGroup.email)).toBe(0);
  });

  it('roles within the caller’s permissions are made as before; an admin makes a developer', async () => {
    for (const role of ['organization', 'account_manager', 'publisher'] as Role[]) {
      expect(sb(await organization.call('POST', '/api/users/', newUserBody({ role })))).toMatchObject({ status: 201, body: { role } });
    }
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ role: 'developer' })))).toMatchObject({
      status: 201,
      body: { role: 'developer' },
    });
  });
});

describe('giving a role or groups (after setting the password)', () => {
  it("an organization that set a publisher's password cannot then make them a developer or put them in a developer's group", async () => {
    const publisher = await accessActor(ctx, 'publisher');
    expect(sb(await changePassword(organization, publisher.user.id))).toMatchObject({ status: 200 });
    const profile = `/api/profiles/${publisher.user.id}/`;
    expect(sb(await organization.call('PATCH', profile, { user_role: 'developer' }))).toEqual({ status: 403, body: givingStepUp });
    const group = await developer.call('POST', '/api/groups/', {
      name: 'Catalogue editors',
      code: 'catalogue_editors',
      permissions: [await permissionId(ctx, 'access.change_service')],
    });
    expect(sb(await organization.call('PATCH', profile, { groups: [group.json<Group>().id] }))).toEqual({
      status: 403,
      body: givingStepUp,
    });
    expect(sb(await admin.call('GET', profile))).toMatchObject({ status: 200, body: { user_role: 'publisher', groups: [] } });

    // What the organization holds it may still give; an admin gives the developer role.
    expect(sb(await organization.call('PATCH', profile, { user_role: 'account_manager' }))).toMatchObject({
      status: 200,
      body: { user_role: 'account_manager' },
    });
    expect(sb(await admin.call('PATCH', profile, { user_role: 'developer' }))).toMatchObject({
      status: 200,
      body: { user_role: 'developer' },
    });
  });
});
