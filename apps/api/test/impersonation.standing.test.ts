/**
 * An impersonated session is held on every request to the rule that let it begin, as a key made
 * for someone else is (api-keys.maker.test.ts): its staff user still allowed to impersonate and
 * its user still in their scope. Before, only suspension ended it, so a manager whose right or
 * assignment was taken away kept acting as the publisher until the token expired.
 */
import { describe, expect, it } from 'vitest';
import type { ImpersonationResponse } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { assignStaff, sb } from './helpers.js';
import { permissionId, staffAndPublisher } from './access-fixtures.js';
import { bearer } from './users-fixtures.js';

const { ctx, world: w } = eachTestIn(async (ctx) => {
  const staff = await staffAndPublisher(ctx);
  await assignStaff(ctx, staff.manager.user, { publisher: staff.publisher.user.id });
  return staff;
});

/** The manager's session as the publisher, opened as the portal opens it (key, then exchange). */
async function impersonatedPublisher() {
  const started = await w.manager.call('POST', '/api/auth/impersonation/', { user_id: w.publisher.user.id });
  expect(sb(started)).toMatchObject({ status: 201 });
  const { key } = started.json<ImpersonationResponse>();
  const exchange = await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
  const access = exchange.json<{ access: string }>().access;
  return { call: bearer(ctx, access), access };
}

const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/verify/', payload: { token } });
const tokenInvalid = { status: 401, body: { detail: 'Token is invalid or expired', code: 'token_not_valid' } };

describe('an impersonated session', () => {
  it('is over once its staff user may no longer impersonate', async () => {
    const session = await impersonatedPublisher();
    expect((await session.call('GET', '/api/websites/')).statusCode).toBe(200);
    const deny = await w.admin.call('POST', '/api/exceptions/', {
      user: w.manager.user.id,
      permission: await permissionId(ctx, 'auth.impersonate_user'),
      type: 'deny',
    });
    expect(sb(deny)).toMatchObject({ status: 201 });
    expect(sb(await session.call('GET', '/api/websites/'))).toEqual(tokenInvalid);
    expect(sb(await session.call('POST', '/api/websites/', { name: 'Late', url: 'https://late.example.com', category: 'news' }))).toEqual(
      tokenInvalid,
    );
    expect((await verify(session.access)).statusCode).toBe(401);
  });

  it('is over once its user is out of its staff user’s scope', async () => {
    const session = await impersonatedPublisher();
    expect((await verify(session.access)).statusCode).toBe(200);
    await ctx.database.query('delete from assignments where account_manager_id = $1', [w.manager.user.id]);
    expect(sb(await session.call('GET', '/api/websites/'))).toEqual(tokenInvalid);
    expect((await verify(session.access)).statusCode).toBe(401);
    // The staff user's own session is untouched.
    expect((await w.manager.call('GET', '/api/websites/')).statusCode).toBe(200);
  });
});
