import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@pubdesk/contract';
import { messages, type ApiKey, type BankAccount, type EndpointSpec, type ImpersonationResponse, type Permission } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { assignStaff, caller, sb, type Actor } from './helpers.js';
import { permissionId, staffAndPublisher } from './access-fixtures.js';
import { attackerBankAccount, bearer } from './users-fixtures.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.table.js';
import { bankAccounts, users } from '../src/modules/users/users.table.js';
import { notFound } from './expected.js';

/**
 * An impersonated session never changes how an account is signed into or where its money goes:
 * every session-only route (e-mail, password, bank account, API keys, impersonation) answers it
 * 403 `impersonated_session`, as it answers an API key 403 `session_required` (plugins/guard.ts).
 * Reading stays allowed, and the user's own session still does all of it.
 */
const { ctx, world: w } = eachTestIn(async (ctx) => {
  const staff = await staffAndPublisher(ctx);
  // The manager looks after the publisher.
  await assignStaff(ctx, staff.manager.user, { publisher: staff.publisher.user.id });
  return staff;
});

const impersonated = { detail: messages.api.impersonatedSession, code: 'impersonated_session' };
const sessionRequired = { detail: messages.api.apiKeyNotHere, code: 'session_required' };
const ownBank = { ...attackerBankAccount, bank_name: 'Home Bank', account_name: 'Pat Publisher', account_number: '1234 5678' };

/** The manager's session as the publisher, opened the way the portal opens it (key, then exchange). */
async function impersonatedPublisher(staff: Actor = w.manager): Promise<Actor['call']> {
  const started = await staff.call('POST', '/api/auth/impersonation/', { user_id: w.publisher.user.id });
  expect(sb(started)).toMatchObject({ status: 201 });
  const { key } = started.json<ImpersonationResponse>();
  const exchange = await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
  expect(sb(exchange)).toMatchObject({ status: 200 });
  return bearer(ctx, exchange.json<{ access: string }>().access);
}

/** Grants the publisher the key codenames (and impersonation), so the guard's permission check cannot hide the rule. */
async function grantPublisher(codenames: Permission[]): Promise<void> {
  for (const codename of codenames) {
    const res = await w.admin.call('POST', '/api/exceptions/', {
      user: w.publisher.user.id,
      permission: await permissionId(ctx, codename),
      type: 'grant',
    });
    expect(sb(res)).toMatchObject({ status: 201 });
  }
}
const keyCodenames: Permission[] = ['access.view_apikey', 'access.add_apikey', 'access.change_apikey', 'access.delete_apikey'];

const bankRow = async () => (await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, w.publisher.user.id)))[0];
const keyRows = () => ctx.database.db.select().from(apiKeys).orderBy(apiKeys.id);

describe('the bank account, from an impersonated session', () => {
  it('PUT and PATCH are 403 impersonated_session and change nothing; GET still answers', async () => {
    expect(sb(await w.publisher.call('PUT', `/api/bankaccounts/${w.publisher.user.id}/`, ownBank))).toMatchObject({
      status: 200,
      body: { account_number: '1234 5678' },
    });
    const before = await bankRow();
    const session = await impersonatedPublisher();

    expect(sb(await session('PUT', `/api/bankaccounts/${w.publisher.user.id}/`, attackerBankAccount))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(sb(await session('PATCH', `/api/bankaccounts/${w.publisher.user.id}/`, { account_number: '666 666' }))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(await bankRow()).toEqual(before);
    // Reading stays allowed, and shows the publisher's own details.
    expect(sb(await session('GET', `/api/bankaccounts/${w.publisher.user.id}/`))).toMatchObject({
      status: 200,
      body: { bank_name: 'Home Bank', account_number: '1234 5678' },
    });
    // The staff user's own session does not reach it either (not theirs, no permission).
    expect(sb(await w.manager.call('PATCH', `/api/bankaccounts/${w.publisher.user.id}/`, { account_number: '666 666' }))).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await bankRow()).toEqual(before);
  });

  it("the user's own session still changes it", async () => {
    await impersonatedPublisher();
    expect(sb(await w.publisher.call('PATCH', `/api/bankaccounts/${w.publisher.user.id}/`, { account_number: '9999' }))).toMatchObject({
      status: 200,
      body: { account_number: '9999' },
    });
    expect((await w.publisher.call('GET', `/api/bankaccounts/${w.publisher.user.id}/`)).json<BankAccount>().account_number).toBe('9999');
  });
});

describe('API keys, from an impersonated session', () => {
  it('creating, changing (PUT, PATCH), revealing and deleting are 403 impersonated_session; the keys stay as they were', async () => {
    await grantPublisher(keyCodenames);
    const made = await w.publisher.call('POST', '/api/auth/api-keys/', { name: 'own', user: w.publisher.user.id });
    expect(sb(made)).toMatchObject({ status: 201 });
    const id = made.json<ApiKey>().id;
    const before = await keyRows();
    const session = await impersonatedPublisher();

    expect(sb(await session('POST', '/api/auth/api-keys/', { name: 'standing access', user: w.publisher.user.id }))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(sb(await session('PUT', `/api/auth/api-keys/${id}/`, { name: 'renamed', status: 'active' }))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(sb(await session('PATCH', `/api/auth/api-keys/${id}/`, { permissions: ['websites.view_website'] }))).toEqual({
      status: 403,
      body: impersonated,
    });
    expect(sb(await session('POST', `/api/auth/api-keys/${id}/reveal/`))).toEqual({ status: 403, body: impersonated });
    expect(sb(await session('DELETE', `/api/auth/api-keys/${id}/`))).toEqual({ status: 403, body: impersonated });
    expect(await keyRows()).toEqual(before);

    // Reading the (masked) keys stays allowed.
    const list = await session('GET', '/api/auth/api-keys/');
    expect(sb(list)).toMatchObject({ status: 200, body: { count: 1 } });
    expect((await session('GET', `/api/auth/api-keys/${id}/`)).statusCode).toBe(200);
  });

  it("the user's own session still makes, reveals, changes and deletes them", async () => {
    await grantPublisher(keyCodenames);
    await impersonatedPublisher();
    const made = await w.publisher.call('POST', '/api/auth/api-keys/', { name: 'own', user: w.publisher.user.id });
    expect(sb(made)).toMatchObject({ status: 201 });
    const id = made.json<ApiKey>().id;
    expect(sb(await w.publisher.call('POST', `/api/auth/api-keys/${id}/reveal/`))).toMatchObject({ status: 200 });
    expect(sb(await w.publisher.call('PATCH', `/api/auth/api-keys/${id}/`, { name: 'renamed' }))).toMatchObject({
      status: 200,
      body: { name: 'renamed' },
    });
    expect((await w.publisher.call('DELETE', `/api/auth/api-keys/${id}/`)).statusCode).toBe(204);
    expect(await keyRows()).toEqual([]);
  });
});

describe('every session-only route', () => {
  /** The contract's declarations marked sessionOnly. */
  const sessionOnly = (Object.values(contract) as unknown[])
    .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
    .flatMap((group) => Object.values(group))
    .filter((e): e is EndpointSpec => typeof e === 'object' && e !== null && 'operationId' in e && 'method' in e && 'path' in e)
    .filter((e) => e.sessionOnly === true);

  it('is the credential, key, payout and impersonation writes', () => {
    expect(sessionOnly.map((e) => e.operationId).sort()).toEqual(
      [
        'changeEmail',
        'changePassword',
        'createApiKey',
        'deleteApiKey',
        'impersonate',
        'patchApiKey',
        'putApiKey',
        'replaceBankAccount',
        'revealApiKey',
        'updateBankAccount',
        // Two-factor sign-in (issue 31): one's own, an admin's reset, the setting that requires it.
        'twoFactorSetup',
        'twoFactorConfirm',
        'twoFactorRecoveryCodes',
        'twoFactorDisable',
        'resetUserTwoFactor',
        'saveSecuritySettings',
        // Who holds what: an account made or raised through a key is one its holder signs in as.
        'createUser',
        'createGroup',
        'putGroup',
        'patchGroup',
        'deleteGroup',
        'createException',
        'deleteException',
      ].sort(),
    );
  });

  it('answers an impersonated session 403 impersonated_session, even one whose user holds the route’s permission', async () => {
    await grantPublisher([
      ...keyCodenames,
      'auth.impersonate_user',
      'users.change_user',
      'settings.change_securitysetting',
      'users.add_user',
      'access.add_group',
      'access.change_group',
      'access.delete_group',
      'access.add_exception',
      'access.delete_exception',
    ]);
    const made = await w.publisher.call('POST', '/api/auth/api-keys/', { name: 'own', user: w.publisher.user.id });
    const keyId = made.json<ApiKey>().id;
    const userBefore = (await ctx.database.db.select().from(users).where(eq(users.id, w.publisher.user.id)))[0];
    const keysBefore = await keyRows();
    const session = await impersonatedPublisher(w.admin);
    for (const e of sessionOnly) {
      const id = e.path.startsWith('/auth/api-keys/') ? keyId : w.publisher.user.id;
      const url = `/api${e.path.replace(':id', String(id))}`;
      const res = await session(e.method, url, { user: w.publisher.user.id, user_id: w.publisher.user.id });
      expect({ op: e.operationId, ...sb(res) }).toEqual({ op: e.operationId, status: 403, body: impersonated });
    }
    expect((await ctx.database.db.select().from(users).where(eq(users.id, w.publisher.user.id)))[0]).toEqual(userBefore);
    expect(await keyRows()).toEqual(keysBefore);
    expect(await bankRow()).toMatchObject({ bankName: '', accountNumber: '' });
  });
});

describe('an API key', () => {
  it('behaves as before: session-only routes are 403 session_required, the rest follows its list', async () => {
    const made = await w.admin.call('POST', '/api/auth/api-keys/', { name: 'bot', user: w.publisher.user.id });
    expect(sb(made)).toMatchObject({ status: 201 });
    const { key } = (await w.admin.call('POST', `/api/auth/api-keys/${made.json<ApiKey>().id}/reveal/`)).json<{ key: string }>();
    const call = caller(ctx, `Api-Key ${key}`);

    expect(sb(await call('PATCH', `/api/bankaccounts/${w.publisher.user.id}/`, { account_number: '666 666' }))).toEqual({
      status: 403,
      body: sessionRequired,
    });
    expect(sb(await call('PUT', '/api/auth/user/password/', {}))).toEqual({ status: 403, body: sessionRequired });
    expect(await bankRow()).toMatchObject({ bankName: '', accountNumber: '' });
    // Reads and the user's other own records: as before.
    expect((await call('GET', `/api/bankaccounts/${w.publisher.user.id}/`)).statusCode).toBe(200);
    expect((await call('GET', '/api/websites/')).statusCode).toBe(200);
    expect(sb(await call('PATCH', `/api/profiles/${w.publisher.user.id}/`, { city: 'Lisbon' }))).toMatchObject({
      status: 200,
      body: { city: 'Lisbon' },
    });
  });
});
