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
  // API refusals
  monthBeforeLatest: 'Invoices exist for {month}: an earlier month can no longer be invoiced.',
  monthNotOver: 'Only a month that is over can be invoiced.',
  invoiceDescription: 'Publisher revenue for {month}',
  paidLocked: 'A paid invoice keeps its deduction.',
  deductionOverAmount: 'Ensure the deduction is no more than the amount ({amount}).',
  idempotencyReused: 'This Idempotency-Key was used with another request.',
} as const;
