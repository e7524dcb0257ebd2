import { format, messages, type InvoiceGenerationResult } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { invoiceGenerationRepo } from './invoice-generation.repo.js';

/** `2026-10` -> the first days of that month and the next, as dates. */
export function monthBounds(month: string): { start: string; next: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { start: `${month}-01`, next: `${next}-01` };
}

/** The month before the one `day` (YYYY-MM-DD) is in. */
export function previousMonth(day: string): string {
  const [year, mon] = day.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/**
 * Makes every website's invoice for `month` (YYYY-MM, over before `today`), in one transaction
 * and one statement. What a website is owed for a month is the sum of its complete, active
 * statistics' publisher revenue (the network stage's revenue after, from the day rollup); what
 * was invoiced for it is the sum of its invoice lines for that month. The invoice gets a line
 * for every month up to this one whose difference is not zero: this month's revenue, and as
 * adjustments the statistics completed or corrected since an earlier month was invoiced (never
 * lost, never counted twice). One invoice per website and month (a unique key): a second run,
 * or two at once, makes nothing more; runs are also serialised by an advisory lock, so two runs
 * never both read what was invoiced before either wrote. Exact decimals throughout.
 */
export async function generateInvoices(db: Db, month: string, today: string): Promise<InvoiceGenerationResult> {
  const { start, next } = monthBounds(month);
  if (next > today) throw badRequest({ month: [messages.wallets.monthNotOver] });
  const description = format(messages.wallets.invoiceDescription, { month });
  return db.transaction(async (txDb) => {
    const runs = invoiceGenerationRepo(txDb as unknown as Db);
    await runs.lockRuns();
    const latest = await runs.latestMonth();
    if (latest && latest > month) {
      throw badRequest({ month: [format(messages.wallets.monthBeforeLatest, { month: latest })] });
    }
    const counts = await runs.issue({ start, next, today, description });
    return { month, created: counts.created, adjustments: counts.adjustments, existing: counts.existing };
  });
}
