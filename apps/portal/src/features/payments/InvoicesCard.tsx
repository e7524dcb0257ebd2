import { useState } from 'react';
import { Alert, Card, Group, Select, Stack, Title } from '@mantine/core';
import type { Wallet } from '@pubdesk/contract';
import { ErrorList } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { Pager } from '@pubdesk/ui/table';
import { InvoiceTable } from '@pubdesk/ui/wallets';
import { invoicesPageSize, useInvoices } from './payments.api';
import { invoicePath } from './paths';

const ALL = 'all';

interface InvoicesCardProps {
  /** One website's wallet, or null for every wallet's invoices. */
  wallet: number | null;
  wallets: Wallet[];
  onWalletChange: (wallet: number | null) => void;
}

/** The invoices (date, amount, deduction, final, status), newest first, a page at a time, with the website filter. */
export function InvoicesCard({ wallet, wallets, onWalletChange }: InvoicesCardProps) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(wallet, page);
  const title = t('wallets.invoices.title');
  const choices = [
    { value: ALL, label: t('portalPayments.allWallets') },
    ...wallets.map((w) => ({ value: String(w.id), label: w.website_name })),
  ];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Select
            label={t('portalPayments.wallet')}
            data={choices}
            value={wallet === null ? ALL : String(wallet)}
            onChange={(value) => onWalletChange(value === null || value === ALL ? null : Number(value))}
            allowDeselect={false}
            searchable={wallets.length > 10}
            w={240}
          />
        </Group>
        {invoices.isError ? (
          <Alert color="red" title={t('common.loadFailed')}>
            <ErrorList error={invoices.error} />
          </Alert>
        ) : (
          <InvoiceTable
            invoices={invoices.data?.results ?? []}
            loading={invoices.isPending}
            onEdit={null}
            viewPath={(invoice) => invoicePath(invoice.id)}
          />
        )}
        <Pager page={page} count={invoices.data?.count ?? 0} limit={invoicesPageSize} onChange={setPage} />
      </Stack>
    </Card>
  );
}
