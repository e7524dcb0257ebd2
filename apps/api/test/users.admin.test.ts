import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type Group, type Profile, type TokenPair, type User } from '@pubdesk/contract';
import { eachTestIn, TEST_PASSWORD } from './harness.js';
import { accessPayload, rowCounts, sb, seedWebsite, type Actor } from './helpers.js';
import { accessActor } from './access-fixtures.js';
import { bearer, disabledBody, newUserBody, tokenInvalidBody } from './users-fixtures.js';
import { users } from '../src/modules/users/users.table.js';
import { userGroups } from '../src/modules/access/access.table.js';
import { forbidden } from './expected.js';

/**
 * Staff's user administration (issue 5): the New user form (POST /api/users/), the user
 * screen's Suspend / Activate and names (PUT/PATCH /api/users/:id/) and delete.
 */
const { ctx } = eachTestIn();
let admin: Actor;
let organization: Actor;
let manager: Actor;
let publisher: Actor;

beforeEach(async () => {
  admin = await accessActor(ctx, 'admin');
  organization = await accessActor(ctx, 'organization');
  manager = await accessActor(ctx, 'account_manager');
  publisher = await accessActor(ctx, 'publisher');
});

const userTables = ['users', 'profiles', 'user_groups'] as const;
const aboveYouBody = { status: 403, body: { detail: messages.api.accountAboveYou, code: 'account_above_you' } };
const counts = () => rowCounts(ctx, userTables);
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const login = (username: string, password: string) => post('/api/auth/token/', { username, password });
const refresh = (token: string) => post('/api/auth/token/refresh/', { refresh: token });
const createGroup = async (name: string) => {
  const res = await admin.call('POST', '/api/groups/', { name, code: name.toLowerCase() });
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<Group>();
};

describe('POST /api/users/ (the New user form)', () => {
  it('creates the user (201): fields, profile fields, groups, a verified email; the user can sign in', async () => {
    const reporting = await createGroup('Reporting');
    const editors = await createGroup('Editors');
    const body = newUserBody({
      username: '  Carla_Reyes ',
      email: 'Carla.Reyes@Example.TEST',
      first_name: 'Carla',
      last_name: 'Reyes',
      role: 'network',
      groups: [reporting.id, editors.id, reporting.id],
      phone_number: '+1 (555) 010-2030',
      address: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
      country: 'United States',
    });
    const res = await admin.call('POST', '/api/users/', body);
    expect(sb(res)).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        username: 'carla_reyes',
        email: 'carla.reyes@example.test',
        first_name: 'Carla',
        last_name: 'Reyes',
        role: 'network',
        is_active: true,
        last_login: null,
        profile_image: null,
        date_joined: expect.any(String),
      },
    });
    const user = res.json<User>();
    expect(res.json()).not.toHaveProperty('password');

    // The profile carries the form's profile fields and the groups (each once).
    const profile = await admin.call('GET', `/api/profiles/${user.id}/`);
    expect(sb(profile)).toMatchObject({
      status: 200,
      body: {
        user: user.id,
        user_role: 'network',
        phone_number: '+1 (555) 010-2030',
        address: '1 Main Street',
        city: 'Springfield',
        state: 'IL',
        country: 'United States',
      },
    });
    expect([...profile.json<Profile>().groups].sort((a, b) => a - b)).toEqual([reporting.id, editors.id].sort((a, b) => a - b));

    // Staff vouch for the address they typed; the password is stored hashed.
    const row = await userRow(user.id);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.password).not.toContain(body.password);

    // GET answers the same user.
    expect(sb(await admin.call('GET', `/api/users/${user.id}/`))).toEqual({ status: 200, body: user });

    // The new user signs in with the password the form set.
    const signIn = await login('carla_reyes', body.password);
    expect(sb(signIn)).toMatchObject({ status: 200 });
    expect(accessPayload(signIn.json<TokenPair>().access).user).toMatchObject({ id: user.id, role: 'network' });
  });

  it('defaults: active, no groups, empty profile fields; a suspended user can be created (and cannot sign in)', async () => {
    const plain = newUserBody();
    const res = await admin.call('POST', '/api/users/', plain);
    expect(sb(res)).toMatchObject({ status: 201, body: { is_active: true, role: 'publisher' } });
    const profile = (await admin.call('GET', `/api/profiles/${res.json<User>().id}/`)).json<Profile>();
    expect(profile).toMatchObject({ groups: [], phone_number: '', address: '', city: '', state: '', country: '' });

    const suspended = newUserBody({ is_active: false });
    expect(sb(await admin.call('POST', '/api/users/', suspended))).toMatchObject({ status: 201, body: { is_active: false } });
    expect(sb(await login(suspended.username, suspended.password))).toEqual({ status: 403, body: disabledBody });
  });

  it('refuses missing fields, a short password and a bad email, and creates nothing', async () => {
    const before = await counts();
    const missing = await admin.call('POST', '/api/users/', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<Record<string, unknown>>()).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'role',
      'username',
    ]);

    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ password: 'short' })))).toEqual({
      status: 400,
      body: { password: ['This password is too short. It must contain at least 8 characters.'] },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ email: 'not-an-email' })))).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ first_name: '   ' })))).toMatchObject({
      status: 400,
      body: { first_name: ['This field may not be blank.'] },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ role: 'superuser' as never })))).toMatchObject({
      status: 400,
      body: { role: expect.any(Array) },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ phone_number: 'call me' })))).toEqual({
      status: 400,
      body: { phone_number: ['Enter a valid phone number.'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('a taken username and a taken email (any case) are refused together, and nothing is created', async () => {
    const before = await counts();
    const res = await admin.call(
      'POST',
      '/api/users/',
      newUserBody({ username: publisher.user.username.toUpperCase(), email: publisher.user.email.toUpperCase() }),
    );
    expect(sb(res)).toEqual({
      status: 400,
      body: { username: ['A user with that username already exists.'], email: ['A user with that email already exists.'] },
    });
    // Each alone too.
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ username: publisher.user.username })))).toEqual({
      status: 400,
      body: { username: ['A user with that username already exists.'] },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ email: publisher.user.email })))).toEqual({
      status: 400,
      body: { email: ['A user with that email already exists.'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown group (with the duplicate username in the same answer), creating nothing', async () => {
    const group = await createGroup('Reporting');
    const before = await counts();
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ groups: [group.id, 9999] })))).toEqual({
      status: 400,
      body: { groups: ['Invalid pk "9999" - object does not exist.'] },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ username: publisher.user.username, groups: [9999] })))).toEqual({
      status: 400,
      body: { username: ['A user with that username already exists.'], groups: ['Invalid pk "9999" - object does not exist.'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('only an admin creates an admin: organization 400 non_field_errors, admin 201', async () => {
    const before = await counts();
    expect(sb(await organization.call('POST', '/api/users/', newUserBody({ role: 'admin' })))).toEqual({
      status: 400,
      body: { non_field_errors: ['Only an admin can create or change an admin.'] },
    });
    expect(await counts()).toEqual(before);
    // An organization creates anyone else.
    expect(sb(await organization.call('POST', '/api/users/', newUserBody({ role: 'organization' })))).toMatchObject({
      status: 201,
      body: { role: 'organization' },
    });
    expect(sb(await admin.call('POST', '/api/users/', newUserBody({ role: 'admin' })))).toMatchObject({
      status: 201,
      body: { role: 'admin' },
    });
  });

  it('needs users.add_user: account manager 403, publisher 403, anonymous 401; nothing is created', async () => {
    const before = await counts();
    expect(sb(await manager.call('POST', '/api/users/', newUserBody()))).toEqual({ status: 403, body: forbidden });
    expect(sb(await publisher.call('POST', '/api/users/', newUserBody()))).toEqual({ status: 403, body: forbidden });
    expect((await post('/api/users/', newUserBody())).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT/PATCH /api/users/:id/', () => {
  it('PATCH changes the names; PUT too; the answer is the user', async () => {
    const res = await admin.call('PATCH', `/api/users/${publisher.user.id}/`, { first_name: ' Paula ', last_name: 'Pub' });
    expect(sb(res)).toMatchObject({ status: 200, body: { id: publisher.user.id, first_name: 'Paula', last_name: 'Pub', is_active: true } });
    expect(await userRow(publisher.user.id)).toMatchObject({ firstName: 'Paula', lastName: 'Pub' });
    expect(
      sb(await admin.call('PUT', `/api/users/${publisher.user.id}/`, { first_name: 'Pia', last_name: 'Publisher', is_active: true })),
    ).toMatchObject({
      status: 200,
      body: { first_name: 'Pia', last_name: 'Publisher' },
    });
    expect(sb(await admin.call('PATCH', `/api/users/${publisher.user.id}/`, { first_name: '' }))).toMatchObject({
      status: 400,
      body: { first_name: ['This field may not be blank.'] },
    });
    expect(sb(await admin.call('PATCH', '/api/users/9999/', { first_name: 'X' }))).toMatchObject({ status: 404 });
  });

  it('needs users.change_user: account manager and publisher 403, nothing changes', async () => {
    expect(sb(await manager.call('PATCH', `/api/users/${publisher.user.id}/`, { is_active: false }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await publisher.call('PATCH', `/api/users/${publisher.user.id}/`, { first_name: 'Me' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(await userRow(publisher.user.id)).toMatchObject({ isActive: true, firstName: publisher.user.firstName });
  });

  it("suspending ends the user's sessions at once: the access token they hold gets 403 account_disabled, then 401 once reactivated; the refresh token is dead", async () => {
    const target = await accessActor(ctx, 'network');
    const pair = await ctx.login(target.user.username);
    const asTarget = bearer(ctx, pair.access);
    expect((await asTarget('GET', `/api/users/${target.user.id}/`)).statusCode).toBe(200);

    expect(sb(await admin.call('PATCH', `/api/users/${target.user.id}/`, { is_active: false }))).toMatchObject({
      status: 200,
      body: { is_active: false },
    });
    expect(sb(await asTarget('GET', `/api/users/${target.user.id}/`))).toEqual({ status: 403, body: disabledBody });
    expect(sb(await asTarget('GET', '/api/websites/'))).toEqual({ status: 403, body: disabledBody });
    const refreshed = await refresh(pair.refresh);
    expect(refreshed.statusCode).not.toBe(200);
    expect(sb(refreshed)).toEqual({ status: 401, body: tokenInvalidBody });
    // Signing in again is refused too.
    expect(sb(await login(target.user.username, TEST_PASSWORD))).toEqual({ status: 403, body: disabledBody });

    // Activated again: a fresh sign-in works; the refresh token revoked at suspension stays dead.
    expect(sb(await admin.call('PATCH', `/api/users/${target.user.id}/`, { is_active: true }))).toMatchObject({
      status: 200,
      body: { is_active: true },
    });
    // The access token from before the suspension stays dead, though it has not expired.
    expect(sb(await asTarget('GET', `/api/users/${target.user.id}/`))).toEqual({ status: 401, body: tokenInvalidBody });
    const fresh = await login(target.user.username, TEST_PASSWORD);
    expect(sb(fresh)).toMatchObject({ status: 200 });
    expect((await bearer(ctx, fresh.json<TokenPair>().access)('GET', `/api/users/${target.user.id}/`)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    expect(sb(await refresh(fresh.json<TokenPair>().refresh))).toMatchObject({ status: 200 });
  });

  it('an organization suspends and reactivates a publisher', async () => {
    expect(sb(await organization.call('PATCH', `/api/users/${publisher.user.id}/`, { is_active: false }))).toMatchObject({
      status: 200,
      body: { is_active: false },
    });
    expect(sb(await publisher.call('GET', `/api/users/${publisher.user.id}/`))).toEqual({ status: 403, body: disabledBody });
    expect(sb(await organization.call('PATCH', `/api/users/${publisher.user.id}/`, { is_active: true }))).toMatchObject({
      status: 200,
      body: { is_active: true },
    });
    // Active again: the old session stays over, a new one works.
    expect((await publisher.call('GET', `/api/users/${publisher.user.id}/`)).statusCode).toBe(401);
    const fresh = bearer(ctx, await ctx.tokenFor(publisher.user));
    expect((await fresh('GET', `/api/users/${publisher.user.id}/`)).statusCode).toBe(200);
  });

  it('nobody suspends themselves (400 is_active); their names they may change', async () => {
    for (const who of [admin, organization]) {
      expect(sb(await who.call('PATCH', `/api/users/${who.user.id}/`, { is_active: false }))).toEqual({
        status: 400,
        body: { is_active: ['You cannot suspend yourself.'] },
      });
      expect(await userRow(who.user.id)).toMatchObject({ isActive: true });
      expect((await who.call('GET', `/api/users/${who.user.id}/`)).statusCode).toBe(200);
    }
    expect(sb(await admin.call('PATCH', `/api/users/${admin.user.id}/`, { first_name: 'Ada' }))).toMatchObject({
      status: 200,
      body: { first_name: 'Ada' },
    });
  });

  it('an organization cannot suspend or rename an admin (403 account_above_you); an admin can suspend another admin', async () => {
    const other = await accessActor(ctx, 'admin');
    for (const change of [{ is_active: false }, { first_name: 'Renamed' }]) {
      expect(sb(await organization.call('PATCH', `/api/users/${admin.user.id}/`, change))).toEqual(aboveYouBody);
    }
    expect(await userRow(admin.user.id)).toMatchObject({ isActive: true, firstName: admin.user.firstName });
    expect((await admin.call('GET', `/api/users/${admin.user.id}/`)).statusCode).toBe(200);

    expect(sb(await admin.call('PATCH', `/api/users/${other.user.id}/`, { is_active: false }))).toMatchObject({
      status: 200,
      body: { is_active: false },
    });
    expect(sb(await other.call('GET', `/api/users/${other.user.id}/`))).toEqual({ status: 403, body: disabledBody });
  });

  it('is audited as updateUser with the id', async () => {
    await admin.call('PATCH', `/api/users/${publisher.user.id}/`, { is_active: false });
    const logs = await ctx.database.query<{ action: string; user_id: number; data: Record<string, unknown> }>(
      `select action, user_id, data from audit_logs where action = 'updateUser'`,
    );
    expect(logs).toEqual([
      { action: 'updateUser', user_id: admin.user.id, data: expect.objectContaining({ id: publisher.user.id, method: 'PATCH' }) },
    ]);
  });
});

describe('DELETE /api/users/:id/', () => {
  it('deletes (204) a user who signed in and has groups; the user, profile and memberships are gone and the token is refused', async () => {
    const group = await createGroup('Reporting');
    await ctx.database.db.insert(userGroups).values({ userId: publisher.user.id, groupId: group.id });
    const pair = await ctx.login(publisher.user.username);
    expect(sb(await admin.call('DELETE', `/api/users/${publisher.user.id}/`))).toEqual({ status: 204, body: '' });
    expect(await userRow(publisher.user.id)).toBeUndefined();
    const [left] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from profiles where user_id = ${publisher.user.id}`);
    expect(Number(left?.n)).toBe(0);
    expect(sb(await admin.call('GET', `/api/users/${publisher.user.id}/`))).toMatchObject({ status: 404 });
    expect(sb(await bearer(ctx, pair.access)('GET', `/api/users/${publisher.user.id}/`))).toEqual({ status: 401, body: tokenInvalidBody });
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('you cannot delete yourself (400)', async () => {
    expect(sb(await admin.call('DELETE', `/api/users/${admin.user.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['You cannot delete yourself.'] },
    });
    expect(await userRow(admin.user.id)).toBeDefined();
  });

  it('a user with websites (as publisher or as network) is kept: 400', async () => {
    const network = await accessActor(ctx, 'network');
    await seedWebsite(ctx, { networkId: network.user.id, publisherId: publisher.user.id });
    for (const who of [publisher, network]) {
      expect(sb(await admin.call('DELETE', `/api/users/${who.user.id}/`))).toEqual({
        status: 400,
        body: { non_field_errors: ['This user still has websites; assign them to someone else or delete them first.'] },
      });
      expect(await userRow(who.user.id)).toBeDefined();
    }
  });

  it('unknown id 404; account manager and publisher 403; organization cannot delete an admin', async () => {
    expect(sb(await admin.call('DELETE', '/api/users/9999/'))).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(sb(await manager.call('DELETE', `/api/users/${publisher.user.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await publisher.call('DELETE', `/api/users/${manager.user.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await organization.call('DELETE', `/api/users/${admin.user.id}/`))).toEqual(aboveYouBody);
    expect(await counts()).toMatchObject({ users: 4 });
    expect((await organization.call('DELETE', `/api/users/${publisher.user.id}/`)).statusCode).toBe(204);
  });
});
