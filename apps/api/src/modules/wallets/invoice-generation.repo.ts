import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';

/** The queries of the monthly run (invoice-generation.ts runs them in one transaction). */
export function invoiceGenerationRepo(db: Db) {
  return {
    /** Serialises runs: two never both read what was invoiced before either wrote. */
    async lockRuns(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('pubdesk.invoices'))`);
    },
    /** The latest month invoiced (YYYY-MM), or null. */
    async latestMonth(): Promise<string | null> {
      const [latest] = await selectRows<{ month: string | null }>(db, sql`select to_char(max(month), 'YYYY-MM') as month from invoices`);
      return latest?.month ?? null;
    },
    /**
     * In one statement: every website's invoice for the month starting `start`, with its lines
     * (the month's and the adjustments) and its ledger entry; answers what it made.
     */
    async issue(run: { start: string; next: string; today: string; description: string }) {
      const { start, next, today, description } = run;
      const [counts] = await selectRows<{ created: number; adjustments: number; existing: number }>(
        db,
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
      return counts!;
    },
  };
}
