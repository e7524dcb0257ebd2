/** `/groups/` and `/exceptions/`: what staff hand out, and the checks on it. */
import { describe, expect, it } from 'vitest';
import type { Group, List, PermissionException } from '@pubdesk/contract';
import { caller, rowCounts, sb, type Actor } from './helpers.js';
import { permissionId, accessCounts, eachStaffTest } from './access-fixtures.js';
import { notFound, forbidden, notAuthenticated } from './expected.js';

const { ctx, world: staff } = eachStaffTest();

const anonymous = caller(ctx);
const counts = () => accessCounts(ctx);

// Groups --------------------------------------------------------------------------------------------
describe('/api/groups/', () => {
  const createGroup = async (body: object, who: Actor = staff.admin) => {
    const res = await who.call('POST', '/api/groups/', body);
    expect(sb(res)).toMatchObject({ status: 201 });
    return res.json<Group>();
  };

  it('creates a group with its permissions (ids as strings, unique, ordered)', async () => {
    const view = await permissionId(ctx, 'websites.view_website');
    const report = await permissionId(ctx, 'settings.view_metric');
    const res = await staff.admin.call('POST', '/api/groups/', {
      name: '  Reporting ',
      code: 'reporting',
      permissions: [report, view, String(report)],
    });
    expect(sb(res)).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: 'Reporting', code: 'reporting', permissions: [view, report].sort((a, b) => a - b).map(String) },
    });
    const group = res.json<Group>();
    expect(sb(await staff.manager.call('GET', `/api/groups/${group.id}/`))).toEqual({ status: 200, body: group });
    expect(await createGroup({ name: 'Empty', code: 'empty' })).toMatchObject({ permissions: [] });
    expect(await rowCounts(ctx, ['permission_groups', 'group_permissions'])).toEqual({ permission_groups: 2, group_permissions: 2 });
  });

  it('lists groups by name, with search and paging', async () => {
    const metric = await permissionId(ctx, 'settings.view_metric');
    const reporting = await createGroup({ name: 'Reporting', code: 'reporting', permissions: [metric] });
    await createGroup({ name: 'Inventory editors', code: 'inventory-editors' });
    await createGroup({ name: 'Auditors', code: 'audit_team' });

    const all = (await staff.manager.call('GET', '/api/groups/')).json<List<Group>>();
    expect(all.count).toBe(3);
    expect(all.results.map((g) => g.name)).toEqual(['Auditors', 'Inventory editors', 'Reporting']);
    expect(all.results[2]).toEqual(reporting);
    expect((await staff.admin.call('GET', '/api/groups/?search=INVENT')).json<List<Group>>().results.map((g) => g.code)).toEqual([
      'inventory-editors',
    ]);
    expect((await staff.admin.call('GET', '/api/groups/?search=audit_')).json<List<Group>>().results.map((g) => g.name)).toEqual([
      'Auditors',
    ]);
    const page2 = (await staff.admin.call('GET', '/api/groups/?limit=2&page=2')).json<List<Group>>();
    expect(page2).toMatchObject({ count: 3, next: null, previous: expect.any(String) });
    expect(page2.results.map((g) => g.name)).toEqual(['Reporting']);
  });

  it('400 on a blank name, a bad code, an unknown permission, a taken name or code; nothing is written', async () => {
    await createGroup({ name: 'Reporting', code: 'reporting' });
    const before = await counts();
    const cases: Array<[object, object]> = [
      [{ name: ' ', code: 'x' }, { name: ['This field may not be blank.'] }],
      [{ name: 'Other', code: 'Has Spaces' }, { code: ['Use lower-case letters, digits, - and _ only.'] }],
      [{ name: 'Other', code: '' }, { code: ['This field may not be blank.'] }],
      [{ name: 'Other', code: 'c'.repeat(51) }, { code: ['Ensure this field has no more than 50 characters.'] }],
      [{ name: 'Other', code: 'other', permissions: [99999] }, { permissions: ['Invalid pk "99999" - object does not exist.'] }],
      [{ name: 'Other', code: 'other', permissions: ['abc'] }, { 'permissions.0': ['A valid integer is required.'] }],
      [{ name: 'Reporting', code: 'other' }, { name: ['A group with this name already exists.'] }],
      [{ name: 'Other', code: 'reporting' }, { code: ['A group with this code already exists.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await staff.admin.call('POST', '/api/groups/', body);
      expect({ sent: body, ...sb(res) }).toMatchObject({ sent: body, status: 400, body: errors });
    }
    expect(await counts()).toEqual(before);
  });

  it('PUT replaces name, code and permissions', async () => {
    const [a, b, c] = await Promise.all([
      permissionId(ctx, 'websites.view_website'),
      permissionId(ctx, 'websites.view_tag'),
      permissionId(ctx, 'settings.view_metric'),
    ]);
    const group = await createGroup({ name: 'Reporting', code: 'reporting', permissions: [a, b] });
    const res = await staff.admin.call('PUT', `/api/groups/${group.id}/`, { name: 'Reports', code: 'reports', permissions: [c] });
    expect(sb(res)).toEqual({ status: 200, body: { id: group.id, name: 'Reports', code: 'reports', permissions: [String(c)] } });
    // A PUT without permissions empties them (they default to none).
    expect(sb(await staff.admin.call('PUT', `/api/groups/${group.id}/`, { name: 'Reports', code: 'reports' }))).toMatchObject({
      status: 200,
      body: { permissions: [] },
    });
    expect(await rowCounts(ctx, ['group_permissions'])).toEqual({ group_permissions: 0 });
  });

  it('PATCH of the permissions alone keeps name and code', async () => {
    const [a, b] = await Promise.all([permissionId(ctx, 'websites.view_website'), permissionId(ctx, 'websites.view_tag')]);
    const group = await createGroup({ name: 'Reporting', code: 'reporting', permissions: [a] });
    expect(sb(await staff.admin.call('PATCH', `/api/groups/${group.id}/`, { permissions: [b] }))).toEqual({
      status: 200,
      body: { id: group.id, name: 'Reporting', code: 'reporting', permissions: [String(b)] },
    });
  });

  it('PATCH of the name alone keeps the permissions', async () => {
    const [a, b] = await Promise.all([permissionId(ctx, 'websites.view_website'), permissionId(ctx, 'websites.view_tag')]);
    const group = await createGroup({ name: 'Reporting', code: 'reporting', permissions: [a, b] });
    const res = await staff.admin.call('PATCH', `/api/groups/${group.id}/`, { name: 'Reports' });
    expect(sb(res)).toEqual({ status: 200, body: { ...group, name: 'Reports' } });
    expect((await staff.admin.call('GET', `/api/groups/${group.id}/`)).json<Group>().permissions).toEqual(group.permissions);
  });

  it('400 on an update to a taken name or code, or an unknown permission; 404 on an unknown group; nothing changes', async () => {
    const a = await permissionId(ctx, 'websites.view_website');
    const group = await createGroup({ name: 'Reporting', code: 'reporting', permissions: [a] });
    await createGroup({ name: 'Editors', code: 'editors' });
    const before = await counts();
    expect(sb(await staff.admin.call('PATCH', `/api/groups/${group.id}/`, { name: 'Editors' }))).toEqual({
      status: 400,
      body: { name: ['A group with this name already exists.'] },
    });
    expect(sb(await staff.admin.call('PATCH', `/api/groups/${group.id}/`, { code: 'editors', permissions: [] }))).toEqual({
      status: 400,
      body: { code: ['A group with this code already exists.'] },
    });
    expect(
      sb(await staff.admin.call('PUT', `/api/groups/${group.id}/`, { name: 'Reporting', code: 'reporting', permissions: [a, 99999] })),
    ).toEqual({
      status: 400,
      body: { permissions: ['Invalid pk "99999" - object does not exist.'] },
    });
    expect(sb(await staff.admin.call('PUT', `/api/groups/${group.id}/`, { code: 'reporting' }))).toMatchObject({
      status: 400,
      body: { name: [expect.any(String)] },
    });
    expect(sb(await staff.admin.call('PATCH', '/api/groups/9999/', { name: 'Ghost' }))).toEqual({ status: 404, body: notFound });
    expect(sb(await staff.admin.call('PUT', '/api/groups/9999/', { name: 'Ghost', code: 'ghost' }))).toEqual({
      status: 404,
      body: notFound,
    });
    expect(sb(await staff.admin.call('GET', `/api/groups/${group.id}/`))).toEqual({ status: 200, body: group });
    expect(await counts()).toEqual(before);
  });

  it('DELETE removes the group, its permissions and its memberships; then 404', async () => {
    const a = await permissionId(ctx, 'websites.view_website');
    const group = await createGroup({ name: 'Reporting', code: 'reporting', permissions: [a] });
    const keep = await createGroup({ name: 'Editors', code: 'editors', permissions: [a] });
    await ctx.database.query(
      `insert into user_groups (user_id, group_id) values (${staff.publisher.user.id}, ${group.id}), (${staff.publisher.user.id}, ${keep.id})`,
    );
    const res = await staff.admin.call('DELETE', `/api/groups/${group.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(sb(await staff.admin.call('GET', `/api/groups/${group.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await staff.admin.call('DELETE', `/api/groups/${group.id}/`))).toEqual({ status: 404, body: notFound });
    expect(await rowCounts(ctx, ['permission_groups', 'group_permissions', 'user_groups'])).toEqual({
      permission_groups: 1,
      group_permissions: 1,
      user_groups: 1,
    });
  });

  it('account managers see groups but cannot add, change or delete them; publishers get 403; anonymous 401', async () => {
    const group = await createGroup({ name: 'Reporting', code: 'reporting' });
    const before = await counts();
    expect((await staff.manager.call('GET', '/api/groups/')).statusCode).toBe(200);
    expect((await staff.manager.call('GET', `/api/groups/${group.id}/`)).statusCode).toBe(200);
    expect(sb(await staff.manager.call('POST', '/api/groups/', { name: 'Mine', code: 'mine' }))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.manager.call('PUT', `/api/groups/${group.id}/`, { name: 'Mine', code: 'mine' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await staff.manager.call('PATCH', `/api/groups/${group.id}/`, { name: 'Mine' }))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.manager.call('DELETE', `/api/groups/${group.id}/`))).toEqual({ status: 403, body: forbidden });
    for (const [method, url] of [
      ['GET', '/api/groups/'],
      ['GET', `/api/groups/${group.id}/`],
      ['POST', '/api/groups/'],
      ['DELETE', `/api/groups/${group.id}/`],
    ] as const) {
      expect(sb(await staff.publisher.call(method, url, method === 'POST' ? { name: 'Mine', code: 'mine' } : undefined))).toEqual({
        status: 403,
        body: forbidden,
      });
    }
    expect(sb(await anonymous('GET', '/api/groups/'))).toEqual({ status: 401, body: notAuthenticated });
    expect(sb(await anonymous('POST', '/api/groups/', { name: 'Mine', code: 'mine' }))).toEqual({ status: 401, body: notAuthenticated });
    expect(await counts()).toEqual(before);
  });

  it('404 on an unknown group', async () => {
    expect(sb(await staff.admin.call('GET', '/api/groups/9999/'))).toEqual({ status: 404, body: notFound });
  });
});

// Exceptions ----------------------------------------------------------------------------------------
describe('/api/exceptions/', () => {
  const addException = async (body: { user: number; permission: number; type: 'grant' | 'deny' }, who: Actor = staff.admin) => {
    const res = await who.call('POST', '/api/exceptions/', body);
    expect(sb(res)).toMatchObject({ status: 201 });
    return res.json<PermissionException>();
  };

  it('creates a grant or deny exception and reads it back', async () => {
    const whitelist = await permissionId(ctx, 'whitelist.view_whitelist');
    const res = await staff.admin.call('POST', '/api/exceptions/', { user: staff.publisher.user.id, permission: whitelist, type: 'grant' });
    expect(sb(res)).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        permission: whitelist,
        codename: 'whitelist.view_whitelist',
        permission_name: 'Can view whitelist',
        type: 'grant',
        user: staff.publisher.user.id,
      },
    });
    const created = res.json<PermissionException>();
    expect(sb(await staff.manager.call('GET', `/api/exceptions/${created.id}/`))).toEqual({ status: 200, body: created });
    // String ids are accepted as form posts send them.
    const deny = await addException({
      user: String(staff.manager.user.id),
      permission: String(await permissionId(ctx, 'users.view_user')),
      type: 'deny',
    } as never);
    expect(deny).toMatchObject({ user: staff.manager.user.id, codename: 'users.view_user', type: 'deny' });
  });

  it('lists exceptions, filtered by user', async () => {
    const [a, b] = await Promise.all([permissionId(ctx, 'whitelist.view_whitelist'), permissionId(ctx, 'websites.view_tag')]);
    const first = await addException({ user: staff.publisher.user.id, permission: a, type: 'grant' });
    const second = await addException({ user: staff.publisher.user.id, permission: b, type: 'deny' });
    const other = await addException({ user: staff.manager.user.id, permission: a, type: 'grant' });

    expect((await staff.manager.call('GET', '/api/exceptions/')).json()).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [first, second, other],
    });
    expect((await staff.admin.call('GET', `/api/exceptions/?user=${staff.publisher.user.id}`)).json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [first, second],
    });
    expect((await staff.admin.call('GET', `/api/exceptions/?user=${staff.developer.user.id}`)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await staff.admin.call('GET', `/api/exceptions/?user=${staff.publisher.user.id}&limit=1&page=2`)).json()).toMatchObject({
      count: 2,
      results: [second],
    });
    expect(sb(await staff.admin.call('GET', '/api/exceptions/?user=abc'))).toMatchObject({
      status: 400,
      body: { user: [expect.any(String)] },
    });
  });

  it('400 on a bad type, an unknown permission or user, the caller themselves, or a second exception for the same permission; nothing is written', async () => {
    const a = await permissionId(ctx, 'whitelist.view_whitelist');
    await addException({ user: staff.publisher.user.id, permission: a, type: 'grant' });
    const before = await counts();
    const post = (body: object) => staff.admin.call('POST', '/api/exceptions/', body);
    expect(sb(await post({ user: staff.publisher.user.id, permission: a, type: 'maybe' }))).toEqual({
      status: 400,
      body: { type: ['Select a valid choice.'] },
    });
    expect(sb(await post({ user: staff.publisher.user.id, permission: 99999, type: 'deny' }))).toEqual({
      status: 400,
      body: { permission: ['Invalid pk "99999" - object does not exist.'] },
    });
    expect(sb(await post({ user: 99999, permission: a, type: 'deny' }))).toEqual({
      status: 400,
      body: { user: ['Invalid pk "99999" - object does not exist.'] },
    });
    expect(sb(await post({ user: 99999, permission: 99998, type: 'deny' }))).toEqual({
      status: 400,
      body: { permission: ['Invalid pk "99998" - object does not exist.'], user: ['Invalid pk "99999" - object does not exist.'] },
    });
    expect(sb(await post({ user: staff.admin.user.id, permission: a, type: 'deny' }))).toEqual({
      status: 400,
      body: { user: ['You cannot change your own permissions.'] },
    });
    expect(sb(await post({ user: staff.publisher.user.id, permission: a, type: 'deny' }))).toEqual({
      status: 400,
      body: { permission: ['This user already has an exception for this permission.'] },
    });
    expect(sb(await post({ user: 0, permission: a, type: 'grant' }))).toEqual({
      status: 400,
      body: { user: ['A valid integer is required.'] },
    });
    expect(sb(await post({ permission: a }))).toMatchObject({
      status: 400,
      body: { user: [expect.any(String)], type: [expect.any(String)] },
    });
    expect(await counts()).toEqual(before);
  });

  it('DELETE removes one; then 404', async () => {
    const a = await permissionId(ctx, 'whitelist.view_whitelist');
    const exception = await addException({ user: staff.publisher.user.id, permission: a, type: 'grant' });
    const res = await staff.admin.call('DELETE', `/api/exceptions/${exception.id}/`);
    expect(res.statusCode).toBe(204);
    expect(sb(await staff.admin.call('GET', `/api/exceptions/${exception.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await staff.admin.call('DELETE', `/api/exceptions/${exception.id}/`))).toEqual({ status: 404, body: notFound });
    expect(await rowCounts(ctx, ['permission_exceptions'])).toEqual({ permission_exceptions: 0 });
  });

  it('account managers read exceptions but cannot add or delete them; publishers get 403; anonymous 401', async () => {
    const a = await permissionId(ctx, 'whitelist.view_whitelist');
    const exception = await addException({ user: staff.publisher.user.id, permission: a, type: 'grant' });
    const before = await counts();
    expect((await staff.manager.call('GET', '/api/exceptions/')).statusCode).toBe(200);
    expect(
      sb(await staff.manager.call('POST', '/api/exceptions/', { user: staff.developer.user.id, permission: a, type: 'grant' })),
    ).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await staff.manager.call('DELETE', `/api/exceptions/${exception.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.publisher.call('GET', '/api/exceptions/'))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.publisher.call('GET', `/api/exceptions/${exception.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.publisher.call('DELETE', `/api/exceptions/${exception.id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await anonymous('POST', '/api/exceptions/', { user: staff.developer.user.id, permission: a, type: 'grant' }))).toEqual({
      status: 401,
      body: notAuthenticated,
    });
    expect(await counts()).toEqual(before);
  });

  it('404 on an unknown exception', async () => {
    expect(sb(await staff.admin.call('GET', '/api/exceptions/9999/'))).toEqual({ status: 404, body: notFound });
  });
});
