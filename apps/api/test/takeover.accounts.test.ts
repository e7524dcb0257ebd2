import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ApiKey } from '@pubdesk/contract';
import { eachTestIn, type TestContext } from './harness.js';
import { assignStaff, sb, withGrant, type Actor } from './helpers.js';
import { accessActor, permissionId } from './access-fixtures.js';
import { attackerBankAccount, uploadAvatar } from './users-fixtures.js';
import { permissionExceptions } from '../src/modules/access/access.table.js';
import { bankAccounts, profiles, users } from '../src/modules/users/users.table.js';

/**
 * One rule for every write on a user's account (user row, profile, avatar, bank account, groups,
 * verification, role, permission exceptions, API keys): yourself always; an admin only by an
 * admin; staff only by staff ranked strictly above; networks, publishers and sign-ups by whoever
 * has the permission and the row scope. Out of scope stays 404; in scope but ranked at or above
 * is 403 `account_above_you`. Reading is unchanged.
 */
const { ctx, world: w } = eachTestIn(build);
async function build(c: TestContext) {
  return {
    admin: await accessActor(c, 'admin'),
    otherAdmin: await accessActor(c, 'admin'),
    organization: await accessActor(c, 'organization'),
    otherOrganization: await accessActor(c, 'organization'),
    developer: await accessActor(c, 'developer'),
    manager: await accessActor(c, 'account_manager'),
    network: await accessActor(c, 'network'),
    publisher: await accessActor(c, 'publisher'),
  };
}

const aboveYou = { status: 403, body: { detail: messages.api.accountAboveYou, code: 'account_above_you' } };
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const profileRow = async (id: number) => (await ctx.database.db.select().from(profiles).where(eq(profiles.userId, id)))[0]!;
const bankRow = async (id: number) => (await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, id)))[0];

/** Every write on `target`'s account that `who` might try, with the answer each gave. */
async function everyWrite(who: Actor, target: Actor) {
  const id = target.user.id;
  return {
    profile: sb(await who.call('PATCH', `/api/profiles/${id}/`, { city: 'Taken' })),
    avatar: sb(await uploadAvatar(ctx, id, who.authorization)),
    staffFields: sb(await who.call('PATCH', `/api/profiles/${id}/`, { is_verified: true, groups: [] })),
    bankPut: sb(await who.call('PUT', `/api/bankaccounts/${id}/`, attackerBankAccount)),
    bankPatch: sb(await who.call('PATCH', `/api/bankaccounts/${id}/`, { account_number: '666 666' })),
    userPatch: sb(await who.call('PATCH', `/api/users/${id}/`, { first_name: 'Taken' })),
    userPut: sb(await who.call('PUT', `/api/users/${id}/`, { first_name: 'Taken', is_active: false })),
  };
}
const allRefused = {
  profile: aboveYou,
  avatar: aboveYou,
  staffFields: aboveYou,
  bankPut: aboveYou,
  bankPatch: aboveYou,
  userPatch: aboveYou,
  userPut: aboveYou,
};

async function expectUntouched(target: Actor) {
  expect(await userRow(target.user.id)).toMatchObject({ firstName: target.user.firstName, isActive: true });
  expect(await profileRow(target.user.id)).toMatchObject({ city: '', image: null, isVerified: false });
  expect((await bankRow(target.user.id))?.accountNumber ?? '').toBe('');
}

describe('staff ranked below, or a peer, cannot change an account', () => {
  it("an organization cannot change the admin's profile, avatar, bank account or user row: 403, nothing is written", async () => {
    expect(await everyWrite(w.organization, w.admin)).toEqual(allRefused);
    expect(sb(await w.organization.call('DELETE', `/api/users/${w.admin.user.id}/`))).toEqual(aboveYou);
    await expectUntouched(w.admin);
  });

  it("an organization cannot change another organization's account (a peer), nor a developer an organization's", async () => {
    expect(await everyWrite(w.organization, w.otherOrganization)).toEqual(allRefused);
    expect(sb(await w.organization.call('DELETE', `/api/users/${w.otherOrganization.user.id}/`))).toEqual(aboveYou);
    expect(await everyWrite(w.developer, w.organization)).toEqual(allRefused);
    await expectUntouched(w.otherOrganization);
    await expectUntouched(w.organization);
  });

  it('reading stays as it was: the organization still sees the admin’s user row, profile and bank account', async () => {
    for (const url of [`/api/users/${w.admin.user.id}/`, `/api/profiles/${w.admin.user.id}/`, `/api/bankaccounts/${w.admin.user.id}/`]) {
      expect((await w.organization.call('GET', url)).statusCode).toBe(200);
    }
  });
});

describe('who may change an account still can', () => {
  it('an admin changes another admin; an organization changes a developer; staff change publishers and networks', async () => {
    for (const [who, target] of [
      [w.admin, w.otherAdmin],
      [w.organization, w.developer],
      [w.developer, w.publisher],
      [w.organization, w.network],
    ] as const) {
      expect(sb(await who.call('PATCH', `/api/profiles/${target.user.id}/`, { city: 'Lisbon' }))).toMatchObject({
        status: 200,
        body: { city: 'Lisbon' },
      });
      expect((await who.call('PUT', `/api/bankaccounts/${target.user.id}/`, attackerBankAccount)).statusCode).toBe(200);
      expect(sb(await who.call('PATCH', `/api/users/${target.user.id}/`, { first_name: 'Changed' }))).toMatchObject({
        status: 200,
        body: { first_name: 'Changed' },
      });
    }
  });

  it('everyone changes their own account', async () => {
    for (const who of [w.organization, w.developer, w.publisher]) {
      expect((await who.call('PATCH', `/api/profiles/${who.user.id}/`, { city: 'Home' })).statusCode).toBe(200);
      expect((await who.call('PUT', `/api/bankaccounts/${who.user.id}/`, attackerBankAccount)).statusCode).toBe(200);
    }
  });

  it('an account manager given the permission changes the publishers in its scope only (404 outside it)', async () => {
    await assignStaff(ctx, w.manager.user, { publisher: w.publisher.user.id });
    await withGrant(ctx, 'account_manager', 'users.change_profile', async () => {
      expect((await w.manager.call('PATCH', `/api/profiles/${w.publisher.user.id}/`, { city: 'Assigned' })).statusCode).toBe(200);
      expect((await w.manager.call('PATCH', `/api/profiles/${w.network.user.id}/`, { city: 'X' })).statusCode).toBe(404);
      // The admin is outside an account manager's scope: 404, not 403.
      expect((await w.manager.call('PATCH', `/api/profiles/${w.admin.user.id}/`, { city: 'X' })).statusCode).toBe(404);
    });
  });
});

describe('permission exceptions and API keys are part of the account', () => {
  it('an organization cannot add or lift an exception on the admin or a peer (403); on a developer it can', async () => {
    const permission = await permissionId(ctx, 'websites.view_website');
    for (const target of [w.admin, w.otherOrganization]) {
      expect(sb(await w.organization.call('POST', '/api/exceptions/', { user: target.user.id, permission, type: 'deny' }))).toEqual(
        aboveYou,
      );
    }
    expect(await ctx.database.db.select().from(permissionExceptions)).toEqual([]);

    const placed = await w.otherAdmin.call('POST', '/api/exceptions/', { user: w.admin.user.id, permission, type: 'deny' });
    expect(placed.statusCode).toBe(201);
    expect(sb(await w.organization.call('DELETE', `/api/exceptions/${placed.json<{ id: number }>().id}/`))).toEqual(aboveYou);
    expect(await ctx.database.db.select().from(permissionExceptions)).toHaveLength(1);

    const onDeveloper = await w.organization.call('POST', '/api/exceptions/', { user: w.developer.user.id, permission, type: 'deny' });
    expect(onDeveloper.statusCode).toBe(201);
    expect((await w.organization.call('DELETE', `/api/exceptions/${onDeveloper.json<{ id: number }>().id}/`)).statusCode).toBe(204);
  });

  it("an organization cannot make, change, reveal or delete a key for the admin (403); a publisher's it can", async () => {
    expect(sb(await w.organization.call('POST', '/api/auth/api-keys/', { name: 'x', user: w.admin.user.id }))).toEqual(aboveYou);
    const adminKey = (await w.admin.call('POST', '/api/auth/api-keys/', { name: 'mine', user: w.admin.user.id })).json<ApiKey>();
    expect(sb(await w.organization.call('PATCH', `/api/auth/api-keys/${adminKey.id}/`, { status: 'suspended' }))).toEqual(aboveYou);
    expect(sb(await w.organization.call('POST', `/api/auth/api-keys/${adminKey.id}/reveal/`))).toEqual(aboveYou);
    expect(sb(await w.organization.call('DELETE', `/api/auth/api-keys/${adminKey.id}/`))).toEqual(aboveYou);
    expect(sb(await w.organization.call('POST', '/api/auth/api-keys/', { name: 'pub', user: w.publisher.user.id }))).toMatchObject({
      status: 201,
    });
  });
});

describe('nobody gives a role ranked above their own', () => {
  const roleAbove = { status: 400, body: { non_field_errors: [messages.api.roleAboveYou] } };
  const newUser = (role: string) => ({
    username: `made-${role}`,
    email: `made-${role}@example.com`,
    password: 'a-long-password-1',
    first_name: 'Made',
    last_name: 'User',
    role,
    is_active: true,
    groups: [],
  });

  it('a developer cannot create an organization, nor promote a publisher to one; an organization can', async () => {
    const before = (await ctx.database.db.select().from(users)).length;
    expect(sb(await w.developer.call('POST', '/api/users/', newUser('organization')))).toEqual(roleAbove);
    expect(sb(await w.developer.call('PATCH', `/api/profiles/${w.publisher.user.id}/`, { user_role: 'organization' }))).toEqual(roleAbove);
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
    expect((await userRow(w.publisher.user.id)).role).toBe('publisher');

    expect(sb(await w.developer.call('POST', '/api/users/', newUser('developer')))).toMatchObject({
      status: 201,
      body: { role: 'developer' },
    });
    expect(sb(await w.organization.call('PATCH', `/api/profiles/${w.publisher.user.id}/`, { user_role: 'organization' }))).toMatchObject({
      status: 200,
    });
    expect((await userRow(w.publisher.user.id)).role).toBe('organization');
  });
});
