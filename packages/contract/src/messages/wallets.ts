import { commonMessages } from './common.js';

/** Texts of the wallets and invoices (spec sections 2 "Wallets and invoices" and 8, wording kept). */
export const walletsMessages = {
  invoiceUpdated: 'Successfully updated ID: {id}',
  invoiceUpdateFailed: 'Failed to update invoice.',
  /** The invoice list's columns (the table and its CSV export). */
  columns: {
    id: 'ID',
    date: 'Date',
    amount: 'Amount',
    deducted: 'Deducted',
    final: 'Final',
    description: 'Description',
    status: 'Status',
  },
  /** One invoice's file (`/wallets/invoices/:id/?format=csv`): a row per line, then its total. */
  file: {
    website: commonMessages.website,
    month: 'Month',
    line: 'Line',
    lineKinds: { month: 'Month', adjustment: 'Adjustment' },
    total: 'Total',
  },
  // The Payments (wallets) and Invoices screens (spec section 2 "Wallets and invoices").
  list: {
    title: 'Wallets',
    empty: 'No wallets found',
    total: 'Total Amount',
    view: 'View',
    /** The View link's accessible name: it starts with what it shows. */
    viewLabel: 'View the invoices of {name}',
    /** Under the title when the list is one account's (the users list's Wallet link). */
    accountCaption: 'Wallets of account #{account}',
    allWallets: 'All wallets',
  },
  totals: {
    title: 'Totals',
    accountTitle: 'Account totals',
    wallets: 'Wallets',
    totalAmount: 'Total amount',
    pendingInvoices: 'Pending invoices',
    dueAmount: 'Due amount',
    paidInvoices: 'Paid invoices',
    paidAmount: 'Paid amount',
  },
  invoices: {
    title: 'Invoices',
    empty: 'No invoices found',
    /** The side card of a wallet's invoices. */
    wallet: 'Wallet',
    walletId: 'Wallet ID',
    ascending: '{field}, ascending',
    descending: '{field}, descending',
    editLabel: 'Edit invoice {id}',
    /** A row's View link (the portal's invoice page): its accessible name starts with what it shows. */
    viewLabel: 'View invoice {id}',
  },
  edit: {
    title: 'Invoice {id} of {date}',
    deduction: 'Deduction',
    finalHint: 'Amount minus deduction, 2 decimals.',
    update: 'Update',
  },
  // API refusals
  monthBeforeLatest: 'Invoices exist for {month}: an earlier month can no longer be invoiced.',
  monthNotOver: 'Only a month that is over can be invoiced.',
  invoiceDescription: 'Publisher revenue for {month}',
  paidLocked: 'A paid invoice keeps its deduction.',
  deductionOverAmount: 'Ensure the deduction is no more than the amount ({amount}).',
  deductionCents: 'Ensure there are no more than 2 decimal places.',
  idempotencyReused: 'This Idempotency-Key was used with another request.',
} as const;
