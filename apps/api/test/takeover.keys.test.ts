import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ApiKey } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, caller, sb, type Actor } from './helpers.js';
import { attackerBankAccount, uploadAvatar } from './users-fixtures.js';
import { randomKey, sha256 } from '../src/lib/secrets.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.table.js';
import { bankAccounts, profiles } from '../src/modules/users/users.table.js';
import { forbidden } from './expected.js';

/**
 * An API key may do only what its list names, on the `authenticated` routes too: its user's own
 * profile, user row and bank account are reached through a codename the list must hold
 * (`users.view_user`, `users.view_profile`, `users.change_profile`, `users.view_bankaccount`), and
 * payout details are never changed through a key, whatever its list.
 */
const { ctx } = eachTestIn();
let admin: Actor;
let publisher: Actor;
beforeEach(async () => {
  admin = await actor(ctx, 'admin');
  publisher = await actor(ctx, 'publisher');
});

/** A key for the user, written straight to the table (the keys resource has its own tests). */
async function keyFor(who: Actor, permissions: string[] = []) {
  const key = `pdk_${randomKey()}`;
  await ctx.database.db
    .insert(apiKeys)
    .values({ name: 'k', userId: who.user.id, keySealed: 'unused', keyHash: sha256(key), keyTail: key.slice(-4), permissions });
  const authorization = `Api-Key ${key}`;
  return { authorization, call: caller(ctx, authorization) };
}

const sessionOnly = { detail: messages.api.apiKeyNotHere, code: 'session_required' };
const bankOf = async (userId: number) => (await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)))[0];
const profileOf = async (userId: number) => (await ctx.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

describe('a key limited to websites.view_website, on its own user’s records', () => {
  it('cannot change the bank account (PUT or PATCH): 403, nothing is written', async () => {
    const { call } = await keyFor(publisher, ['websites.view_website']);
    expect(sb(await call('PUT', `/api/bankaccounts/${publisher.user.id}/`, attackerBankAccount))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    expect(sb(await call('PATCH', `/api/bankaccounts/${publisher.user.id}/`, { account_number: '666 666' }))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    expect((await bankOf(publisher.user.id))?.accountNumber ?? '').toBe('');
  });

  it('cannot change the profile or the avatar: 403, nothing is written', async () => {
    const key = await keyFor(publisher, ['websites.view_website']);
    expect(sb(await key.call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Nowhere', first_name: 'Owned' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await uploadAvatar(ctx, publisher.user.id, key.authorization))).toEqual({ status: 403, body: forbidden });
    expect(await profileOf(publisher.user.id)).toMatchObject({ city: '', image: null });
  });

  it('cannot read the user row, profile or bank account either (the list does not name them): 403', async () => {
    const { call } = await keyFor(publisher, ['websites.view_website']);
    for (const url of [
      `/api/users/${publisher.user.id}/`,
      `/api/profiles/${publisher.user.id}/`,
      `/api/bankaccounts/${publisher.user.id}/`,
    ]) {
      expect(sb(await call('GET', url))).toEqual({ status: 403, body: forbidden });
    }
  });

  it('still reads what needs no permission: the fixed system metrics and its own (narrowed) permissions', async () => {
    const { call } = await keyFor(publisher, ['websites.view_website']);
    expect((await call('GET', '/api/system/metrics/')).statusCode).toBe(200);
    expect(sb(await call('GET', '/api/auth/permissions/'))).toEqual({
      status: 200,
      body: { role: 'publisher', permissions: ['websites.view_website'] },
    });
  });
});

describe('a key whose list names the own-record codenames', () => {
  it('may carry them although its user holds none of them, and then reads and changes its own profile', async () => {
    const own = ['users.view_user', 'users.view_profile', 'users.change_profile', 'users.view_bankaccount'];
    const made = await admin.call('POST', '/api/auth/api-keys/', { name: 'profile bot', user: publisher.user.id, permissions: own });
    expect(sb(made)).toMatchObject({ status: 201, body: { permissions: own } });
    const { key } = (await admin.call('POST', `/api/auth/api-keys/${made.json<ApiKey>().id}/reveal/`)).json<{ key: string }>();
    const call = caller(ctx, `Api-Key ${key}`);

    expect(sb(await call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Lisbon' }))).toMatchObject({
      status: 200,
      body: { city: 'Lisbon' },
    });
    expect((await call('GET', `/api/profiles/${publisher.user.id}/`)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${publisher.user.id}/`)).statusCode).toBe(200);
    expect((await call('GET', `/api/bankaccounts/${publisher.user.id}/`)).statusCode).toBe(200);
    // Payout details stay out of a key's reach whatever it lists.
    expect(sb(await call('PUT', `/api/bankaccounts/${publisher.user.id}/`, attackerBankAccount))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    // Another user's records: the codename is only good for the key's own user.
    const other = await actor(ctx, 'publisher');
    expect((await call('GET', `/api/profiles/${other.user.id}/`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/profiles/${other.user.id}/`, { city: 'X' })).statusCode).toBe(404);
  });

  it('a codename that is not an own-record one is still refused when the user lacks it', async () => {
    const res = await admin.call('POST', '/api/auth/api-keys/', {
      name: 'x',
      user: publisher.user.id,
      permissions: ['users.change_bankaccount'],
    });
    expect(sb(res)).toEqual({
      status: 400,
      body: { permissions: ['The key cannot carry a permission its user does not have: users.change_bankaccount.'] },
    });
  });
});

describe('a key with an empty list acts as its user, except on payout details', () => {
  it('changes its own profile and reads its bank account; the bank account is not changed', async () => {
    const { call } = await keyFor(publisher);
    expect(sb(await call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Porto' }))).toMatchObject({
      status: 200,
      body: { city: 'Porto' },
    });
    expect((await call('GET', `/api/bankaccounts/${publisher.user.id}/`)).statusCode).toBe(200);
    expect(sb(await call('PATCH', `/api/bankaccounts/${publisher.user.id}/`, { account_number: '666 666' }))).toEqual({
      status: 403,
      body: sessionOnly,
    });
  });

  it("an admin's key cannot change someone else's bank account either; the admin's session can", async () => {
    const { call } = await keyFor(admin);
    expect(sb(await call('PUT', `/api/bankaccounts/${publisher.user.id}/`, attackerBankAccount))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    expect((await bankOf(publisher.user.id))?.accountNumber ?? '').toBe('');
    expect((await admin.call('PUT', `/api/bankaccounts/${publisher.user.id}/`, attackerBankAccount)).statusCode).toBe(200);
  });

  it('cannot change its user’s e-mail or password (the other two authenticated writes): 403 session_required', async () => {
    const { call } = await keyFor(publisher);
    const id = publisher.user.id;
    expect(
      sb(await call('PUT', '/api/auth/user/email/', { user: id, email: 'x@evil.test', email_confirm: 'x@evil.test', password: 'x' })),
    ).toEqual({ status: 403, body: sessionOnly });
    expect(
      sb(
        await call('PUT', '/api/auth/user/password/', {
          user: id,
          old_password: 'x',
          new_password: 'evil-pass-123',
          confirmed_password: 'evil-pass-123',
        }),
      ),
    ).toEqual({ status: 403, body: sessionOnly });
  });

  it("an admin's key cannot mint an account it could sign in as, nor raise one: users, role, groups and exceptions need a session", async () => {
    const { call } = await keyFor(admin);
    const mallory = {
      username: 'mallory',
      email: 'mallory@evil.test',
      password: 'Evil-pass-123',
      first_name: 'M',
      last_name: 'M',
      role: 'admin',
    };
    expect(sb(await call('POST', '/api/users/', mallory))).toEqual({ status: 403, body: sessionOnly });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username: 'mallory', password: 'Evil-pass-123' } }))
        .statusCode,
    ).toBe(401);
    // An account the key's holder already signs in as, raised through the key: refused, unchanged.
    expect(sb(await call('PATCH', `/api/profiles/${publisher.user.id}/`, { user_role: 'admin' }))).toEqual({
      status: 403,
      body: sessionOnly,
    });
    expect(sb(await call('PATCH', `/api/profiles/${publisher.user.id}/`, { groups: [] }))).toEqual({ status: 403, body: sessionOnly });
    expect(sb(await call('POST', '/api/groups/', { name: 'g', permissions: [] }))).toEqual({ status: 403, body: sessionOnly });
    expect(
      sb(await call('POST', '/api/exceptions/', { user: publisher.user.id, permission: 'users.change_bankaccount', type: 'allow' })),
    ).toEqual({ status: 403, body: sessionOnly });
    expect((await admin.call('GET', `/api/users/${publisher.user.id}/`)).json()).toMatchObject({ role: 'publisher' });
    // The same writes in the admin's own session.
    expect((await admin.call('POST', '/api/users/', mallory)).statusCode).toBe(201);
    // Other profile fields still follow the key's list.
    expect((await call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Faro' })).statusCode).toBe(200);
  });

  it("an admin's key limited to websites.view_website cannot reach another user's profile (404, as without the permission)", async () => {
    const { call } = await keyFor(admin, ['websites.view_website']);
    expect((await call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'X' })).statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${publisher.user.id}/`)).statusCode).toBe(404);
  });
});

describe('a signed-in user is unchanged', () => {
  it('changes their own profile and bank account', async () => {
    expect((await publisher.call('PATCH', `/api/profiles/${publisher.user.id}/`, { city: 'Faro' })).statusCode).toBe(200);
    expect(sb(await publisher.call('PUT', `/api/bankaccounts/${publisher.user.id}/`, attackerBankAccount))).toMatchObject({
      status: 200,
      body: { account_number: '666 666' },
    });
  });
});
