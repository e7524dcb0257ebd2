import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { finalOf, invoiceStatuses, type Invoice } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { FormButtons, SubmitForm, useFields, StatusRadios } from '@pubdesk/ui/forms';
import { deductionLocked, invoiceForm } from './invoice-form';
import { useInvoiceSave } from './use-invoice-save';

interface InvoiceEditModalProps {
  invoice: Invoice;
  onClose: () => void;
}

/**
 * The invoice dialog, titled with its id and date: Amount (read-only), Deduction, Final (amount
 * minus deduction as it is typed, read-only), Status, Update and Close. It stays open after an
 * update, showing the invoice as saved.
 */
export function InvoiceEditModal({ invoice, onClose }: InvoiceEditModalProps) {
  const [saved, setSaved] = useState({ invoice, version: 0 });
  return (
    <Modal opened onClose={onClose} title={t('wallets.edit.title', { id: invoice.id, date: invoice.date })} withCloseButton={false}>
      <InvoiceEditForm
        key={saved.version}
        invoice={saved.invoice}
        onSaved={(next) => setSaved((current) => ({ invoice: next, version: current.version + 1 }))}
        onClose={onClose}
      />
    </Modal>
  );
}

interface InvoiceEditFormProps {
  invoice: Invoice;
  onSaved: (saved: Invoice) => void;
  onClose: () => void;
}

function InvoiceEditForm({ invoice, onSaved, onClose }: InvoiceEditFormProps) {
  const fields = useFields(invoiceForm(invoice));
  const { save, submitting, errors } = useInvoiceSave(invoice, onSaved);
  const locked = deductionLocked(invoice);
  return (
    <SubmitForm noValidate onSubmit={() => save(fields.values)}>
      <Stack gap="sm">
        <TextInput label={t('wallets.columns.amount')} value={invoice.amount} readOnly />
        <TextInput
          label={t('wallets.edit.deduction')}
          inputMode="decimal"
          disabled={locked}
          description={locked ? t('wallets.paidLocked') : undefined}
          error={errors.deduction}
          data-autofocus
          {...fields.text('deduction')}
        />
        <TextInput
          label={t('wallets.columns.final')}
          value={finalOf(invoice.amount, fields.values.deduction) ?? t('common.noValue')}
          description={t('wallets.edit.finalHint')}
          readOnly
        />
        <StatusRadios
          label={t('common.status')}
          statuses={invoiceStatuses}
          value={fields.values.status}
          onChange={(status) => fields.set('status', status)}
          error={errors.status}
        />
        <FormButtons
          submitLabel={t('wallets.edit.update')}
          submitting={submitting}
          cancel={{ label: t('common.close'), onClick: onClose }}
        />
      </Stack>
    </SubmitForm>
  );
}
