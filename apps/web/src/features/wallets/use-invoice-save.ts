import type { Invoice } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { INVOICE_FIELDS, invoicePatch, type InvoiceFormValues } from './invoice-form';
import { useUpdateInvoice } from './wallets.api';

/**
 * Update in the invoice dialog: 'Successfully updated ID: {id}', and the invoices and the wallets'
 * figures reload (the mutation invalidates them); a refusal notifies 'Failed to update invoice.'
 * over whatever the server said besides the field errors, which show under the fields.
 */
export function useInvoiceSave(invoice: Invoice, onSaved: (saved: Invoice) => void) {
  const update = useUpdateInvoice(invoice.id);
  return {
    submitting: update.isPending,
    errors: fieldErrors(update.error),
    save(values: InvoiceFormValues) {
      update.mutate(invoicePatch(values, invoice), {
        onSuccess: (saved) => {
          notifyDone(t('wallets.invoiceUpdated', { id: saved.id }));
          onSaved(saved);
        },
        onError: (error) => notifyRefused('wallets.invoiceUpdateFailed', error, INVOICE_FIELDS),
      });
    },
  };
}
