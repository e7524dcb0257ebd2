import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { IconPencil } from '@tabler/icons-react';
import type { Invoice } from '@pubdesk/contract';
import { t } from '../i18n';
import { DataTable, type DataTableColumn } from '../table/DataTable';
import { StatusBadge } from '../table/StatusBadge';
import { money } from './wallet-figures';

export interface InvoiceTableProps {
  invoices: Invoice[];
  loading: boolean;
  /** The row's edit button opens the dialog; none without the permission to edit. */
  onEdit: ((invoice: Invoice) => void) | null;
  /** The address of an invoice's own page (the portal's): a View link per row when given. */
  viewPath?: (invoice: Invoice) => string;
}

/** ID, Date, Amount, Deducted, Final, Description, Status, then View or the edit button; the same cells as the CSV export. */
export function InvoiceTable({ invoices, loading, onEdit, viewPath }: InvoiceTableProps) {
  const columns: DataTableColumn<Invoice>[] = [
    { key: 'id', header: t('wallets.columns.id'), fit: 'keep', render: (i) => i.id },
    { key: 'date', header: t('wallets.columns.date'), fit: 'keep', render: (i) => i.date },
    { key: 'amount', header: t('wallets.columns.amount'), fit: 'keep', render: (i) => money(i.amount) },
    { key: 'deducted', header: t('wallets.columns.deducted'), fit: 'keep', render: (i) => money(i.deduction) },
    { key: 'final', header: t('wallets.columns.final'), fit: 'keep', render: (i) => money(i.final) },
    { key: 'description', header: t('wallets.columns.description'), render: (i) => i.description },
    { key: 'status', header: t('wallets.columns.status'), fit: 'keep', render: (i) => <StatusBadge status={i.status} /> },
  ];
  if (viewPath) {
    columns.push({
      key: 'view',
      header: t('wallets.list.view'),
      fit: 'keep',
      render: (i) => (
        <Anchor component={Link} to={viewPath(i)} size="sm" aria-label={t('wallets.invoices.viewLabel', { id: i.id })}>
          {t('wallets.list.view')}
        </Anchor>
      ),
    });
  }
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
