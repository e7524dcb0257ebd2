import type { Invoice } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyFailed } from '../../components/notices';
import { invoicePatch, type InvoiceFormValues } from './invoice-form';
import { useUpdateInvoice } from './wallets.api';

/**
 * Update in the invoice dialog: 'Successfully updated ID: {id}', and the invoices and the wallets'
 * figures reload (the mutation invalidates them); a refusal says 'Failed to update invoice.' and
 * its field errors show under the fields.
 */
export function useInvoiceSave(invoice: Invoice, onSaved: (saved: Invoice) => void) {
  const update = useUpdateInvoice(invoice.id);
  return {
    submitting: update.isPending,
    errors: fieldErrors(update.error),
    failure: update.error,
    save(values: InvoiceFormValues) {
      update.mutate(invoicePatch(values, invoice), {
        onSuccess: (saved) => {
          notifyDone(t('wallets.invoiceUpdated', { id: saved.id }));
          onSaved(saved);
        },
        onError: () => notifyFailed(t('wallets.invoiceUpdateFailed')),
      });
    },
  };
}
