/** `/permissions/` and `/services/`: the catalogue staff read and developers name. */
import { describe, expect, it } from 'vitest';
import type { List, PermissionRecord, Service } from '@pubdesk/contract';
import { caller, sb } from './helpers.js';
import { accessActor, permissionId, serviceId, accessCounts, eachStaffTest } from './access-fixtures.js';
import { allPermissions, permissionCatalogue } from '../src/modules/access/index.js';
import { notFound, forbidden, notAuthenticated } from './expected.js';

const { ctx, world: staff } = eachStaffTest();

const anonymous = caller(ctx);
const counts = () => accessCounts(ctx);

// Permissions ---------------------------------------------------------------------------------------
describe('GET /api/permissions/', () => {
  it('lists the whole catalogue by service, with readable names', async () => {
    const res = await staff.admin.call('GET', '/api/permissions/');
    expect(res.statusCode).toBe(200);
    const page = res.json<List<PermissionRecord>>();
    expect(page.count).toBe(allPermissions.length);
    expect(page.next).toBeNull();
    expect(page.results.map((p) => p.codename)).toEqual(allPermissions);
    expect(page.results.find((p) => p.codename === 'websites.change_placementgroupdata')).toEqual({
      id: await permissionId(ctx, 'websites.change_placementgroupdata'),
      name: 'Can change placement group data',
      codename: 'websites.change_placementgroupdata',
      service: 'websites',
    });
    expect(page.results.find((p) => p.codename === 'shares.add_pmpshare')?.name).toBe('Can add PMP share');
    expect(page.results.find((p) => p.codename === 'access.view_log')).toMatchObject({ name: 'Can view log', service: 'access' });
  });

  it('filters by service and searches name and codename', async () => {
    const byService = (await staff.admin.call('GET', '/api/permissions/?service=access')).json<List<PermissionRecord>>();
    expect(byService.results.map((p) => p.codename)).toEqual(permissionCatalogue.access.map((a) => `access.${a}`));
    expect(byService.count).toBe(permissionCatalogue.access.length);

    const search = (await staff.admin.call('GET', '/api/permissions/?search=placement%20group%20data')).json<List<PermissionRecord>>();
    expect(search.results.map((p) => p.codename)).toEqual([
      'websites.view_placementgroupdata',
      'websites.add_placementgroupdata',
      'websites.change_placementgroupdata',
      'websites.delete_placementgroupdata',
    ]);
    const byCodename = (await staff.admin.call('GET', '/api/permissions/?search=view_outbox')).json<List<PermissionRecord>>();
    expect(byCodename.results.map((p) => p.codename)).toEqual(['mail.view_outbox']);

    const paged = (await staff.admin.call('GET', '/api/permissions/?service=access&limit=5&page=2')).json<List<PermissionRecord>>();
    expect(paged.results.map((p) => p.codename)).toEqual(permissionCatalogue.access.slice(5, 10).map((a) => `access.${a}`));
    expect(paged.next).toEqual(expect.stringContaining('offset=10'));
    expect((await staff.admin.call('GET', '/api/permissions/?service=nothing')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('is for staff: account managers read it, publishers and pre-activation users get 403, anonymous 401', async () => {
    expect((await staff.manager.call('GET', '/api/permissions/')).statusCode).toBe(200);
    expect(sb(await staff.publisher.call('GET', '/api/permissions/'))).toEqual({ status: 403, body: forbidden });
    const pre = await accessActor(ctx, 'pre_activation');
    expect(sb(await pre.call('GET', '/api/permissions/'))).toEqual({ status: 403, body: forbidden });
    expect(sb(await anonymous('GET', '/api/permissions/'))).toEqual({ status: 401, body: notAuthenticated });
  });
});

describe('GET /api/permissions/:id/', () => {
  it('answers one, and 404 for an unknown id', async () => {
    const id = await permissionId(ctx, 'users.view_user');
    expect(sb(await staff.manager.call('GET', `/api/permissions/${id}/`))).toEqual({
      status: 200,
      body: { id, name: 'Can view user', codename: 'users.view_user', service: 'users' },
    });
    expect(sb(await staff.admin.call('GET', '/api/permissions/99999/'))).toEqual({ status: 404, body: notFound });
    expect(sb(await staff.publisher.call('GET', `/api/permissions/${id}/`))).toEqual({ status: 403, body: forbidden });
  });
});

describe('PUT/PATCH /api/permissions/:id/', () => {
  it('a developer renames a permission; the codename stays', async () => {
    const id = await permissionId(ctx, 'websites.view_website');
    const res = await staff.developer.call('PUT', `/api/permissions/${id}/`, { name: '  Can see websites  ', codename: 'websites.hacked' });
    expect(sb(res)).toEqual({
      status: 200,
      body: { id, name: 'Can see websites', codename: 'websites.view_website', service: 'websites' },
    });
    expect((await staff.admin.call('GET', `/api/permissions/${id}/`)).json()).toMatchObject({
      name: 'Can see websites',
      codename: 'websites.view_website',
    });

    const patched = await staff.developer.call('PATCH', `/api/permissions/${id}/`, { name: 'Can look at websites' });
    expect(sb(patched)).toMatchObject({ status: 200, body: { name: 'Can look at websites', codename: 'websites.view_website' } });
  });

  it('is developer only: admin, organization and account manager get 403 and nothing changes', async () => {
    const id = await permissionId(ctx, 'websites.view_website');
    const organization = await accessActor(ctx, 'organization');
    for (const who of [staff.admin, organization, staff.manager, staff.publisher]) {
      expect(sb(await who.call('PUT', `/api/permissions/${id}/`, { name: 'Renamed' }))).toEqual({ status: 403, body: forbidden });
      expect(sb(await who.call('PATCH', `/api/permissions/${id}/`, { name: 'Renamed' }))).toEqual({ status: 403, body: forbidden });
    }
    expect((await staff.admin.call('GET', `/api/permissions/${id}/`)).json()).toMatchObject({ name: 'Can view website' });
    expect(sb(await anonymous('PUT', `/api/permissions/${id}/`, { name: 'Renamed' }))).toEqual({ status: 401, body: notAuthenticated });
  });

  it('400 on a blank or too long name, 404 on an unknown id; nothing changes', async () => {
    const id = await permissionId(ctx, 'websites.view_website');
    const before = await counts();
    expect(sb(await staff.developer.call('PUT', `/api/permissions/${id}/`, { name: '   ' }))).toEqual({
      status: 400,
      body: { name: ['This field may not be blank.'] },
    });
    expect(sb(await staff.developer.call('PUT', `/api/permissions/${id}/`, {}))).toMatchObject({
      status: 400,
      body: { name: [expect.any(String)] },
    });
    expect(sb(await staff.developer.call('PATCH', `/api/permissions/${id}/`, { name: 'x'.repeat(151) }))).toEqual({
      status: 400,
      body: { name: ['Ensure this field has no more than 150 characters.'] },
    });
    expect(sb(await staff.developer.call('PUT', '/api/permissions/99999/', { name: 'Ghost' }))).toEqual({ status: 404, body: notFound });
    expect((await staff.admin.call('GET', `/api/permissions/${id}/`)).json()).toMatchObject({ name: 'Can view website' });
    expect(await counts()).toEqual(before);
  });
});

// Services ------------------------------------------------------------------------------------------
describe('/api/services/', () => {
  it('lists the services of the catalogue, in its order', async () => {
    const res = await staff.developer.call('GET', '/api/services/');
    expect(res.statusCode).toBe(200);
    const page = res.json<List<Service>>();
    expect(page.count).toBe(Object.keys(permissionCatalogue).length);
    expect(page.results.map((s) => s.name)).toEqual(Object.keys(permissionCatalogue));
    expect(page.results[0]).toEqual({ id: expect.any(Number), name: 'auth', description: '' });
    const second = (await staff.developer.call('GET', '/api/services/?limit=2&page=2')).json<List<Service>>();
    expect(second.results.map((s) => s.name)).toEqual(Object.keys(permissionCatalogue).slice(2, 4));
    expect(second.previous).not.toBeNull();
  });

  it('answers one, 404 for an unknown id; account managers and publishers get 403', async () => {
    const id = await serviceId(ctx, 'websites');
    expect(sb(await staff.admin.call('GET', `/api/services/${id}/`))).toEqual({
      status: 200,
      body: { id, name: 'websites', description: '' },
    });
    expect(sb(await staff.admin.call('GET', '/api/services/9999/'))).toEqual({ status: 404, body: notFound });
    expect(sb(await staff.publisher.call('GET', '/api/services/'))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.publisher.call('GET', `/api/services/${id}/`))).toEqual({ status: 403, body: forbidden });
    expect(sb(await staff.manager.call('GET', '/api/services/'))).toEqual({ status: 403, body: forbidden });
  });

  it('a developer edits the description; admins get 403', async () => {
    const id = await serviceId(ctx, 'websites');
    expect(
      sb(await staff.developer.call('PUT', `/api/services/${id}/`, { description: ' Websites and their inventory ', name: 'renamed' })),
    ).toEqual({
      status: 200,
      body: { id, name: 'websites', description: 'Websites and their inventory' },
    });
    expect(sb(await staff.developer.call('PATCH', `/api/services/${id}/`, { description: 'Inventory' }))).toMatchObject({
      status: 200,
      body: { description: 'Inventory' },
    });
    expect(sb(await staff.admin.call('PUT', `/api/services/${id}/`, { description: 'By admin' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(sb(await staff.admin.call('PATCH', `/api/services/${id}/`, { description: 'By admin' }))).toEqual({
      status: 403,
      body: forbidden,
    });
    expect((await staff.developer.call('GET', `/api/services/${id}/`)).json()).toMatchObject({ description: 'Inventory' });
  });

  it('400 on a description over 500 characters, 404 on an unknown id; nothing changes', async () => {
    const id = await serviceId(ctx, 'websites');
    expect(sb(await staff.developer.call('PUT', `/api/services/${id}/`, { description: 'x'.repeat(501) }))).toEqual({
      status: 400,
      body: { description: ['Ensure this field has no more than 500 characters.'] },
    });
    expect(sb(await staff.developer.call('PUT', '/api/services/9999/', { description: 'Ghost' }))).toEqual({ status: 404, body: notFound });
    expect((await staff.developer.call('GET', `/api/services/${id}/`)).json()).toMatchObject({ description: '' });
    expect(await counts()).toEqual({ permission_groups: 0, group_permissions: 0, user_groups: 0, permission_exceptions: 0, audit_logs: 0 });
  });
});
