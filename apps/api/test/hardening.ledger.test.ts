import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failedQuery } from '../src/db/query-error.js';
import { eachTestIn } from './harness.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

/** Two invoices, and so two 'issued' entries in the ledger. */
async function ledger() {
  for (const dataId of [w.dataA.id, w.dataB.id]) {
    const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(dataId, '2026-10-03', { complete: true, status: 'active' }));
    expect(res.statusCode).toBe(201);
  }
  expect((await w.admin.call('POST', '/api/wallets/invoices/generate/', { month: '2026-10' })).statusCode).toBe(200);
}
const entries = async () => (await ctx.database.query<{ n: number }>(`select count(*)::int as n from wallet_entries`))[0]!.n;
const refusal = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  let message = '';
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) message += ` ${(e as Error).message}`;
  return { sqlstate: failedQuery(error)?.sqlstate, refused: /wallet_entries is append-only: TRUNCATE refused/.test(message) };
};

describe('the wallet ledger against TRUNCATE', () => {
  it('refuses a TRUNCATE of wallet_entries, direct or by CASCADE, and the rows remain', async () => {
    await ledger();
    expect(await entries()).toBe(2);
    const refused = { sqlstate: '23001', refused: true };
    expect(await refusal(ctx.database.db.execute(sql`truncate wallet_entries`))).toEqual(refused);
    expect(await refusal(ctx.database.query('truncate wallet_entries restart identity'))).toEqual(refused);
    expect(await refusal(ctx.database.query('truncate invoices cascade'))).toEqual(refused);
    expect(await refusal(ctx.database.query('truncate wallets cascade'))).toEqual(refused);
    expect(await entries()).toBe(2);
    // UPDATE and DELETE stay refused by 0020's row trigger.
    await expect(ctx.database.query(`delete from wallet_entries`)).rejects.toThrow(/append-only: DELETE refused/);
    expect(await entries()).toBe(2);
  });

  it("the harness's reset still empties the ledger, and leaves the trigger on", async () => {
    await ledger();
    await ctx.reset();
    expect(await entries()).toBe(0);
    const triggers = await ctx.database.query<{ tgname: string; tgenabled: string }>(
      `select tgname, tgenabled from pg_trigger where tgrelid = 'wallet_entries'::regclass and not tgisinternal order by tgname`,
    );
    expect(triggers).toEqual([
      { tgname: 'wallet_entries_append_only', tgenabled: 'O' },
      { tgname: 'wallet_entries_no_truncate', tgenabled: 'O' },
    ]);
  });
});
