import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, sb, type Actor } from './helpers.js';

const { ctx } = eachTestIn();
let admin: Actor;
let organization: Actor;
let manager: Actor;
let publisher: Actor;
let groupId: number;
beforeEach(async () => {
  admin = await actor(ctx, 'admin');
  organization = await actor(ctx, 'organization');
  manager = await actor(ctx, 'account_manager');
  publisher = await actor(ctx, 'publisher');
  const permissions = (await admin.call('GET', '/api/permissions/?search=websites.delete_website')).json<{
    results: Array<{ id: number }>;
  }>();
  const created = await admin.call('POST', '/api/groups/', {
    name: 'Deleters',
    code: 'deleters',
    permissions: [permissions.results[0]!.id],
  });
  groupId = created.json<{ id: number }>().id;
});

const profile = (who: Actor) => `/api/profiles/${who.user.id}/`;

describe("staff fields of someone else's profile", () => {
  it('puts a user in groups, which counts from their next request', async () => {
    const website = await admin.call('POST', '/api/websites/', { name: 'Site', url: 'https://site.example', category: 'news' });
    const url = `/api/websites/${website.json<{ id: number }>().id}/`;
    await assignStaff(ctx, manager.user, { website: website.json<{ id: number }>().id });
    // An account manager may not delete websites by default...
    expect((await manager.call('DELETE', url)).statusCode).toBe(403);
    const res = await admin.call('PATCH', profile(manager), { groups: [groupId] });
    expect(sb(res)).toMatchObject({ status: 200, body: { groups: [groupId] } });
    expect((await manager.call('GET', profile(manager))).json<Profile>().groups).toEqual([groupId]);
    // ...and may once in the group, with the token they already had.
    expect((await manager.call('DELETE', url)).statusCode).toBe(204);
    expect(sb(await admin.call('PATCH', profile(manager), { groups: [] }))).toMatchObject({ status: 200, body: { groups: [] } });
  });

  it('verifies and changes the role; the role needs users.change_user', async () => {
    expect(sb(await admin.call('PATCH', profile(publisher), { is_verified: true }))).toMatchObject({
      status: 200,
      body: { is_verified: true },
    });
    expect(sb(await admin.call('PATCH', profile(publisher), { user_role: 'network' }))).toMatchObject({
      status: 200,
      body: { user_role: 'network' },
    });
    expect((await manager.call('PATCH', profile(publisher), { user_role: 'publisher' })).statusCode).toBe(404);
    expect(sb(await organization.call('PATCH', profile(publisher), { user_role: 'publisher' }))).toMatchObject({
      status: 200,
      body: { user_role: 'publisher' },
    });
  });

  it('refuses an unknown group, and changes to your own access; nothing changes', async () => {
    expect(sb(await admin.call('PATCH', profile(manager), { groups: [groupId, 9999] }))).toEqual({
      status: 400,
      body: { groups: ['Invalid pk "9999" - object does not exist.'] },
    });
    for (const change of [{ groups: [groupId] }, { is_verified: true }, { user_role: 'admin' }]) {
      expect(sb(await organization.call('PATCH', profile(organization), change))).toEqual({
        status: 400,
        body: { non_field_errors: ['You cannot change your own role, groups or verification.'] },
      });
    }
    const own = (await organization.call('GET', profile(organization))).json<Profile>();
    expect(own).toMatchObject({ groups: [], is_verified: false, user_role: 'organization' });
    expect((await manager.call('GET', profile(manager))).json<Profile>().groups).toEqual([]);
  });

  it("a user without users.change_profile cannot touch another's profile at all", async () => {
    expect((await publisher.call('PATCH', profile(manager), { is_verified: true })).statusCode).toBe(404);
  });
});
