/**
 * An impersonated session (as a key made for someone else would) sees what its user sees and what its
 * staff user sees too. An account manager looking after one website of a network may impersonate
 * the network, but not reach through it the network's other websites, their wallets or owners.
 */
import { describe, expect, it } from 'vitest';
import type { ImpersonationResponse } from '@pubdesk/contract';
import { eachTestIn, type TestContext } from './harness.js';
import { actor, assignStaff, inventoryWorld, namesOf, sb, seedWebsite } from './helpers.js';
import { bearer } from './users-fixtures.js';
import { notFound } from './expected.js';

const { ctx, world: w } = eachTestIn(async (ctx: TestContext) => {
  const world = await inventoryWorld(ctx);
  const otherOfA = await seedWebsite(ctx, { name: 'Alpha Other', networkId: world.netA.user.id, publisherId: world.pubB.user.id });
  const manager = await actor(ctx, 'account_manager');
  await assignStaff(ctx, manager.user, { website: world.siteA.id });
  return { ...world, otherOfA, manager };
});

async function managerAsNetwork() {
  const started = await w.manager.call('POST', '/api/auth/impersonation/', { user_id: w.netA.user.id });
  expect(sb(started)).toMatchObject({ status: 201 });
  const { key } = started.json<ImpersonationResponse>();
  const exchange = await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
  return bearer(ctx, exchange.json<{ access: string }>().access);
}

describe('an impersonated session', () => {
  it('reaches only the websites both its user and its staff user see', async () => {
    const asNetwork = await managerAsNetwork();
    expect(namesOf((await asNetwork('GET', '/api/websites/')).json())).toEqual(['Alpha News']);
    expect(sb(await asNetwork('GET', `/api/websites/${w.otherOfA.id}/`))).toEqual({ status: 404, body: notFound });
    expect(sb(await asNetwork('PATCH', `/api/websites/${w.otherOfA.id}/`, { publisher: w.pubA.user.id }))).toEqual({
      status: 404,
      body: notFound,
    });
    // The publisher of the other website is no one the manager looks after.
    expect(sb(await asNetwork('GET', `/api/users/${w.pubB.user.id}/`))).toMatchObject({ status: 404 });
    // The network's own session sees both.
    expect(namesOf((await w.netA.call('GET', '/api/websites/')).json()).sort()).toEqual(['Alpha News', 'Alpha Other']);
  });
});
