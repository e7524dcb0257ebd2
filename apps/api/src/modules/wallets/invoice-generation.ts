import { sql } from 'drizzle-orm';
import { format, messages, type InvoiceGenerationResult } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';

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
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pubdesk.invoices'))`);
    const [latest] = await selectRows<{ month: string | null }>(tx, sql`select to_char(max(month), 'YYYY-MM') as month from invoices`);
    if (latest?.month && latest.month > month) {
      throw badRequest({ month: [format(messages.wallets.monthBeforeLatest, { month: latest.month })] });
    }
    const [counts] = await selectRows<{ created: number; adjustments: number; existing: number }>(
      tx,
      sql`
      with owed as (
        select website_id, date_trunc('month', date)::date as month, sum(network_after) as amount
        from statistic_website_days
        where status = 'active' and complete and date < ${next}::date
        group by 1, 2
      ), invoiced as (
        select website_id, month, sum(amount) as amount
        from invoice_lines
        where month < ${next}::date
        group by 1, 2
      ), deltas as (
        select coalesce(o.website_id, i.website_id) as website_id, coalesce(o.month, i.month) as month,
               coalesce(o.amount, 0) - coalesce(i.amount, 0) as delta
        from owed o full join invoiced i on i.website_id = o.website_id and i.month = o.month
      ), due as (
        select website_id, sum(delta) as amount from deltas where delta <> 0 group by website_id
      ), created as (
        insert into invoices (wallet_id, website_id, month, date, amount, description)
        select w.id, due.website_id, ${start}::date, ${today}::date, due.amount, ${description}
        from due join wallets w on w.website_id = due.website_id
        on conflict (website_id, month) do nothing
        returning id, website_id, wallet_id, amount
      ), lines as (
        insert into invoice_lines (invoice_id, website_id, month, kind, amount)
        select c.id, d.website_id, d.month, case when d.month = ${start}::date then 'month' else 'adjustment' end, d.delta
        from deltas d join created c on c.website_id = d.website_id
        where d.delta <> 0
        returning kind
      ), issued as (
        insert into wallet_entries (wallet_id, invoice_id, kind, amount)
        select wallet_id, id, 'issued', amount from created
        returning 1
      )
      select (select count(*) from created)::int as created,
             (select count(*) from lines where kind = 'adjustment')::int as adjustments,
             (select count(*) from issued)::int as issued,
             (select count(*) from invoices where month = ${start}::date)::int as existing`,
    );
    return { month, created: counts!.created, adjustments: counts!.adjustments, existing: counts!.existing };
  });
}
