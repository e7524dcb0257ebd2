import { invoiceStatuses, type BodyIn, type Invoice, type invoiceListEndpoints } from '@pubdesk/contract';

export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type InvoicePatch = BodyIn<typeof invoiceListEndpoints.update>;

/** The edit dialog's fields: the deduction as typed, and the status. */
export interface InvoiceFormValues {
  deduction: string;
  status: InvoiceStatus;
}

/** The fields the dialog's save may refuse beside them. */
export const INVOICE_FIELDS = ['deduction', 'status'] as const;

export const invoiceForm = (invoice: Invoice): InvoiceFormValues => ({ deduction: invoice.deduction, status: invoice.status });

/** Whether the saved invoice's deduction is locked: a paid invoice keeps its deduction (set it back to approved first). */
export const deductionLocked = (invoice: Invoice): boolean => invoice.status === 'paid';

/** The PATCH: the status, and the deduction unless it is locked. The amount is never sent. */
export function invoicePatch(values: InvoiceFormValues, saved: Invoice): InvoicePatch {
  return deductionLocked(saved) ? { status: values.status } : { deduction: values.deduction.trim(), status: values.status };
}
