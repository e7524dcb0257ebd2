import type { invoiceOrderFields } from '@pubdesk/contract';
import type { DateRange } from '@pubdesk/ui/dates';
import type { MessageKey } from '@pubdesk/ui/i18n';
import type { InvoiceListQuery } from './wallets.api';

export type InvoiceOrderField = (typeof invoiceOrderFields)[number];
/** `o` of the invoice list: a field, `-` first for descending. */
export type InvoiceOrder = InvoiceOrderField | `-${InvoiceOrderField}`;

/** The invoice list's filters: date range (none: every day), page size, order and search text. */
export interface InvoiceFilters {
  range: DateRange | null;
  limit: number;
  order: InvoiceOrder;
  search: string;
}

export const INVOICE_LIMITS = [10, 15, 30, 60, 100] as const;

/** What the list opens with, and what Clear goes back to: every day, 30 a page, newest first. */
export const defaultInvoiceFilters: InvoiceFilters = { range: null, limit: 30, order: '-date', search: '' };

/** The Order choices: each field ascending and descending, named by its column. */
export const orderFieldLabels: Record<InvoiceOrderField, MessageKey> = {
  id: 'wallets.columns.id',
  date: 'wallets.columns.date',
  amount: 'wallets.columns.amount',
  deduction: 'wallets.columns.deducted',
  status: 'wallets.columns.status',
};

/** The whole filtered list of the wallet's invoices (the CSV export's query). */
export function invoiceExportQuery(wallet: number, filters: InvoiceFilters): InvoiceListQuery {
  return {
    wallet,
    o: filters.order,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.range ? { start_date: filters.range[0], end_date: filters.range[1] } : {}),
  };
}

/** One page of it. */
export function invoiceListQuery(wallet: number, filters: InvoiceFilters, page: number): InvoiceListQuery {
  return { ...invoiceExportQuery(wallet, filters), page, limit: filters.limit };
}
