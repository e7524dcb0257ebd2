import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search.js';

/** A wallet's figures, summed from its ledger (money as 2-decimal strings) and its invoices' statuses. */
export interface WalletFigures {
  id: number;
  website_id: number;
  website_name: string;
  status: string;
  total: string;
  paid_amount: string;
  unpaid_amount: string;
  paid_invoices: number;
  unpaid_invoices: number;
}
export interface InvoiceFigures {
  id: number;
  wallet: number;
  website_id: number;
  website_name: string;
  date: string;
  month: string;
  amount: string;
  deduction: string;
  final: string;
  /** Unrounded, for the ledger. */
  exact_final: string;
  description: string;
  status: 'deductible' | 'approved' | 'paid';
  created_at: string;
  updated_at: string;
}

const and = (parts: Array<SQL | undefined>) => {
  const given = parts.filter((p): p is SQL => p !== undefined);
  return given.length ? sql.join(given, sql` and `) : sql`true`;
};
/** The caller's website scope, on the `websites` row the query joins. */
const scoped = (scope: SQL | undefined) => scope ?? sql`true`;

/**
 * Each invoice's figures from its ledger entries, rounded to the cent per invoice: what it comes
 * to after deductions (`total`) and what of it was paid (`paid`). A wallet or an account sums
 * these, so its figures are the sums of the Final column the invoice list shows, and paid plus
 * due is the total to the cent (rounding the sums instead could leave a cent between them).
 */
const perInvoice = (entries: SQL) => sql`
  select round(coalesce(sum(amount) filter (where kind = 'issued'), 0) - coalesce(sum(amount) filter (where kind = 'deduction'), 0), 2) as total,
         round(coalesce(sum(amount) filter (where kind in ('paid', 'unpaid')), 0), 2) as paid
  from wallet_entries where ${entries} group by invoice_id`;

const walletSelect = sql`
  select w.id, w.website_id, websites.name as website_name, w.status,
         round(coalesce(e.total, 0), 2)::text as total,
         round(coalesce(e.paid, 0), 2)::text as paid_amount,
         round(coalesce(e.total, 0) - coalesce(e.paid, 0), 2)::text as unpaid_amount,
         coalesce(i.paid, 0)::int as paid_invoices, coalesce(i.unpaid, 0)::int as unpaid_invoices
  from wallets w
  join websites on websites.id = w.website_id
  left join lateral (
    select sum(total) as total, sum(paid) as paid from (${perInvoice(sql`wallet_id = w.id`)}) t
  ) e on true
  left join lateral (
    select count(*) filter (where status = 'paid') as paid, count(*) filter (where status <> 'paid') as unpaid
    from invoices where wallet_id = w.id
  ) i on true`;

const invoiceSelect = sql`
  select i.id, i.wallet_id as wallet, i.website_id, websites.name as website_name, to_char(i.date, 'YYYY-MM-DD') as date,
         to_char(i.month, 'YYYY-MM') as month, round(i.amount, 2)::text as amount, round(i.deduction, 2)::text as deduction,
         round(i.amount - i.deduction, 2)::text as final, (i.amount - i.deduction)::text as exact_final,
         i.description, i.status, i.created_at::text, i.updated_at::text
  from invoices i
  join websites on websites.id = i.website_id`;

/** Which wallets: the caller's scope, an account's websites, a website, a search by website name. */
export interface WalletFilter {
  scope?: SQL;
  account?: number;
  website?: number;
  search?: string;
}
export interface WalletTotals {
  wallets: number;
  total: string;
  paid_amount: string;
  unpaid_amount: string;
  paid_invoices: number;
  unpaid_invoices: number;
}

/** Which invoices, and in which order. */
export interface InvoiceFilter {
  scope?: SQL;
  wallet?: number;
  status?: string;
  from?: string;
  to?: string;
  search?: string;
  order: SQL;
}

const invoiceWhere = (f: InvoiceFilter) =>
  and([
    scoped(f.scope),
    f.wallet ? sql`i.wallet_id = ${f.wallet}` : undefined,
    f.status ? sql`i.status = ${f.status}` : undefined,
    f.from ? sql`i.date >= ${f.from}::date` : undefined,
    f.to ? sql`i.date <= ${f.to}::date` : undefined,
    f.search ? sql`(i.description ilike ${containsPattern(f.search)} or websites.name ilike ${containsPattern(f.search)})` : undefined,
  ]);

const walletWhere = (f: WalletFilter) =>
  and([
    scoped(f.scope),
    f.account ? sql`(websites.network_id = ${f.account} or websites.publisher_id = ${f.account})` : undefined,
    f.website ? sql`w.website_id = ${f.website}` : undefined,
    f.search ? sql`websites.name ilike ${containsPattern(f.search)}` : undefined,
  ]);

/** Every query on wallets, invoices and the ledger; raw SQL for the sums the figures need. */
export function walletsRepo(db: Db) {
  /** A page of the invoices the filter matches, in its order. */
  const invoiceRows = (f: InvoiceFilter, window: PageWindow): Promise<InvoiceFigures[]> =>
    selectRows<InvoiceFigures>(
      db,
      sql`${invoiceSelect} where ${invoiceWhere(f)} order by ${f.order} limit ${window.limit} offset ${window.offset}`,
    );
  return {
    async listWallets(f: WalletFilter, window: PageWindow) {
      const where = walletWhere(f);
      const [rows, [total]] = await Promise.all([
        selectRows<WalletFigures>(db, sql`${walletSelect} where ${where} order by w.id limit ${window.limit} offset ${window.offset}`),
        selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from wallets w join websites on websites.id = w.website_id where ${where}`,
        ),
      ]);
      return { count: total?.n ?? 0, rows };
    },
    async findWallet(id: number, scope?: SQL): Promise<WalletFigures | null> {
      const [row] = await selectRows<WalletFigures>(db, sql`${walletSelect} where ${and([scoped(scope), sql`w.id = ${id}`])}`);
      return row ?? null;
    },
    /**
     * The figures of every wallet the filter matches (an account's, a search's): sums of their
     * invoices' figures, not of a page.
     */
    async totals(f: WalletFilter): Promise<WalletTotals> {
      const [row] = await selectRows<WalletTotals>(
        db,
        sql`with mine as (
              select w.id from wallets w join websites on websites.id = w.website_id where ${walletWhere(f)}
            ), sums as (
              select coalesce(sum(total), 0) as total, coalesce(sum(paid), 0) as paid
              from (${perInvoice(sql`wallet_id in (select id from mine)`)}) t
            )
            select (select count(*) from mine)::int as wallets, round(total, 2)::text as total, round(paid, 2)::text as paid_amount,
                   round(total - paid, 2)::text as unpaid_amount,
                   (select count(*) from invoices where wallet_id in (select id from mine) and status = 'paid')::int as paid_invoices,
                   (select count(*) from invoices where wallet_id in (select id from mine) and status <> 'paid')::int as unpaid_invoices
            from sums`,
      );
      return row!;
    },

    invoiceRows,
    /** A page and the count of every invoice the filter matches. */
    async listInvoices(f: InvoiceFilter, window: PageWindow) {
      const [rows, [total]] = await Promise.all([
        invoiceRows(f, window),
        selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from invoices i join websites on websites.id = i.website_id where ${invoiceWhere(f)}`,
        ),
      ]);
      return { count: total?.n ?? 0, rows };
    },
    /** The invoice, locked for the edit when `forUpdate` (inside the edit's transaction). */
    async findInvoice(id: number, scope?: SQL, forUpdate = false): Promise<InvoiceFigures | null> {
      const lock = forUpdate ? sql` for update of i` : sql``;
      const [row] = await selectRows<InvoiceFigures>(db, sql`${invoiceSelect} where ${and([scoped(scope), sql`i.id = ${id}`])}${lock}`);
      return row ?? null;
    },
    async linesOf(invoiceIds: number[]) {
      if (invoiceIds.length === 0) return [];
      return selectRows<{ invoice_id: number; month: string; kind: 'month' | 'adjustment'; amount: string }>(
        db,
        sql`select invoice_id, to_char(month, 'YYYY-MM') as month, kind, round(amount, 2)::text as amount
            from invoice_lines where invoice_id in ${sql`(${sql.join(
              invoiceIds.map((id) => sql`${id}`),
              sql`, `,
            )})`} order by invoice_id, month`,
      );
    },
    /**
     * What a deduction (null: the invoice's own) would do to the invoice, compared and
     * subtracted by the database in exact decimals: over the amount, the change, whether it
     * changes, the final amount and what unpaying would take back.
     */
    async deductionCheck(id: number, deduction: string | null) {
      const [check] = await selectRows<{ over: boolean; change: string; changed: boolean; final: string; unpaid: string }>(
        db,
        sql`with next as (select coalesce(${deduction}::numeric, deduction) as deduction from invoices where id = ${id})
          select n.deduction > greatest(i.amount, 0) as over, (n.deduction - i.deduction)::text as change,
                 n.deduction <> i.deduction as changed, (i.amount - n.deduction)::text as final,
                 (n.deduction - i.amount)::text as unpaid
          from invoices i, next n where i.id = ${id}`,
      );
      return check!;
    },
    async updateInvoice(id: number, values: { deduction?: string; status?: string; description?: string }): Promise<void> {
      const sets = [
        values.deduction !== undefined ? sql`deduction = ${values.deduction}::numeric` : undefined,
        values.status !== undefined ? sql`status = ${values.status}` : undefined,
        values.description !== undefined ? sql`description = ${values.description}` : undefined,
        sql`updated_at = now()`,
      ].filter((s): s is SQL => s !== undefined);
      await db.execute(sql`update invoices set ${sql.join(sets, sql`, `)} where id = ${id}`);
    },
    async addEntry(entry: {
      walletId: number;
      invoiceId: number;
      kind: 'deduction' | 'paid' | 'unpaid';
      amount: string;
      userId: number | null;
    }) {
      await db.execute(
        sql`insert into wallet_entries (wallet_id, invoice_id, kind, amount, user_id)
            values (${entry.walletId}, ${entry.invoiceId}, ${entry.kind}, ${entry.amount}::numeric, ${entry.userId})`,
      );
    },
  };
}

export type WalletsRepo = ReturnType<typeof walletsRepo>;
