import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../src/seed/index.js';
import { createTestContext, type TestContext } from './harness.js';

/**
 * First-start seeding is all or nothing: a start that dies halfway through the demo world
 * leaves an empty database (no admin, no partial world), and the next start seeds it whole.
 */
const failure = vi.hoisted(() => ({ armed: false }));

// The demand sources come after users, white labels, formats, websites, metrics and API
// credentials: failing there leaves plenty that a non-atomic seed would have kept.
vi.mock('../src/modules/suppliers/suppliers.seed.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/suppliers/suppliers.seed.js')>();
  return {
    ...original,
    seedDemoSuppliers: async (...args: Parameters<typeof original.seedDemoSuppliers>) => {
      if (failure.armed) throw new Error('the process died here');
      return original.seedDemoSuppliers(...args);
    },
  };
});

let ctx: TestContext;
const options = {
  adminPassword: 'admin-pass-123',
  demo: undefined,
  embedded: true,
  secret: 'test-secret-test-secret-test-secret-0123456789',
};

/** Rows in every table that seeding writes (the reference tables come with the migrations). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await ctx.database.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not in ('api_types', 'services', 'permissions') order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from "${tablename}"`);
    counts[tablename] = Number(row?.n ?? 0);
  }
  return counts;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('seeding the first start', () => {
  it('leaves no rows when a step fails, then seeds the whole demo world on the next start', async () => {
    const empty = await rowCounts();
    expect(Object.values(empty).every((n) => n === 0)).toBe(true);

    failure.armed = true;
    await expect(seed(ctx.database.db, options)).rejects.toThrow('the process died here');
    expect(await rowCounts()).toEqual(empty);

    failure.armed = false;
    const result = await seed(ctx.database.db, options);
    expect(result).toMatchObject({ demo: true, admin: { created: true, password: 'admin-pass-123' } });
    const seeded = await rowCounts();
    expect(seeded).toMatchObject({ users: 16, websites: 30, whitelist: 2 });
    expect(seeded.suppliers).toBeGreaterThan(0);
    expect(seeded.audit_logs).toBeGreaterThan(0);
    // Three months of invoices from the demo statistics: the oldest paid, the next approved, one deduction.
    const invoices = await ctx.database.query<{ month: string; status: string; n: number; deducted: number }>(
      `select to_char(month, 'YYYY-MM') as month, status, count(*)::int as n, count(*) filter (where deduction > 0)::int as deducted
       from invoices group by 1, 2 order by 1, 2`,
    );
    expect(invoices.map((r) => r.month).filter((m, i, all) => all.indexOf(m) === i)).toHaveLength(3);
    expect(invoices.map((r) => r.status)).toEqual(['paid', 'approved', 'deductible']);
    expect(invoices.reduce((sum, r) => sum + r.deducted, 0)).toBe(1);
    const [ledger] = await ctx.database.query<{ issued: string; owed: string }>(
      `select (select sum(amount) from wallet_entries where kind = 'issued')::text as issued, (select sum(amount) from invoices)::text as owed`,
    );
    expect(ledger!.issued).toBe(ledger!.owed);
    // Issued on the 1st after their month, as the monthly job issues them.
    expect(await ctx.database.query(`select id from invoices where date <> (month + interval '1 month')::date`)).toEqual([]);

    // A later start changes nothing.
    expect(await seed(ctx.database.db, options)).toMatchObject({ demo: false, admin: { created: false } });
    expect(await rowCounts()).toEqual(seeded);
    // Nor does it bring back an admin deleted since, with the configured password.
    await ctx.database.query(`update users set username = 'admin-retired', is_active = false where username = 'admin'`);
    expect(await seed(ctx.database.db, options)).toMatchObject({ admin: { created: false } });
    expect(await ctx.database.query(`select id from users where username = 'admin'`)).toEqual([]);
  }, 90_000);
});
