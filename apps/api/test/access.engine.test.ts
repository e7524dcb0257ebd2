import { describe, expect, it } from 'vitest';
import type { EffectivePermissions, Group, PermissionException } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { assignStaff, rowCounts, sb, type Actor } from './helpers.js';
import { accessActor, accessTables, joinGroup, permissionId, setUser, snapshotCatalogue, staffAndPublisher } from './access-fixtures.js';
import { roleDefaults, type Permission } from '../src/modules/access/index.js';
import { forbidden } from './expected.js';

/**
 * The permission engine of docs/product-rules.md: role defaults + groups, then exceptions (grant adds,
 * deny removes, deny wins), read on every request. Every check below reuses the token the user
 * already had: nobody signs in again.
 */
const { ctx, world: w } = eachTestIn(staffAndPublisher);

const disabled = { detail: 'Your account has been disabled.', code: 'account_disabled' };

/** An endpoint a publisher may not use by role (whitelist.view_whitelist). */
const whitelist = (who: Actor) => who.call('GET', '/api/whitelist/').then((r) => r.statusCode);
/** An endpoint an account manager may use by role (users.view_user). */
const userList = (who: Actor) => who.call('GET', '/api/users/').then((r) => r.statusCode);

const createGroup = async (name: string, perms: Permission[]) => {
  const ids = await Promise.all(perms.map((p) => permissionId(ctx, p)));
  const res = await w.admin.call('POST', '/api/groups/', { name, code: name.toLowerCase().replace(/\W+/g, '-'), permissions: ids });
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<Group>();
};
const addException = async (user: Actor, permission: Permission, type: 'grant' | 'deny') => {
  const res = await w.admin.call('POST', '/api/exceptions/', { user: user.user.id, permission: await permissionId(ctx, permission), type });
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<PermissionException>();
};
const effective = async (userId: number, who: Actor = w.admin) => {
  const res = await who.call('GET', `/api/users/${userId}/permissions/`);
  expect(sb(res)).toMatchObject({ status: 200 });
  return res.json<EffectivePermissions>();
};

describe('groups', () => {
  it("a group grants what the role lacks, from the member's next request; removing it from the group takes it away", async () => {
    expect(await whitelist(w.publisher)).toBe(403);
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    expect(await whitelist(w.publisher)).toBe(403); // not a member yet
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect(await whitelist(w.publisher)).toBe(200);
    expect(await whitelist(w.publisher)).toBe(200); // and stays (the cached set)

    // The group loses the permission through the API: the member loses it on the next request.
    expect(sb(await w.admin.call('PATCH', `/api/groups/${group.id}/`, { permissions: [] }))).toMatchObject({
      status: 200,
      body: { permissions: [] },
    });
    expect(await whitelist(w.publisher)).toBe(403);

    // ... and gets it back when a PUT adds it again.
    const id = await permissionId(ctx, 'whitelist.view_whitelist');
    expect(
      (await w.admin.call('PUT', `/api/groups/${group.id}/`, { name: group.name, code: group.code, permissions: [id] })).statusCode,
    ).toBe(200);
    expect(await whitelist(w.publisher)).toBe(200);
  });

  it('a permission added to a group reaches its existing members at once', async () => {
    const group = await createGroup('Readers', []);
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect(await whitelist(w.publisher)).toBe(403);
    const id = await permissionId(ctx, 'whitelist.view_whitelist');
    expect((await w.admin.call('PATCH', `/api/groups/${group.id}/`, { permissions: [id] })).statusCode).toBe(200);
    expect(await whitelist(w.publisher)).toBe(200);
  });

  it('deleting the group takes its permissions away from its members on their next request', async () => {
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect(await whitelist(w.publisher)).toBe(200);
    expect((await w.admin.call('DELETE', `/api/groups/${group.id}/`)).statusCode).toBe(204);
    expect(await whitelist(w.publisher)).toBe(403);
  });

  it('renaming a group keeps what it gives its members', async () => {
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect(await whitelist(w.publisher)).toBe(200);
    expect((await w.admin.call('PATCH', `/api/groups/${group.id}/`, { name: 'Domain readers' })).statusCode).toBe(200);
    expect(await whitelist(w.publisher)).toBe(200);
  });

  it('a change to a group may only add or take away what the caller holds; what it lacks stays as it is', async () => {
    const organization = await accessActor(ctx, 'organization');
    const group = await createGroup('Outbox readers', ['mail.view_outbox', 'users.view_user']);
    const [outbox, viewUser, viewWebsite] = await Promise.all(
      (['mail.view_outbox', 'users.view_user', 'websites.view_website'] as const).map((p) => permissionId(ctx, p)),
    );
    const url = `/api/groups/${group.id}/`;
    const refused = { status: 400, body: { permissions: ['You cannot give a permission you do not have: mail.view_outbox.'] } };
    // Keeping it while adding and taking what it holds is fine.
    expect(sb(await organization.call('PATCH', url, { permissions: [outbox, viewWebsite] }))).toMatchObject({ status: 200 });
    // Taking it away would take it from every member: refused, and so is deleting the group.
    expect(sb(await organization.call('PATCH', url, { permissions: [viewUser] }))).toEqual(refused);
    expect(sb(await organization.call('DELETE', url))).toEqual({
      status: 400,
      body: { non_field_errors: ['You cannot give a permission you do not have: mail.view_outbox.'] },
    });
    expect(sb(await w.admin.call('GET', url))).toMatchObject({
      status: 200,
      body: { permissions: [outbox, viewWebsite].sort((a, b) => a! - b!).map(String) },
    });
  });

  it("only the group's members gain its permissions", async () => {
    const other = await accessActor(ctx, 'publisher');
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect(await whitelist(w.publisher)).toBe(200);
    expect(await whitelist(other)).toBe(403);
  });
});

describe('exceptions', () => {
  it('a deny exception removes a permission that both the role and a group give (deny wins); deleting it restores', async () => {
    expect(roleDefaults.account_manager).toContain('users.view_user');
    const group = await createGroup('User readers', ['users.view_user']);
    await joinGroup(ctx, w.manager.user.id, group.id);
    expect(await userList(w.manager)).toBe(200);

    const deny = await addException(w.manager, 'users.view_user', 'deny');
    expect(await userList(w.manager)).toBe(403);
    expect((await effective(w.manager.user.id)).permissions).not.toContain('users.view_user');

    expect((await w.admin.call('DELETE', `/api/exceptions/${deny.id}/`)).statusCode).toBe(204);
    expect(await userList(w.manager)).toBe(200);
  });

  it('a grant exception adds a permission; deleting it takes it away', async () => {
    expect(await whitelist(w.publisher)).toBe(403);
    const grant = await addException(w.publisher, 'whitelist.view_whitelist', 'grant');
    expect(await whitelist(w.publisher)).toBe(200);
    expect((await w.admin.call('DELETE', `/api/exceptions/${grant.id}/`)).statusCode).toBe(204);
    expect(await whitelist(w.publisher)).toBe(403);
  });

  it('a deny exception beats a group grant for a permission the role lacks', async () => {
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    await addException(w.publisher, 'whitelist.view_whitelist', 'deny');
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect(await whitelist(w.publisher)).toBe(403);
  });

  it('an exception on one user leaves others of the same role alone', async () => {
    const other = await accessActor(ctx, 'account_manager');
    await addException(w.manager, 'users.view_user', 'deny');
    expect(await userList(w.manager)).toBe(403);
    expect(await userList(other)).toBe(200);
  });

  it('a deny exception can take away the endpoint that lists exceptions from a staff user', async () => {
    const organization = await accessActor(ctx, 'organization');
    expect((await organization.call('GET', '/api/exceptions/')).statusCode).toBe(200);
    await addException(organization, 'access.view_exception', 'deny');
    expect(sb(await organization.call('GET', '/api/exceptions/'))).toEqual({ status: 403, body: forbidden });
  });

  it('nobody removes an exception on themselves either: a deny placed by another admin stays', async () => {
    const colleague = await accessActor(ctx, 'admin');
    const deny = await addException(colleague, 'users.view_user', 'deny');
    expect(await userList(colleague)).toBe(403);
    const res = await colleague.call('DELETE', `/api/exceptions/${deny.id}/`);
    expect([400, 403]).toContain(res.statusCode);
    expect(await rowCounts(ctx, ['permission_exceptions'])).toEqual({ permission_exceptions: 1 });
    expect(await userList(colleague)).toBe(403);
  });

  it('nobody lifts a deny of a permission they do not hold (it would give it back): 400, the deny stays', async () => {
    const organization = await accessActor(ctx, 'organization');
    expect(roleDefaults.organization).not.toContain('mail.view_outbox');
    const deny = await addException(w.manager, 'mail.view_outbox', 'deny');
    expect(sb(await organization.call('DELETE', `/api/exceptions/${deny.id}/`))).toEqual({
      status: 400,
      body: { non_field_errors: ['You cannot give a permission you do not have: mail.view_outbox.'] },
    });
    expect(await rowCounts(ctx, ['permission_exceptions'])).toEqual({ permission_exceptions: 1 });
    // A deny of what the caller holds is theirs to lift.
    const held = await addException(w.manager, 'users.view_user', 'deny');
    expect((await organization.call('DELETE', `/api/exceptions/${held.id}/`)).statusCode).toBe(204);
  });

  it('nobody grants another user a permission they do not hold themselves (developer-only renaming stays developer-only)', async () => {
    const colleague = await accessActor(ctx, 'admin');
    const res = await w.admin.call('POST', '/api/exceptions/', {
      user: colleague.user.id,
      permission: await permissionId(ctx, 'access.change_permission'),
      type: 'grant',
    });
    expect([400, 403]).toContain(res.statusCode);
    expect(await rowCounts(ctx, ['permission_exceptions'])).toEqual({ permission_exceptions: 0 });
    const id = await permissionId(ctx, 'websites.view_website');
    const restore = await snapshotCatalogue(ctx);
    try {
      expect((await colleague.call('PATCH', `/api/permissions/${id}/`, { name: 'Renamed by an admin' })).statusCode).toBe(403);
    } finally {
      await restore();
    }
  });

  it('nobody adds an exception for themselves (400 on user), not even with the right to add them', async () => {
    const before = await rowCounts(ctx, accessTables);
    const res = await w.admin.call('POST', '/api/exceptions/', {
      user: w.admin.user.id,
      permission: await permissionId(ctx, 'access.change_permission'),
      type: 'grant',
    });
    expect(sb(res)).toEqual({
      status: 400,
      body: {
        user: ['You cannot change your own permissions.'],
        // Nor is it the admin's to give: developer only.
        permission: ['You cannot give a permission you do not have: access.change_permission.'],
      },
    });
    expect(await rowCounts(ctx, accessTables)).toEqual(before);
    // Still developer only.
    const id = await permissionId(ctx, 'websites.view_website');
    expect(sb(await w.admin.call('PATCH', `/api/permissions/${id}/`, { name: 'Mine now' }))).toEqual({ status: 403, body: forbidden });
  });
});

describe('GET /api/users/:id/permissions/', () => {
  it('lists the role, the groups and the sorted effective codenames', async () => {
    const readers = await createGroup('Whitelist readers', ['whitelist.view_whitelist', 'websites.view_website']);
    const metrics = await createGroup('Metric readers', ['settings.view_metric']);
    await joinGroup(ctx, w.publisher.user.id, metrics.id);
    await joinGroup(ctx, w.publisher.user.id, readers.id);
    await addException(w.publisher, 'mail.view_outbox', 'grant');
    await addException(w.publisher, 'websites.view_tag', 'deny');

    const expected = [
      ...new Set<string>([...roleDefaults.publisher, 'whitelist.view_whitelist', 'settings.view_metric', 'mail.view_outbox']),
    ]
      .filter((p) => p !== 'websites.view_tag')
      .sort();
    expect(await effective(w.publisher.user.id)).toEqual({
      user: w.publisher.user.id,
      role: 'publisher',
      groups: [readers.id, metrics.id].sort((a, b) => a - b),
      permissions: expected,
    });
    // The codenames are sorted and unique; a manager reads them for a publisher assigned to them.
    await assignStaff(ctx, w.manager.user, { publisher: w.publisher.user.id });
    const { permissions } = await effective(w.publisher.user.id, w.manager);
    expect(permissions).toEqual([...new Set(permissions)].sort());
  });

  it("answers a user's plain role defaults; 404 for an unknown user; 403 for a publisher, even about themselves", async () => {
    expect(await effective(w.manager.user.id)).toEqual({
      user: w.manager.user.id,
      role: 'account_manager',
      groups: [],
      permissions: [...roleDefaults.account_manager].sort(),
    });
    expect(await effective(w.publisher.user.id)).toMatchObject({ groups: [], permissions: [...roleDefaults.publisher].sort() });
    expect(sb(await w.admin.call('GET', '/api/users/99999/permissions/'))).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(sb(await w.publisher.call('GET', `/api/users/${w.publisher.user.id}/permissions/`))).toEqual({ status: 403, body: forbidden });
  });

  it('follows group and exception changes at once', async () => {
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    await joinGroup(ctx, w.publisher.user.id, group.id);
    expect((await effective(w.publisher.user.id)).permissions).toContain('whitelist.view_whitelist');
    await w.admin.call('PATCH', `/api/groups/${group.id}/`, { permissions: [] });
    expect((await effective(w.publisher.user.id)).permissions).not.toContain('whitelist.view_whitelist');
    const grant = await addException(w.publisher, 'whitelist.view_whitelist', 'grant');
    expect((await effective(w.publisher.user.id)).permissions).toContain('whitelist.view_whitelist');
    await w.admin.call('DELETE', `/api/exceptions/${grant.id}/`);
    expect((await effective(w.publisher.user.id)).permissions).not.toContain('whitelist.view_whitelist');
  });
});

describe('GET /api/auth/permissions/', () => {
  it("answers the caller's own effective permissions, for any signed-in user; anonymous 401", async () => {
    const mine = async (who: Actor) => (await who.call('GET', '/api/auth/permissions/')).json<{ role: string; permissions: string[] }>();
    expect(await mine(w.publisher)).toEqual({ role: 'publisher', permissions: [...roleDefaults.publisher].sort() });
    await addException(w.publisher, 'whitelist.view_whitelist', 'grant');
    await addException(w.publisher, 'websites.view_tag', 'deny');
    const after = await mine(w.publisher);
    expect(after.permissions).toContain('whitelist.view_whitelist');
    expect(after.permissions).not.toContain('websites.view_tag');
    expect((await ctx.app.inject({ url: '/api/auth/permissions/' })).statusCode).toBe(401);
  });
});

describe('the user row, read on every request', () => {
  it('suspending a user refuses their next request with the old token (403 account_disabled); reactivating lets them back', async () => {
    expect(await userList(w.manager)).toBe(200);
    await setUser(ctx, w.manager.user.id, { isActive: false });
    expect(sb(await w.manager.call('GET', '/api/users/'))).toEqual({ status: 403, body: disabled });
    // Also on routes any signed-in user may use, and on writes.
    expect(sb(await w.manager.call('GET', `/api/users/${w.manager.user.id}/`))).toEqual({ status: 403, body: disabled });
    expect(sb(await w.publisher.call('GET', '/api/whitelist/'))).toEqual({ status: 403, body: forbidden }); // others are unaffected
    await setUser(ctx, w.publisher.user.id, { isActive: false });
    expect(sb(await w.publisher.call('POST', '/api/tags/', { name: 'x', code: 'x', website_id: 1 }))).toEqual({
      status: 403,
      body: disabled,
    });
    expect(await rowCounts(ctx, ['tags', 'audit_logs'])).toEqual({ tags: 0, audit_logs: 0 });

    await setUser(ctx, w.manager.user.id, { isActive: true });
    expect(await userList(w.manager)).toBe(200);
  });

  it('a suspended user cannot renew the session with their refresh token either', async () => {
    const pair = await ctx.login(w.manager.user.username);
    await setUser(ctx, w.manager.user.id, { isActive: false });
    expect(sb(await ctx.app.inject({ method: 'GET', url: '/api/users/', headers: { authorization: `Bearer ${pair.access}` } }))).toEqual({
      status: 403,
      body: disabled,
    });
    expect(sb(await ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: pair.refresh } }))).toEqual({
      status: 403,
      body: disabled,
    });
  });

  it('a suspended user with a grant still gets 403 account_disabled', async () => {
    await addException(w.publisher, 'whitelist.view_whitelist', 'grant');
    await setUser(ctx, w.publisher.user.id, { isActive: false });
    expect(sb(await w.publisher.call('GET', '/api/whitelist/'))).toEqual({ status: 403, body: disabled });
  });

  it('a role change in the table takes effect on the next request, both ways', async () => {
    expect(await whitelist(w.publisher)).toBe(403);
    await setUser(ctx, w.publisher.user.id, { role: 'admin' });
    expect(await whitelist(w.publisher)).toBe(200);
    expect(await effective(w.publisher.user.id)).toMatchObject({ role: 'admin', permissions: [...roleDefaults.admin].sort() });

    expect(await userList(w.manager)).toBe(200);
    await setUser(ctx, w.manager.user.id, { role: 'publisher' });
    expect(sb(await w.manager.call('GET', '/api/users/'))).toEqual({ status: 403, body: forbidden });
  });

  it("a role change keeps the user's groups and exceptions on top of the new role", async () => {
    const group = await createGroup('Whitelist readers', ['whitelist.view_whitelist']);
    await joinGroup(ctx, w.manager.user.id, group.id);
    await addException(w.manager, 'users.view_user', 'deny');
    await setUser(ctx, w.manager.user.id, { role: 'organization' });
    expect(await whitelist(w.manager)).toBe(200);
    expect(await userList(w.manager)).toBe(403);
    expect(await effective(w.manager.user.id)).toMatchObject({ role: 'organization', groups: [group.id] });
  });

  it('suspending a staff user also ends the sessions in which they impersonate someone', async () => {
    // The manager looks after the publisher: an impersonation stands only while it does.
    await assignStaff(ctx, w.manager.user, { publisher: w.publisher.user.id });
    const token = await ctx.tokenFor(w.publisher.user, { impersonator: w.manager.user });
    const asPublisher = () =>
      ctx.app.inject({ method: 'GET', url: `/api/users/${w.publisher.user.id}/`, headers: { authorization: `Bearer ${token}` } });
    expect((await asPublisher()).statusCode).toBe(200);
    await setUser(ctx, w.manager.user.id, { isActive: false });
    expect(sb(await asPublisher())).toEqual({ status: 403, body: disabled });
  });

  it("a deleted user's token is refused as invalid", async () => {
    await ctx.database.query(`delete from users where id = ${w.publisher.user.id}`);
    expect(sb(await w.publisher.call('GET', `/api/users/${w.publisher.user.id}/`))).toEqual({
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });
  });
});
