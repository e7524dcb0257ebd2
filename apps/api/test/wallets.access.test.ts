import { describe, expect, it } from 'vitest';
import type { Invoice } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { caller } from './helpers.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';
import { randomKey, sha256 } from '../src/lib/secrets.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.table.js';

// Who may edit invoices and run the monthly generation through an API key, an impersonated
// session, and another user's Idempotency-Key (the wallets' other tests: wallets.invoices.test.ts).
const { ctx, world: w } = eachTestIn(statisticsWorld);

/** One October invoice for website A (and one for B), as admin. */
async function invoiceOfSiteA(): Promise<Invoice> {
  for (const dataId of [w.dataA.id, w.dataB.id]) {
    const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(dataId, '2026-10-03', { complete: true, status: 'active' }));
    expect(res.statusCode).toBe(201);
  }
  expect((await w.admin.call('POST', '/api/wallets/invoices/generate/', { month: '2026-10' })).statusCode).toBe(200);
  const list = await w.admin.call('GET', `/api/wallets/invoices/?search=Alpha`);
  return list.json<{ results: Invoice[] }>().results[0]!;
}

/** A key of the user limited to `permissions`, written straight to the table. */
async function keyFor(userId: number, permissions: string[]) {
  const key = `pdk_${randomKey()}`;
  await ctx.database.db
    .insert(apiKeys)
    .values({ name: 'k', userId, keySealed: 'unused', keyHash: sha256(key), keyTail: key.slice(-4), permissions });
  return caller(ctx, `Api-Key ${key}`);
}

describe('invoice edits and the monthly run, by whom', () => {
  it("an admin's key edits and generates only with those codenames", async () => {
    const invoice = await invoiceOfSiteA();
    const reader = await keyFor(w.admin.user.id, ['wallets.view_wallet', 'wallets.view_invoice']);
    expect((await reader('GET', `/api/wallets/invoices/${invoice.id}/`)).statusCode).toBe(200);
    expect((await reader('PATCH', `/api/wallets/invoices/${invoice.id}/`, { status: 'paid' })).statusCode).toBe(403);
    expect((await reader('POST', '/api/wallets/invoices/generate/', { month: '2026-10' })).statusCode).toBe(403);
    expect((await w.admin.call('GET', `/api/wallets/invoices/${invoice.id}/`)).json()).toMatchObject({ status: 'deductible' });

    const editor = await keyFor(w.admin.user.id, ['wallets.change_invoice']);
    expect((await editor('PATCH', `/api/wallets/invoices/${invoice.id}/`, { status: 'approved' })).statusCode).toBe(200);
  });

  it("a staff member impersonating a network reads that network's invoices and edits none", async () => {
    const invoice = await invoiceOfSiteA();
    const asNetA = caller(ctx, `Bearer ${await ctx.tokenFor(w.netA.user, { impersonator: w.admin.user })}`);
    expect((await asNetA('GET', `/api/wallets/invoices/${invoice.id}/`)).statusCode).toBe(200);
    expect((await asNetA('PATCH', `/api/wallets/invoices/${invoice.id}/`, { deduction: '1.00' })).statusCode).toBe(403);
    expect((await asNetA('POST', '/api/wallets/invoices/generate/', { month: '2026-10' })).statusCode).toBe(403);
    const asNetB = caller(ctx, `Bearer ${await ctx.tokenFor(w.netB.user, { impersonator: w.admin.user })}`);
    expect((await asNetB('GET', `/api/wallets/invoices/${invoice.id}/`)).statusCode).toBe(404);
    expect((await w.admin.call('GET', `/api/wallets/invoices/${invoice.id}/`)).json()).toMatchObject({ deduction: '0.00' });
  });

  it("an Idempotency-Key is its user's: another user's same key and body is applied as their own edit", async () => {
    const invoice = await invoiceOfSiteA();
    const org = (await ctx.authAs('organization')).authorization;
    const admin = w.admin.authorization;
    const patch = (authorization: string, body: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/wallets/invoices/${invoice.id}/`,
        headers: { authorization, 'idempotency-key': 'same-key' },
        payload: body,
      });
    expect((await patch(admin, { deduction: '1.00' })).json()).toMatchObject({ deduction: '1.00' });
    // The organization's request with the same key is not the admin's replayed: it runs as its own edit.
    expect((await patch(org, { deduction: '2.00' })).json()).toMatchObject({ deduction: '2.00' });
    // The admin's key with another body is still a 409, and the invoice keeps the organization's edit.
    expect((await patch(admin, { deduction: '3.00' })).statusCode).toBe(409);
    expect((await w.admin.call('GET', `/api/wallets/invoices/${invoice.id}/`)).json()).toMatchObject({ deduction: '2.00' });
  });
});
