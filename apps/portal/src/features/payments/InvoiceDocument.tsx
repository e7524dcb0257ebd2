import { useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { invoiceListEndpoints, type Invoice } from '@pubdesk/contract';
import { downloadReport } from '@pubdesk/ui/files';
import { t } from '@pubdesk/ui/i18n';
import { notifyFailed } from '@pubdesk/ui/notify';
import { DataTable, StatusBadge } from '@pubdesk/ui/table';
import { FigureList, money } from '@pubdesk/ui/wallets';
import '@pubdesk/ui/print.css';

type Line = Invoice['lines'][number] & { id: number };

/**
 * An invoice as a document: what it is (website, dates, description, status), a row per line (the
 * month it covers, month or adjustment, its amount) and its totals. Download CSV saves the file the
 * API makes of it (`invoice-<id>.csv`); Print prints the page alone (@pubdesk/ui/print.css).
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const [downloading, setDownloading] = useState(false);
  const title = t('portalPayments.invoice.title', { id: invoice.id });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReport(invoiceListEndpoints.get, { id: invoice.id }, {}, 'csv', `invoice-${invoice.id}`);
    } catch {
      notifyFailed(t('statistics.exportFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const lines: Line[] = invoice.lines.map((line, index) => ({ ...line, id: index + 1 }));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs" data-print="hide">
          <Button variant="default" leftSection={<IconFileTypeCsv size={16} />} loading={downloading} onClick={() => void download()}>
            {t('portalPayments.invoice.downloadCsv')}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('statistics.print')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md" component="article" aria-label={title} data-print="report">
        <Stack gap="md" maw={720}>
          <section aria-label={t('portalPayments.invoice.details')}>
            <FigureList
              figures={[
                { label: t('common.website'), value: invoice.website_name },
                { label: t('wallets.columns.date'), value: invoice.date },
                { label: t('wallets.file.month'), value: invoice.month },
                { label: t('wallets.columns.description'), value: invoice.description },
                { label: t('wallets.columns.status'), value: <StatusBadge status={invoice.status} /> },
              ]}
            />
          </section>
          <Stack gap="xs" component="section" aria-label={t('portalPayments.invoice.lines')}>
            <Title order={2} size="h4">
              {t('portalPayments.invoice.lines')}
            </Title>
            <DataTable
              label={t('portalPayments.invoice.lines')}
              minWidth={360}
              rows={lines}
              emptyText={t('wallets.invoices.empty')}
              columns={[
                { key: 'month', header: t('wallets.file.month'), fit: 'keep', render: (line) => line.month },
                { key: 'line', header: t('wallets.file.line'), render: (line) => t(`wallets.file.lineKinds.${line.kind}`) },
                { key: 'amount', header: t('wallets.columns.amount'), fit: 'keep', render: (line) => money(line.amount) },
              ]}
            />
          </Stack>
          <Stack gap="xs" component="section" aria-label={t('wallets.totals.title')}>
            <Title order={2} size="h4">
              {t('wallets.totals.title')}
            </Title>
            <FigureList
              figures={[
                { label: t('wallets.columns.amount'), value: money(invoice.amount) },
                { label: t('wallets.columns.deducted'), value: money(invoice.deduction) },
                { label: t('wallets.columns.final'), value: money(invoice.final) },
              ]}
            />
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
