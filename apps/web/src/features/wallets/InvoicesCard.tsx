import { useState } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';
import { invoiceListEndpoints, type Invoice } from '@pubdesk/contract';
import { Pager } from '@pubdesk/ui/table';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { downloadReport } from '@pubdesk/ui/files';
import '@pubdesk/ui/print.css';
import { invoiceExportQuery, invoiceListQuery } from './invoice-filters';
import { InvoiceEditModal } from './InvoiceEditModal';
import { InvoiceFilterFields } from './InvoiceFilterFields';
import { InvoiceTable } from '@pubdesk/ui/wallets';
import { InvoiceTools } from './InvoiceTools';
import { useInvoiceFilters } from './use-invoice-filters';
import { useInvoiceList } from './wallets.api';

/**
 * Maximized, the card covers the console (above its header and sidebar, 100) but stays under the
 * modals (200) and the selects' dropdowns (300), so the edit dialog and the filters still open on top.
 */
const maximizedStyle = { position: 'fixed', inset: 0, zIndex: 150, overflow: 'auto' } as const;

/**
 * A wallet's invoices: the tools (Export CSV, Print, Maximize), the filters, the table, the pager
 * and the edit dialog. Printing hides everything but the table (data-print, @pubdesk/ui/print.css).
 */
export function InvoicesCard({ walletId }: { walletId: number }) {
  const { filters, page, setPage, change, onSearch, clear, generation } = useInvoiceFilters();
  const { data, isPending } = useInvoiceList(invoiceListQuery(walletId, filters, page));
  const canEdit = useCan('wallets.change_invoice');
  const [editing, setEditing] = useState<Invoice | null>(null);
  const [maximized, setMaximized] = useState(false);
  const title = t('wallets.invoices.title');
  const exportCsv = () =>
    downloadReport(invoiceListEndpoints.list, undefined, invoiceExportQuery(walletId, filters), 'csv', `invoices-wallet-${walletId}`);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={title}
      data-print="report"
      style={maximized ? maximizedStyle : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <InvoiceTools onExport={exportCsv} maximized={maximized} onMaximize={setMaximized} />
        </Group>
        <div data-print="hide">
          <InvoiceFilterFields key={generation} filters={filters} onChange={change} onSearch={onSearch} onClear={clear} />
        </div>
        <InvoiceTable invoices={data?.results ?? []} loading={isPending} onEdit={canEdit ? setEditing : null} />
        <div data-print="hide">
          <Pager page={page} count={data?.count ?? 0} limit={filters.limit} onChange={setPage} />
        </div>
      </Stack>
      {editing ? <InvoiceEditModal invoice={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
