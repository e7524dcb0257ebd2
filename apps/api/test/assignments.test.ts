import { beforeEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { inventoryWorld, rowCounts, sb, withGrant, type Actor } from './helpers.js';
import { accessActor, permissionId } from './access-fixtures.js';

/**
 * Assignments (`/assigned/`, `/auth/assigned/`) and the row scope they give account managers,
 * ad operations and networks (docs/product-rules.md): what is not assigned to you is 404, and an
 * assignment made or removed counts from your next request.
 */
const { ctx, world } = eachTestIn(inventoryWorld);
let manager: Actor;
let adOps: Actor;
beforeEach(async () => {
  manager = await accessActor(ctx, 'account_manager', { firstName: 'Mia', lastName: 'Manager' });
  adOps = await accessActor(ctx, 'ad_operation');
});

const assign = async (body: Record<string, unknown>, who: Actor = world.admin) => {
  const res = await who.call('POST', '/api/assigned/', body);
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<Assignment>();
};
const ids = (res: { json(): unknown }) => (res.json() as { results: Array<{ id: number }> }).results.map((r) => r.id);

describe('the assignments resource', () => {
  it('an admin links an account manager to a network: 201 with names; get, filters, PATCH and DELETE', async () => {
    const { admin, netA, netB, siteA } = world;
    const created = await assign({ account_manager: manager.user.id, network: netA.user.id });
    expect(created).toMatchObject({
      account_manager: manager.user.id,
      network: netA.user.id,
      organization: null,
      publisher: null,
      website: null,
    });
    expect(created.names).toMatchObject({ account_manager: 'Mia Manager', network: 'Net A', website: null });
    const other = await assign({ ad_operation: adOps.user.id, website: siteA.id });

    expect(sb(await admin.call('GET', `/api/assigned/${created.id}/`))).toMatchObject({ status: 200, body: { id: created.id } });
    expect(ids(await admin.call('GET', `/api/assigned/?user=${manager.user.id}`))).toEqual([created.id]);
    expect(ids(await admin.call('GET', `/api/assigned/?user=${manager.user.id}&role=network`))).toEqual([]);
    expect(ids(await admin.call('GET', `/api/assigned/?role=ad_operation`))).toEqual([other.id]);
    expect(ids(await admin.call('GET', `/api/assigned/?website=${siteA.id}`))).toEqual([other.id]);
    expect(ids(await admin.call('GET', '/api/assigned/?search=alpha'))).toEqual([other.id]);
    expect(ids(await admin.call('GET', '/api/assigned/?search=mia'))).toEqual([created.id]);
    // The same resource under /auth/.
    expect(ids(await admin.call('GET', '/api/auth/assigned/'))).toEqual([created.id, other.id]);

    const patched = await admin.call('PATCH', `/api/assigned/${created.id}/`, { network: netB.user.id });
    expect(sb(patched)).toMatchObject({ status: 200, body: { network: netB.user.id, account_manager: manager.user.id } });
    expect((await admin.call('DELETE', `/api/auth/assigned/${created.id}/`)).statusCode).toBe(204);
    expect((await admin.call('GET', `/api/assigned/${created.id}/`)).statusCode).toBe(404);
  });

  it('`manager` fills the field its role names (the user screen sends the viewed user)', async () => {
    const { netA, pubA } = world;
    expect(await assign({ manager: manager.user.id, network: netA.user.id })).toMatchObject({
      account_manager: manager.user.id,
      network: netA.user.id,
    });
    expect(await assign({ manager: netA.user.id, publisher: pubA.user.id })).toMatchObject({
      network: netA.user.id,
      publisher: pubA.user.id,
    });
    const conflict = await world.admin.call('POST', '/api/assigned/', {
      manager: manager.user.id,
      account_manager: adOps.user.id,
      network: netA.user.id,
    });
    expect(sb(conflict)).toMatchObject({ status: 400, body: { account_manager: ['This field is set by the manager.'] } });
    const staff = await world.admin.call('POST', '/api/assigned/', { manager: world.admin.user.id, network: netA.user.id });
    expect(sb(staff)).toMatchObject({ status: 400, body: { manager: ['This user cannot look after assignments.'] } });
  });

  it('bad input is a 400 with field errors and writes nothing', async () => {
    const { admin, netA, pubA } = world;
    const before = await rowCounts(ctx, ['assignments']);
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ network: netA.user.id }, { non_field_errors: [expect.stringContaining('at least two')] }],
      [{}, { non_field_errors: [expect.stringContaining('at least two')] }],
      [{ account_manager: netA.user.id, network: netA.user.id }, { account_manager: ['Select a user with the account manager role.'] }],
      [{ network: pubA.user.id, publisher: pubA.user.id }, { network: ['Select a user with the network role.'] }],
      [{ account_manager: manager.user.id, network: 999999 }, { network: ['Invalid pk "999999" - object does not exist.'] }],
      [{ account_manager: manager.user.id, website: 999999 }, { website: ['Invalid pk "999999" - object does not exist.'] }],
      [{ account_manager: 'x', network: netA.user.id }, { account_manager: expect.any(Array) }],
    ];
    for (const [body, errors] of cases)
      expect(sb(await admin.call('POST', '/api/assigned/', body))).toMatchObject({ status: 400, body: errors });
    expect(await rowCounts(ctx, ['assignments'])).toEqual(before);
    await assign({ account_manager: manager.user.id, network: netA.user.id });
    const twice = await admin.call('POST', '/api/assigned/', { account_manager: manager.user.id, network: netA.user.id });
    expect(sb(twice)).toMatchObject({ status: 400, body: { non_field_errors: ['This assignment already exists.'] } });
  });

  it('a pre_activation user may sit in the publisher field', async () => {
    const newcomer = await accessActor(ctx, 'pre_activation');
    expect(await assign({ network: world.netA.user.id, publisher: newcomer.user.id })).toMatchObject({ publisher: newcomer.user.id });
  });

  it('permissions: managers read, only the all-seeing roles write; anonymous 401', async () => {
    const { netA, pubA } = world;
    const body = { account_manager: manager.user.id, network: netA.user.id };
    expect((await manager.call('POST', '/api/assigned/', body)).statusCode).toBe(403);
    expect((await pubA.call('POST', '/api/assigned/', body)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/assigned/' })).statusCode).toBe(401);
    const organization = await accessActor(ctx, 'organization');
    const created = await assign(body, organization);
    expect((await manager.call('PATCH', `/api/assigned/${created.id}/`, { network: world.netB.user.id })).statusCode).toBe(403);
    expect((await manager.call('DELETE', `/api/assigned/${created.id}/`)).statusCode).toBe(403);
    expect((await manager.call('GET', `/api/assigned/${created.id}/`)).statusCode).toBe(200);
  });

  it('each caller lists only the assignments naming them; another one is 404', async () => {
    const { netA, netB, pubA, pubB } = world;
    const mine = await assign({ account_manager: manager.user.id, network: netA.user.id });
    const theirs = await assign({ ad_operation: adOps.user.id, network: netB.user.id });
    const aPub = await assign({ network: netA.user.id, publisher: pubA.user.id });
    const bPub = await assign({ network: netB.user.id, publisher: pubB.user.id });
    expect(ids(await manager.call('GET', '/api/assigned/'))).toEqual([mine.id]);
    expect((await manager.call('GET', `/api/assigned/${theirs.id}/`)).statusCode).toBe(404);
    expect(ids(await netA.call('GET', '/api/assigned/'))).toEqual([mine.id, aPub.id]);
    expect((await netA.call('GET', `/api/assigned/${bPub.id}/`)).statusCode).toBe(404);
    expect(ids(await pubB.call('GET', '/api/auth/assigned/'))).toEqual([bPub.id]);
  });

  it('with a granted add permission, a manager still cannot assign themselves or reach beyond their scope', async () => {
    const { netA, netB, siteB } = world;
    await assign({ account_manager: manager.user.id, network: netA.user.id });
    await withGrant(ctx, 'account_manager', 'access.add_assignment', async () => {
      const self = await manager.call('POST', '/api/assigned/', {
        account_manager: manager.user.id,
        network: netA.user.id,
        website: world.siteA.id,
      });
      expect(sb(self)).toMatchObject({ status: 400, body: { non_field_errors: ['You cannot change your own assignments.'] } });
      const foreign = await manager.call('POST', '/api/assigned/', { ad_operation: adOps.user.id, network: netB.user.id });
      expect(sb(foreign)).toMatchObject({
        status: 400,
        body: {
          ad_operation: ['Invalid pk "' + adOps.user.id + '" - object does not exist.'],
          network: [`Invalid pk "${netB.user.id}" - object does not exist.`],
        },
      });
      const site = await manager.call('POST', '/api/assigned/', { network: netA.user.id, website: siteB.id });
      expect(sb(site)).toMatchObject({ status: 400, body: { website: [`Invalid pk "${siteB.id}" - object does not exist.`] } });
    });
  });
});

describe('row scope by assignment', () => {
  it('an account manager sees nothing until assigned; then the network’s websites, users and their records; removal counts at once', async () => {
    const { netA, netB, pubA, pubB, siteA, siteB } = world;
    expect((await manager.call('GET', '/api/websites/')).json()).toMatchObject({ count: 0 });
    expect((await manager.call('GET', `/api/websites/${siteA.id}/`)).statusCode).toBe(404);
    expect(ids(await manager.call('GET', '/api/users/'))).toEqual([manager.user.id]);

    const link = await assign({ account_manager: manager.user.id, network: netA.user.id });
    expect(ids(await manager.call('GET', '/api/websites/'))).toEqual([siteA.id]);
    expect((await manager.call('GET', `/api/websites/${siteA.id}/`)).statusCode).toBe(200);
    expect((await manager.call('GET', `/api/websites/${siteB.id}/`)).statusCode).toBe(404);
    expect((await manager.call('GET', `/api/placements_groups/?website=${siteB.id}`)).json()).toMatchObject({ count: 0 });
    // Users: themselves, the network, and the publisher of the network's website.
    expect(ids(await manager.call('GET', '/api/users/')).sort()).toEqual([netA.user.id, pubA.user.id, manager.user.id].sort());
    for (const path of [`/api/users/${pubA.user.id}/`, `/api/profiles/${pubA.user.id}/`, `/api/users/${pubA.user.id}/permissions/`]) {
      expect({ path, status: (await manager.call('GET', path)).statusCode }).toEqual({ path, status: 200 });
    }
    for (const path of [
      `/api/users/${pubB.user.id}/`,
      `/api/profiles/${pubB.user.id}/`,
      `/api/bankaccounts/${pubB.user.id}/`,
      `/api/users/${pubB.user.id}/permissions/`,
      `/api/users/${netB.user.id}/`,
    ]) {
      expect({ path, status: (await manager.call('GET', path)).statusCode }).toEqual({ path, status: 404 });
    }

    expect((await world.admin.call('DELETE', `/api/assigned/${link.id}/`)).statusCode).toBe(204);
    expect((await manager.call('GET', `/api/websites/${siteA.id}/`)).statusCode).toBe(404);
    expect((await manager.call('GET', `/api/users/${pubA.user.id}/`)).statusCode).toBe(404);
  });

  it('a manager files new websites only under the networks and publishers they look after', async () => {
    const { netA, netB, pubA } = world;
    await assign({ account_manager: manager.user.id, network: netA.user.id });
    const body = { name: 'Gamma', url: 'https://gamma.example.com', category: 'news' };
    const created = await manager.call('POST', '/api/websites/', { ...body, network: netA.user.id, publisher: pubA.user.id });
    expect(sb(created)).toMatchObject({ status: 201 });
    expect((await manager.call('GET', `/api/websites/${created.json<{ id: number }>().id}/`)).statusCode).toBe(200);
    const outside = await manager.call('POST', '/api/websites/', { ...body, url: 'https://gamma2.example.com', network: netB.user.id });
    expect(sb(outside)).toMatchObject({ status: 400, body: { network: ['Select a user with the network role.'] } });
  });

  it('an ad operation assigned one website sees that website and its owners only', async () => {
    const { netA, pubA, siteA, siteB } = world;
    await assign({ ad_operation: adOps.user.id, website: siteA.id });
    expect(ids(await adOps.call('GET', '/api/websites/'))).toEqual([siteA.id]);
    expect((await adOps.call('GET', `/api/tags/?website=${siteB.id}`)).json()).toMatchObject({ count: 0 });
    expect(ids(await adOps.call('GET', '/api/users/')).sort()).toEqual([adOps.user.id, netA.user.id, pubA.user.id].sort());
  });

  it('exceptions, logs and impersonation follow the user scope', async () => {
    const { admin, netA, pubA, pubB } = world;
    await assign({ account_manager: manager.user.id, network: netA.user.id });
    const permission = await permissionId(ctx, 'whitelist.view_whitelist');
    const onA = (await admin.call('POST', '/api/exceptions/', { user: pubA.user.id, permission, type: 'grant' })).json<{ id: number }>();
    const onB = (await admin.call('POST', '/api/exceptions/', { user: pubB.user.id, permission, type: 'grant' })).json<{ id: number }>();
    expect(ids(await manager.call('GET', '/api/exceptions/'))).toEqual([onA.id]);
    expect((await manager.call('GET', `/api/exceptions/${onB.id}/`)).statusCode).toBe(404);

    // pubB writes something (its own profile), pubA too: the manager reads only pubA's log.
    await pubA.call('PATCH', `/api/profiles/${pubA.user.id}/`, { city: 'Lisbon' });
    await pubB.call('PATCH', `/api/profiles/${pubB.user.id}/`, { city: 'Porto' });
    const logs = (await manager.call('GET', '/api/logs/')).json<{ results: Array<{ user: number | null }> }>().results;
    expect(logs.map((l) => l.user)).toContain(pubA.user.id);
    expect(logs.map((l) => l.user)).not.toContain(pubB.user.id);
    expect((await manager.call('GET', `/api/logs/?user=${pubB.user.id}`)).json()).toMatchObject({ count: 0 });

    expect((await manager.call('POST', '/api/auth/impersonation/', { user_id: pubA.user.id })).statusCode).toBe(201);
    const outside = await manager.call('POST', '/api/auth/impersonation/', { user_id: pubB.user.id });
    expect(sb(outside)).toMatchObject({ status: 400, body: { user_id: [`Invalid pk "${pubB.user.id}" - object does not exist.`] } });
  });

  it('two networks are isolated: websites, placement groups, users and assignments of the other are 404', async () => {
    const { netA, netB, pubB, siteB } = world;
    const bLink = await assign({ network: netB.user.id, publisher: pubB.user.id });
    expect((await netA.call('GET', `/api/websites/${siteB.id}/`)).statusCode).toBe(404);
    expect((await netA.call('GET', `/api/placements_groups/?website=${siteB.id}`)).json()).toMatchObject({ count: 0 });
    expect((await netA.call('GET', `/api/assigned/${bLink.id}/`)).statusCode).toBe(404);
    expect((await netA.call('GET', `/api/profiles/${pubB.user.id}/`)).statusCode).toBe(404);
    // Even with users.view_user granted, the other network's publisher does not exist for netA.
    await withGrant(ctx, 'network', 'users.view_user', async () => {
      expect(ids(await netA.call('GET', '/api/users/')).sort()).toEqual([netA.user.id, world.pubA.user.id].sort());
      expect((await netA.call('GET', `/api/users/${pubB.user.id}/`)).statusCode).toBe(404);
      expect((await netB.call('GET', `/api/users/${pubB.user.id}/`)).statusCode).toBe(200);
    });
  });
});
