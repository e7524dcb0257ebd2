import { describe, expect, it } from 'vitest';
import type { InvoiceGenerationResult } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, sb } from './helpers.js';
import { seedData } from './demand-fixtures.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);

const statistic = async (dataId: number, date: string, values: Record<string, unknown> = {}) => {
  const res = await w.admin.call('POST', '/api/data_statistics/', dayOf(dataId, date, { complete: true, status: 'active', ...values }));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
};
const lines = (body: string) => body.trim().split('\n');

describe('CSV exports neutralise cells a spreadsheet would run as formulas', () => {
  it("an organization's invoice description reaches the network's invoice CSV as text; negative figures stay numbers", async () => {
    // September is invoiced (54.00), then corrected down: October's invoice is the -27.00 adjustment.
    const september = await statistic(w.dataA.id, '2026-09-10');
    expect((await w.admin.call('POST', '/api/wallets/invoices/generate/', { month: '2026-09' })).statusCode).toBe(200);
    expect((await w.admin.call('PATCH', `/api/data_statistics/${september.id}/`, { revenue: '50.00' })).statusCode).toBe(200);
    const october = await w.admin.call('POST', '/api/wallets/invoices/generate/', { month: '2026-10' });
    expect(october.json<InvoiceGenerationResult>()).toMatchObject({ created: 1 });
    const [negative] = await ctx.database.query<{ id: number; date: string }>(
      `select id, to_char(date, 'YYYY-MM-DD') as date from invoices where month = '2026-10-01'`,
    );

    const organization = await actor(ctx, 'organization');
    await assignStaff(ctx, organization.user, { website: w.siteA.id });
    const description = '=HYPERLINK("http://x","y")';
    const edit = await organization.call('PATCH', `/api/wallets/invoices/${negative!.id}/`, { description });
    expect(sb(edit)).toMatchObject({ status: 200, body: { description, amount: '-27.00', final: '-27.00' } });

    const res = await w.netA.call('GET', '/api/wallets/invoices/?format=csv&o=date');
    expect(res.statusCode).toBe(200);
    expect(lines(res.body)).toEqual([
      'ID,Date,Amount,Deducted,Final,Description,Status',
      expect.stringMatching(/^\d+,\d{4}-\d\d-\d\d,54\.00,0\.00,54\.00,Publisher revenue for 2026-09,deductible$/),
      `${negative!.id},${negative!.date},-27.00,0.00,-27.00,"'=HYPERLINK(""http://x"",""y"")",deductible`,
    ]);
    // The JSON keeps the text as it was written: only the file's cell is marked.
    const json = await w.netA.call('GET', `/api/wallets/invoices/${negative!.id}/`);
    expect(json.json<{ description: string }>().description).toBe(description);
  });

  it("an ad operation's data item names reach the admin's statistics search CSV as text", async () => {
    const adOperation = await actor(ctx, 'ad_operation');
    await assignStaff(ctx, adOperation.user, { website: w.siteA.id });
    const names = ['=1+2', '+33 123', '@SUM(A1)', '-1+2', '-5'];
    const items = [w.dataA];
    for (let n = 1; n < names.length; n++) {
      items.push(await seedData(ctx, { placementGroupId: w.groupA.id, supplierId: w.supplier.id, groupId: w.mrec.id, name: `Item ${n}` }));
    }
    for (const [n, item] of items.entries()) {
      const rename = await adOperation.call('PATCH', `/api/placements_groups_data/data/${item.id}/`, { name: names[n] });
      expect(rename.statusCode).toBe(200);
      await statistic(item.id, '2026-09-01', { revenue: '10.10' });
    }

    const res = await w.admin.call('GET', `/api/data_statistics/search/?website=${w.siteA.id}&format=csv`);
    expect(res.statusCode).toBe(200);
    const rows = lines(res.body)
      .slice(1, -1)
      .map((line) => line.split(','));
    // Nothing in these rows holds a comma, so splitting reads them.
    expect(rows.map((r) => r[4]).sort()).toEqual(["'+33 123", "'-1+2", "'=1+2", "'@SUM(A1)", '-5'].sort());
    for (const row of rows) {
      expect(row.slice(0, 4)).toEqual(['2026-09-01', '2026-09-01', 'Adnet', w.siteA.name]);
      // The figures stay numbers: revenue as written, requests a plain integer.
      expect(row).toContain('10.10');
      expect(row[5]).toBe('2000');
      expect(row.slice(5).every((cell) => !cell.startsWith("'"))).toBe(true);
    }
  });
});
