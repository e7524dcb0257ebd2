import { sql, type SQL } from 'drizzle-orm';
import { format, invoiceOrderFields, messages, type Invoice } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import { parseOrdering, type PageWindow } from '../../lib/pagination.js';
import { everyRow, type ExportTable } from '../../lib/table-export.js';
import { websiteScope } from '../assignments/index.js';
import { fingerprintOf, idempotent } from './idempotency.js';
import { walletsRepo, type InvoiceFigures, type WalletsRepo } from './wallets.repo.js';

export interface InvoiceListQuery {
  wallet?: number;
  status?: string;
  date?: string;
  start_date?: string;
  end_date?: string;
  search?: string;
  ordering?: string;
  o?: string;
}
export interface InvoicePatch {
  deduction?: string;
  status?: Invoice['status'];
  description?: string;
}

const orderColumns: Record<(typeof invoiceOrderFields)[number], string> = {
  id: 'i.id',
  date: 'i.date',
  amount: 'i.amount',
  deduction: 'i.deduction',
  status: 'i.status',
};

const actorOf = (auth: AuthContext) => ({ scope: websiteScope(auth), userId: auth.user.id });

function listFilter(auth: AuthContext, q: InvoiceListQuery) {
  const { field, desc: descending } = parseOrdering(q, invoiceOrderFields, '-date');
  const order = sql.raw(`${orderColumns[field]} ${descending ? 'desc' : 'asc'}, i.id ${descending ? 'desc' : 'asc'}`);
  return {
    scope: websiteScope(auth),
    wallet: q.wallet,
    status: q.status,
    from: q.date ?? q.start_date,
    to: q.date ?? q.end_date,
    search: q.search,
    order,
  };
}

/**
 * Invoices in the caller's website scope, and their edits: the deduction (0 up to the amount;
 * a paid invoice keeps its own) and the status. Every edit writes the ledger in its transaction:
 * a deduction's difference, the final when paid, minus it when unpaid again.
 */
async function withLines(txRepo: WalletsRepo, rows: InvoiceFigures[]): Promise<Invoice[]> {
  const lines = await txRepo.linesOf(rows.map((r) => r.id));
  return rows.map(({ exact_final: _exact, ...row }) => ({
    ...row,
    lines: lines.filter((l) => l.invoice_id === row.id).map(({ invoice_id: _id, ...line }) => line),
  }));
}

/**
 * An invoice edit inside the caller's transaction, by `actor` (its website scope and user, or
 * none for the demo seed): checks, the row, and the ledger entries the change makes.
 */
export async function editInvoice(
  tx: Db,
  actor: { scope?: SQL; userId: number | null },
  id: number,
  patch: InvoicePatch,
): Promise<Invoice> {
  const txRepo = walletsRepo(tx);
  const invoice = await txRepo.findInvoice(id, actor.scope, true);
  if (!invoice) throw notFound();
  // Exact decimals: compared and subtracted by the database, never as floats.
  const deduction = patch.deduction ?? null;
  const check = await txRepo.deductionCheck(id, deduction);
  if (check.changed && invoice.status === 'paid') throw fieldError('deduction', messages.wallets.paidLocked);
  if (check.changed && check.over) throw fieldError('deduction', format(messages.wallets.deductionOverAmount, { amount: invoice.amount }));
  await txRepo.updateInvoice(id, patch);
  const entry = { walletId: invoice.wallet, invoiceId: id, userId: actor.userId };
  if (check.changed) await txRepo.addEntry({ ...entry, kind: 'deduction', amount: check.change });
  const status = patch.status ?? invoice.status;
  if (status === 'paid' && invoice.status !== 'paid') await txRepo.addEntry({ ...entry, kind: 'paid', amount: check.final });
  if (status !== 'paid' && invoice.status === 'paid') await txRepo.addEntry({ ...entry, kind: 'unpaid', amount: check.unpaid });
  const updated = await txRepo.findInvoice(id);
  return (await withLines(txRepo, [updated!]))[0]!;
}

/** What the invoices' service is built from: the connection its edits open a transaction on, and the repository. */
export interface InvoicesServiceDeps {
  db: Db;
  wallets: WalletsRepo;
}

export function invoicesService({ db, wallets: repo }: InvoicesServiceDeps) {
  /** The invoice with its lines, if it is in the caller's website scope; otherwise 404. */
  const get = async (auth: AuthContext, id: number): Promise<Invoice> => {
    const row = await repo.findInvoice(id, websiteScope(auth));
    if (!row) throw notFound();
    return (await withLines(repo, [row]))[0]!;
  };
  return {
    async list(auth: AuthContext, q: InvoiceListQuery, window: PageWindow) {
      const page = await repo.listInvoices(listFilter(auth, q), window);
      return { count: page.count, results: await withLines(repo, page.rows) };
    },
    /** The whole filtered list as a file, with the table's columns and figures. */
    exportList(auth: AuthContext, q: InvoiceListQuery): ExportTable {
      const filter = listFilter(auth, q);
      const columns = messages.wallets.columns;
      return {
        filename: q.wallet ? `invoices-wallet-${q.wallet}` : 'invoices',
        header: [columns.id, columns.date, columns.amount, columns.deducted, columns.final, columns.description, columns.status],
        rows: (async function* () {
          for await (const i of everyRow((window) => repo.invoiceRows(filter, window))) {
            yield [i.id, i.date, i.amount, i.deduction, i.final, i.description, i.status];
          }
        })(),
      };
    },
    get,
    /**
     * One invoice as a file: a row per line (the month it covers, month or adjustment, its
     * amount), then the total row (amount, deduction, final). Every row names the invoice, its
     * website, date, description and status, so a row read alone still says what it is.
     */
    async exportOne(auth: AuthContext, id: number): Promise<ExportTable> {
      const invoice = await get(auth, id);
      const columns = messages.wallets.columns;
      const file = messages.wallets.file;
      const row = (month: string, line: string, amount: string, deduction: string | null, final: string | null) =>
        [
          invoice.id,
          invoice.website_name,
          invoice.date,
          month,
          line,
          amount,
          deduction,
          final,
          invoice.description,
          invoice.status,
        ] as const;
      return {
        filename: `invoice-${invoice.id}`,
        header: [
          columns.id,
          file.website,
          columns.date,
          file.month,
          file.line,
          columns.amount,
          columns.deducted,
          columns.final,
          columns.description,
          columns.status,
        ],
        rows: (async function* () {
          for (const line of invoice.lines) yield row(line.month, file.lineKinds[line.kind], line.amount, null, null);
          yield row(invoice.month, file.total, invoice.amount, invoice.deduction, invoice.final);
        })(),
      };
    },
    /** PATCH: once per Idempotency-Key when one is given. */
    async update(auth: AuthContext, id: number, patch: InvoicePatch, key?: string): Promise<Invoice> {
      if (!key) return db.transaction((tx) => editInvoice(tx, actorOf(auth), id, patch));
      return idempotent(db, { userId: auth.user.id, key, fingerprint: fingerprintOf({ invoice: id, patch }) }, (tx) =>
        editInvoice(tx, actorOf(auth), id, patch),
      );
    },
  };
}
