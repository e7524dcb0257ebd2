import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import type { SeedContext } from '../../lib/feature.js';
import { generateInvoices, monthBounds, previousMonth } from './invoice-generation.js';
import { editInvoice } from './invoices.service.js';

/**
 * The demo wallets: the invoices of the last three months that are over, made by the monthly run
 * itself (the oldest also carries the demo statistics before it). The oldest month's invoices
 * are paid, the next month's approved, and the newest month's largest invoice has a deduction;
 * the rest wait as deductible. Edits go through the console's own edit, so the ledger agrees.
 */
export async function seedDemoInvoices(db: Db, ctx: SeedContext): Promise<void> {
  const newest = previousMonth(ctx.today);
  const middle = previousMonth(`${newest}-01`);
  const oldest = previousMonth(`${middle}-01`);
  // Each issued on the 1st after its month, as the monthly job issues them.
  for (const month of [oldest, middle, newest]) await generateInvoices(db, month, monthBounds(month).next);

  const invoicesOf = (month: string) =>
    selectRows<{ id: number; tenth: string }>(
      db,
      sql`select id, trunc(amount / 10, 2)::text as tenth from invoices where month = ${`${month}-01`}::date and amount > 0 order by amount desc, id`,
    );
  const system = { userId: null };
  for (const { id } of await invoicesOf(oldest)) await editInvoice(db, system, id, { status: 'paid' });
  for (const { id } of await invoicesOf(middle)) await editInvoice(db, system, id, { status: 'approved' });
  const [largest] = await invoicesOf(newest);
  // A tenth of it, in whole cents: a deduction a reviewer would plausibly make.
  if (largest) await editInvoice(db, system, largest.id, { deduction: largest.tenth });
}
