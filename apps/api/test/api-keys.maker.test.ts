import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type ApiKey } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { assignStaff, inventoryWorld, sb, type Actor } from './helpers.js';
import { randomKey, sha256 } from '../src/lib/secrets.js';
import { accessActor, permissionId } from './access-fixtures.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.table.js';

/**
 * A key made for someone else is a standing impersonation: it is held to the impersonation rule
 * on every request, as an impersonated session is. It stops working once its maker is suspended
 * or loses the impersonation permission, or once its user becomes staff; a key its user made
 * for themselves is not touched by any of that.
 */
const { ctx, world } = eachTestIn(inventoryWorld);

const keyDisabled = { status: 403, body: { detail: messages.api.apiKeyDisabled, code: 'api_key_disabled' } };

/** A key `maker` makes for `user`, revealed, and a caller that sends it. */
async function keyMadeBy(maker: Actor, user: Actor) {
  const made = await maker.call('POST', '/api/auth/api-keys/', { name: 'standing', user: user.user.id });
  expect(sb(made)).toMatchObject({ status: 201 });
  const id = made.json<ApiKey>().id;
  const key = (await maker.call('POST', `/api/auth/api-keys/${id}/reveal/`)).json<{ key: string }>().key;
  return {
    id,
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Api-Key ${key}` } }),
  };
}

describe('a key made for someone else', () => {
  it('records its maker', async () => {
    const organization = await accessActor(ctx, 'organization');
    const key = await keyMadeBy(organization, world.pubA);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row).toMatchObject({ userId: world.pubA.user.id, createdBy: organization.user.id });
  });

  it('stops working when its maker is suspended (403 api_key_disabled), and works again on reactivation', async () => {
    const organization = await accessActor(ctx, 'organization');
    const key = await keyMadeBy(organization, world.pubA);
    expect((await key.get('/api/websites/')).statusCode).toBe(200);
    expect(sb(await world.admin.call('PATCH', `/api/users/${organization.user.id}/`, { is_active: false }))).toMatchObject({ status: 200 });
    expect(sb(await key.get('/api/websites/'))).toEqual(keyDisabled);
    expect(sb(await world.admin.call('PATCH', `/api/users/${organization.user.id}/`, { is_active: true }))).toMatchObject({ status: 200 });
    expect((await key.get('/api/websites/')).statusCode).toBe(200);
  });

  it('stops working when its maker may no longer impersonate', async () => {
    const organization = await accessActor(ctx, 'organization');
    const key = await keyMadeBy(organization, world.pubA);
    const deny = await world.admin.call('POST', '/api/exceptions/', {
      user: organization.user.id,
      permission: await permissionId(ctx, 'auth.impersonate_user'),
      type: 'deny',
    });
    expect(sb(deny)).toMatchObject({ status: 201 });
    expect(sb(await key.get('/api/websites/'))).toEqual(keyDisabled);
  });

  it('stops working when its user leaves its maker’s scope, as an impersonated session does', async () => {
    const manager = await accessActor(ctx, 'account_manager');
    await assignStaff(ctx, manager.user, { publisher: world.pubA.user.id });
    const key = `pdk_${randomKey()}`;
    await ctx.database.db.insert(apiKeys).values({
      name: 'standing',
      userId: world.pubA.user.id,
      createdBy: manager.user.id,
      keySealed: 'unused',
      keyHash: sha256(key),
      keyTail: key.slice(-4),
      permissions: [],
    });
    const get = () => ctx.app.inject({ url: '/api/websites/', headers: { authorization: `Api-Key ${key}` } });
    expect((await get()).statusCode).toBe(200);
    await ctx.database.query('delete from assignments where account_manager_id = $1', [manager.user.id]);
    expect(sb(await get())).toEqual(keyDisabled);
  });

  it('never carries staff powers: a user promoted to staff finds the key dead', async () => {
    const organization = await accessActor(ctx, 'organization');
    const publisher = await accessActor(ctx, 'publisher');
    const key = await keyMadeBy(organization, publisher);
    expect(sb(await world.admin.call('PATCH', `/api/profiles/${publisher.user.id}/`, { user_role: 'developer' }))).toMatchObject({
      status: 200,
    });
    expect(sb(await key.get('/api/users/'))).toEqual(keyDisabled);
    expect(sb(await key.get('/api/websites/'))).toEqual(keyDisabled);
  });

  it('a key its user made for themselves is untouched by the impersonation rule', async () => {
    const organization = await accessActor(ctx, 'organization');
    const own = await keyMadeBy(organization, organization);
    await world.admin.call('POST', '/api/exceptions/', {
      user: organization.user.id,
      permission: await permissionId(ctx, 'auth.impersonate_user'),
      type: 'deny',
    });
    expect((await own.get('/api/websites/')).statusCode).toBe(200);
  });
});
