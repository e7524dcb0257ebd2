import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Invoice } from '@pubdesk/contract';
import { DataTable, type DataTableColumn } from '@pubdesk/ui/table';
import { t } from '@pubdesk/ui/i18n';
import { StatusBadge } from '../../components/StatusBadge';
import { money } from './wallet-figures';

interface InvoiceTableProps {
  invoices: Invoice[];
  loading: boolean;
  /** The row's edit button opens the dialog; none without the permission to edit. */
  onEdit: ((invoice: Invoice) => void) | null;
}

/** ID, Date, Amount, Deducted, Final, Description, Status and the edit button; the same cells as the CSV export. */
export function InvoiceTable({ invoices, loading, onEdit }: InvoiceTableProps) {
  const columns: DataTableColumn<Invoice>[] = [
    { key: 'id', header: t('wallets.columns.id'), fit: 'keep', render: (i) => i.id },
    { key: 'date', header: t('wallets.columns.date'), fit: 'keep', render: (i) => i.date },
    { key: 'amount', header: t('wallets.columns.amount'), fit: 'keep', render: (i) => money(i.amount) },
    { key: 'deducted', header: t('wallets.columns.deducted'), fit: 'keep', render: (i) => money(i.deduction) },
    { key: 'final', header: t('wallets.columns.final'), fit: 'keep', render: (i) => money(i.final) },
    { key: 'description', header: t('wallets.columns.description'), render: (i) => i.description },
    { key: 'status', header: t('wallets.columns.status'), fit: 'keep', render: (i) => <StatusBadge status={i.status} /> },
  ];
  if (onEdit) {
    columns.push({
      key: 'edit',
      header: t('common.edit'),
      headerHidden: true,
      fit: 'keep',
      render: (i) => (
        <span data-print="hide">
          <Tooltip label={t('common.edit')}>
            <ActionIcon variant="subtle" aria-label={t('wallets.invoices.editLabel', { id: i.id })} onClick={() => onEdit(i)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        </span>
      ),
    });
  }
  return <DataTable minWidth={760} loading={loading} emptyText={t('wallets.invoices.empty')} rows={invoices} columns={columns} />;
}
