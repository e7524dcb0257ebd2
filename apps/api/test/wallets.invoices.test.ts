import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Invoice as InvoiceRow, InvoiceGenerationResult, Wallet as WalletRow } from '@pubdesk/contract';
import { eachTestIn, truncateTables } from './harness.js';
import { sb } from './helpers.js';
import { dayOf, stagedStatistics, statisticsWorld } from './statistics-fixtures.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

const generate = (month: string, call = w.admin.call) => call('POST', '/api/wallets/invoices/generate/', { month });
const statistic = async (dataId: number, date: string, values: Record<string, unknown> = {}) => {
  const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(dataId, date, { complete: true, status: 'active', ...values }));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
};
const invoicesOf = (websiteId: number) =>
  ctx.database.query<{ month: string; amount: string; status: string }>(
    `select to_char(month, 'YYYY-MM') as month, amount::text, status from invoices where website_id = $1 order by month`,
    [websiteId],
  );
const linesOf = (websiteId: number) =>
  ctx.database.query<{ invoice_month: string; month: string; kind: string; amount: string }>(
    `select to_char(i.month, 'YYYY-MM') as invoice_month, to_char(l.month, 'YYYY-MM') as month, l.kind, l.amount::text
     from invoice_lines l join invoices i on i.id = l.invoice_id where l.website_id = $1 order by i.month, l.month`,
    [websiteId],
  );

describe('POST /api/wallets/invoices/generate/', () => {
  it("makes one invoice per website from its complete, active statistics' publisher revenue", async () => {
    // Website A: 100.00 gross -> supplier 90% -> platform 80% -> network 75% = 54.00 each.
    await statistic(w.dataA.id, '2026-10-03');
    await statistic(w.dataA.id, '2026-10-04', { revenue: '10.10' });
    await statistic(w.dataA.id, '2026-10-05', { complete: false });
    await statistic(w.dataA.id, '2026-10-06', { status: 'suspended' });
    await statistic(w.dataA.id, '2026-09-30');
    // Website B: only the supplier's 90%.
    await statistic(w.dataB.id, '2026-10-31', { revenue: '0.01' });

    const res = await generate('2026-10');
    expect(sb(res)).toEqual({ status: 200, body: { month: '2026-10', created: 2, adjustments: 1, existing: 0 } });
    // A's September statistic had never been invoiced: it comes as an adjustment line.
    expect(await invoicesOf(w.siteA.id)).toEqual([{ month: '2026-10', amount: '113.454000', status: 'deductible' }]);
    expect(await linesOf(w.siteA.id)).toEqual([
      { invoice_month: '2026-10', month: '2026-09', kind: 'adjustment', amount: '54.000000' },
      { invoice_month: '2026-10', month: '2026-10', kind: 'month', amount: '59.454000' },
    ]);
    expect(await invoicesOf(w.siteB.id)).toEqual([{ month: '2026-10', amount: '0.009000', status: 'deductible' }]);
    const ledger = await ctx.database.query(`select kind, amount::text from wallet_entries order by id`);
    expect(ledger).toEqual([
      { kind: 'issued', amount: expect.any(String) },
      { kind: 'issued', amount: expect.any(String) },
    ]);
  });

  it('run twice, or twice at once, makes one invoice per website and month', async () => {
    await statistic(w.dataA.id, '2026-10-03');
    await statistic(w.dataB.id, '2026-10-03');
    const [one, two] = await Promise.all([generate('2026-10'), generate('2026-10')]);
    expect([one.json<InvoiceGenerationResult>().created, two.json<InvoiceGenerationResult>().created].sort()).toEqual([0, 2]);
    expect(sb(await generate('2026-10'))).toMatchObject({ status: 200, body: { created: 0, existing: 2 } });
    const [counts] = await ctx.database.query<{ invoices: number; lines: number; entries: number }>(
      `select (select count(*) from invoices)::int as invoices, (select count(*) from invoice_lines)::int as lines,
              (select count(*) from wallet_entries)::int as entries`,
    );
    expect(counts).toEqual({ invoices: 2, lines: 2, entries: 2 });
  });

  it("carries a statistic completed or corrected after its month was invoiced into the next month's invoice", async () => {
    await statistic(w.dataA.id, '2026-09-10');
    const late = await statistic(w.dataA.id, '2026-09-11', { complete: false });
    expect((await generate('2026-09')).json<InvoiceGenerationResult>().created).toBe(1);
    // After September was invoiced: the late one completes, another September day is corrected down.
    await w.admin.call('PATCH', `/api/data_statistics/${late.id}/`, { complete: true });
    const corrected = (await ctx.database.query<{ id: number }>(`select id from statistics where date = '2026-09-10'`))[0]!;
    await w.admin.call('PATCH', `/api/data_statistics/${corrected.id}/`, { revenue: '50.00' });
    await statistic(w.dataA.id, '2026-10-01', { revenue: '1.00' });
    expect(sb(await generate('2026-10'))).toMatchObject({ status: 200, body: { created: 1, adjustments: 1 } });
    expect(await linesOf(w.siteA.id)).toEqual([
      { invoice_month: '2026-09', month: '2026-09', kind: 'month', amount: '54.000000' },
      // +54.00 (completed) - 27.00 (corrected from 100 to 50 gross)
      { invoice_month: '2026-10', month: '2026-09', kind: 'adjustment', amount: '27.000000' },
      { invoice_month: '2026-10', month: '2026-10', kind: 'month', amount: '0.540000' },
    ]);
    // Nothing is carried twice: generating again changes nothing, and an earlier month is refused.
    expect((await generate('2026-10')).json<InvoiceGenerationResult>().created).toBe(0);
    expect(sb(await generate('2026-09'))).toEqual({
      status: 400,
      body: { month: ['Invoices exist for 2026-10: an earlier month can no longer be invoiced.'] },
    });
  });

  it('the invoiced totals equal the statistics to the cent over random data, whatever completes late', async () => {
    const money = fc
      .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`);
    const row = fc.record({
      item: fc.constantFrom(w.dataA.id, w.dataB.id),
      day: fc.integer({ min: 0, max: 60 }).map((n) => new Date(Date.UTC(2026, 7, 1 + n)).toISOString().slice(0, 10)),
      revenue: money,
      complete: fc.boolean(),
      status: fc.constantFrom('active', 'active', 'suspended'),
    });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(row, { minLength: 1, maxLength: 12, selector: (r) => `${r.item} ${r.day}` }), async (rows) => {
        await truncateTables(ctx.database, ['invoice_lines', 'wallet_entries', 'invoices', 'statistics']);
        for (const r of rows) await statistic(r.item, r.day, { revenue: r.revenue, complete: r.complete, status: r.status });
        expect((await generate('2026-08')).statusCode).toBe(200);
        // Everything completes after August was invoiced.
        await ctx.database.query(`update statistics set complete = true`);
        expect((await generate('2026-09')).statusCode).toBe(200);
        // At six decimals: a sum of no rows is 0, of zero revenues 0.000000.
        const [check] = await ctx.database.query<{ owed: string; invoiced: string; lines: string }>(
          `select (select coalesce(sum(network_after), 0) from ${stagedStatistics} where status = 'active' and complete and date < '2026-10-01')::numeric(20, 6)::text as owed,
                  (select coalesce(sum(amount), 0) from invoices)::numeric(20, 6)::text as invoiced,
                  (select coalesce(sum(amount), 0) from invoice_lines)::numeric(20, 6)::text as lines`,
        );
        expect(check!.invoiced).toBe(check!.owed);
        expect(check!.lines).toBe(check!.owed);
        // A wallet's figures are its invoices' Final column summed, and paid plus due is the total, to the cent.
        const invoices = (await w.admin.call('GET', '/api/wallets/invoices/?o=id&limit=100')).json<{ results: InvoiceRow[] }>().results;
        if (invoices[0]) await w.admin.call('PATCH', `/api/wallets/invoices/${invoices[0].id}/`, { status: 'paid' });
        const cents = (money: string) => BigInt(money.replace('.', ''));
        for (const wallet of (await w.admin.call('GET', '/api/wallets/wallets/')).json<{ results: WalletRow[] }>().results) {
          const finals = invoices.filter((i) => i.wallet === wallet.id).reduce((sum, i) => sum + cents(i.final), 0n);
          expect(cents(wallet.total)).toBe(finals);
          expect(cents(wallet.paid_amount) + cents(wallet.unpaid_amount)).toBe(finals);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('refuses a month not over, a malformed month, and callers without the permission', async () => {
    // This month (the tests' REPORT_TZ is UTC): a fixed month would be over some day.
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(sb(await generate(thisMonth))).toEqual({ status: 400, body: { month: ['Only a month that is over can be invoiced.'] } });
    const nextYear = `${Number(thisMonth.slice(0, 4)) + 1}${thisMonth.slice(4)}`;
    expect(sb(await generate(nextYear))).toEqual({ status: 400, body: { month: ['Only a month that is over can be invoiced.'] } });
    expect(sb(await generate('2026-13'))).toEqual({ status: 400, body: { month: ['Enter a month as YYYY-MM.'] } });
    expect((await generate('2026-10', w.netA.call)).statusCode).toBe(403);
    const organization = await ctx.authAs('organization');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/wallets/invoices/generate/',
          headers: { authorization: organization.authorization },
          payload: { month: '2026-10' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('wallets and invoice edits', () => {
  async function invoiced() {
    await statistic(w.dataA.id, '2026-10-03');
    await statistic(w.dataA.id, '2026-10-04', { revenue: '10.10' });
    await statistic(w.dataB.id, '2026-10-03');
    expect((await generate('2026-10')).statusCode).toBe(200);
    const list = await w.admin.call('GET', `/api/wallets/invoices/?search=Alpha`);
    return list.json<{ results: Array<{ id: number; wallet: number }> }>().results[0]!;
  }
  const patch = (id: number, body: object, call = w.admin.call) => call('PATCH', `/api/wallets/invoices/${id}/`, body);

  it('lists wallets in scope with figures from the ledger, and an account’s totals', async () => {
    const invoice = await invoiced();
    const mine = await w.netA.call('GET', '/api/wallets/wallets/');
    expect(sb(mine)).toMatchObject({
      status: 200,
      body: {
        count: 1,
        results: [
          {
            id: invoice.wallet,
            website_id: w.siteA.id,
            website_name: 'Alpha News',
            total: '59.45',
            unpaid_invoices: 1,
            unpaid_amount: '59.45',
            paid_invoices: 0,
            paid_amount: '0.00',
          },
        ],
      },
    });
    expect((await w.netB.call('GET', `/api/wallets/wallets/${invoice.wallet}/`)).statusCode).toBe(404);
    expect(sb(await w.admin.call('GET', `/api/wallets/accounts/${w.pubA.user.id}/`))).toEqual({
      status: 200,
      body: {
        account: w.pubA.user.id,
        wallets: 1,
        total: '59.45',
        unpaid_invoices: 1,
        unpaid_amount: '59.45',
        paid_invoices: 0,
        paid_amount: '0.00',
      },
    });
    expect((await w.netB.call('GET', `/api/wallets/accounts/${w.pubA.user.id}/`)).statusCode).toBe(404);
    // The list's totals cover every wallet the filters match, not only the page.
    const paged = (await w.admin.call('GET', '/api/wallets/wallets/?limit=1')).json<{ results: unknown[]; totals: object }>();
    expect(paged.results).toHaveLength(1);
    expect(paged.totals).toMatchObject({ wallets: 2, unpaid_invoices: 2, paid_invoices: 0 });
    expect((await w.netA.call('GET', '/api/wallets/wallets/')).json()).toMatchObject({
      total: '59.45',
      totals: { wallets: 1, total: '59.45' },
    });
    expect((await w.admin.call('GET', `/api/wallets/wallets/?account=${w.netB.user.id}`)).json()).toMatchObject({ count: 1 });
  });

  it('edits the deduction (final = amount - deduction, 2 decimals) and the status, writing the ledger', async () => {
    const invoice = await invoiced();
    // A deduction is in cents (the invoice shows it so).
    expect(sb(await patch(invoice.id, { deduction: '9.454' }))).toEqual({
      status: 400,
      body: { deduction: ['Ensure there are no more than 2 decimal places.'] },
    });
    // Whole cents written with zeros after them are cents.
    const res = await patch(invoice.id, { deduction: '9.450' });
    expect(sb(res)).toMatchObject({ status: 200, body: { amount: '59.45', deduction: '9.45', final: '50.00', status: 'deductible' } });
    expect(sb(await patch(invoice.id, { deduction: '60' }))).toEqual({
      status: 400,
      body: { deduction: ['Ensure the deduction is no more than the amount (59.45).'] },
    });
    expect(sb(await patch(invoice.id, { amount: '1.00' }))).toEqual({
      status: 400,
      body: { amount: ['The amount comes from the statistics and cannot be changed.'] },
    });
    expect(sb(await patch(invoice.id, { status: 'paid' }))).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect(sb(await patch(invoice.id, { deduction: '1' }))).toEqual({
      status: 400,
      body: { deduction: ['A paid invoice keeps its deduction.'] },
    });
    const wallet = (await w.admin.call('GET', `/api/wallets/wallets/${invoice.wallet}/`)).json();
    expect(wallet).toMatchObject({ total: '50.00', paid_amount: '50.00', unpaid_amount: '0.00', paid_invoices: 1, unpaid_invoices: 0 });
    expect(sb(await patch(invoice.id, { status: 'approved' }))).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect((await w.admin.call('GET', `/api/wallets/wallets/${invoice.wallet}/`)).json()).toMatchObject({
      paid_amount: '0.00',
      unpaid_amount: '50.00',
    });
    const ledger = await ctx.database.query(`select kind, amount::text from wallet_entries where wallet_id = $1 order by id`, [
      invoice.wallet,
    ]);
    expect(ledger).toEqual([
      { kind: 'issued', amount: '59.454000' },
      { kind: 'deduction', amount: '9.450000' },
      { kind: 'paid', amount: '50.004000' },
      { kind: 'unpaid', amount: '-50.004000' },
    ]);
    // The ledger is append-only in the database itself; only a deleted author's id is cleared.
    const [entry] = await ctx.database.query<{ id: number }>('select id from wallet_entries order by id limit 1');
    for (const change of [
      `update wallet_entries set amount = 0 where id = ${entry!.id}`,
      `delete from wallet_entries where id = ${entry!.id}`,
    ]) {
      await expect(ctx.database.query(change)).rejects.toMatchObject({ code: '23001' });
    }
    await ctx.database.query(`update wallet_entries set user_id = null where id = ${entry!.id}`);
    // Each edit that went through (three; refusals change nothing) is in the audit log, by whom and which
    // invoice; the ledger rows above carry the amounts.
    const logs = (await w.admin.call('GET', `/api/logs/?user=${w.admin.user.id}`)).json<{ results: Array<Record<string, unknown>> }>();
    const edits = logs.results.filter((l) => l.action === 'updateInvoice');
    expect(edits).toHaveLength(3);
    expect(edits[0]).toMatchObject({ service: 'wallets', data: { method: 'PATCH', status: 200, id: invoice.id } });
    // Networks read their invoices, and do not edit them; another tenant's is 404.
    expect((await w.netA.call('GET', `/api/wallets/invoices/${invoice.id}/`)).statusCode).toBe(200);
    expect((await patch(invoice.id, { status: 'paid' }, w.netA.call)).statusCode).toBe(403);
    expect((await w.netB.call('GET', `/api/wallets/invoices/${invoice.id}/`)).statusCode).toBe(404);
  });

  it('exports the filtered invoice list as CSV with the columns and figures of the table; scope holds', async () => {
    const invoice = await invoiced();
    await patch(invoice.id, { deduction: '9.45', status: 'approved' });
    const json = (await w.admin.call('GET', `/api/wallets/invoices/?wallet=${invoice.wallet}`)).json<{
      results: Array<Record<string, unknown>>;
    }>();
    const res = await w.admin.call('GET', `/api/wallets/invoices/?wallet=${invoice.wallet}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices-wallet-${invoice.wallet}.csv"`);
    const [header, ...rows] = res.body
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    expect(header).toEqual(['ID', 'Date', 'Amount', 'Deducted', 'Final', 'Description', 'Status']);
    expect(rows).toEqual(json.results.map((i) => [i.id, i.date, i.amount, i.deduction, i.final, i.description, i.status].map(String)));
    expect(rows[0]).toEqual([
      String(invoice.id),
      expect.any(String),
      '59.45',
      '9.45',
      '50.00',
      'Publisher revenue for 2026-10',
      'approved',
    ]);
    // Another tenant's wallet filter finds nothing to export; a bad format is a 400.
    expect((await w.netB.call('GET', `/api/wallets/invoices/?wallet=${invoice.wallet}&format=csv`)).body.trim()).toBe(header!.join(','));
    expect((await w.admin.call('GET', '/api/wallets/invoices/?format=pdf')).statusCode).toBe(400);
  });

  it('100 concurrent PATCHes with one Idempotency-Key apply once; the key with another body is a 409', async () => {
    const invoice = await invoiced();
    const send = (body: object, key = 'pay-once-1') =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/wallets/invoices/${invoice.id}/`,
        headers: { authorization: w.admin.authorization, 'idempotency-key': key },
        payload: body,
      });
    const answers = await Promise.all(Array.from({ length: 100 }, () => send({ deduction: '1.00', status: 'paid' })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const [entries] = await ctx.database.query<{ deductions: number; paid: number }>(
      `select count(*) filter (where kind = 'deduction')::int as deductions, count(*) filter (where kind = 'paid')::int as paid from wallet_entries`,
    );
    expect(entries).toEqual({ deductions: 1, paid: 1 });
    expect(sb(await send({ deduction: '2.00' }))).toEqual({
      status: 409,
      body: { detail: 'This Idempotency-Key was used with another request.' },
    });
    expect((await send({ deduction: '1.00', status: 'paid' })).json()).toEqual(answers[0]!.json());
  });
});
