import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorList } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { InvoiceDocument } from './InvoiceDocument';
import { useInvoice } from './payments.api';
import { paymentsPath } from './paths';

/** /payments/invoices/:id: one invoice as a document (its figures, lines and totals), to download as CSV or print. */
export function InvoicePage() {
  const id = Number(useParams().id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paymentsPath()} size="sm" data-print="hide">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('portalPayments.invoice.back')}
      </Anchor>
      {Number.isSafeInteger(id) && id > 0 ? <InvoiceState id={id} /> : <Alert color="red">{t('pages.notFoundText')}</Alert>}
    </Stack>
  );
}

function InvoiceState({ id }: { id: number }) {
  const invoice = useInvoice(id);
  if (invoice.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (invoice.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <ErrorList error={invoice.error} />
      </Alert>
    );
  }
  return <InvoiceDocument invoice={invoice.data} />;
}
