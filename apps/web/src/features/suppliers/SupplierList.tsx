import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { Supplier } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList } from '@pubdesk/ui/forms';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '@pubdesk/ui/table';
import { suppliersPageSize, useSupplierList } from './suppliers.api';

interface SupplierListProps extends SearchPaging {
  onShares: (supplier: Supplier) => void;
}

/** Name, Advertiser ID, Currency, Type, Status, Edit and Shares per demand source; search; 10 a page. */
export function SupplierList({ onShares, ...paging }: SupplierListProps) {
  const { data, isPending, error } = useSupplierList(paging.page, paging.search);
  return (
    <PagedTablePanel
      {...paging}
      title={t('suppliers.listTitle')}
      add={{ to: '/demand_sources', label: t('suppliers.newEntry') }}
      // A failed load says why above the table (a refusal too), rather than the no-access notice.
      query={{ data, isPending }}
      notice={error ? <ErrorList error={error} /> : null}
      limit={suppliersPageSize}
      minWidth={540}
      emptyText={t('suppliers.empty')}
      columns={[
        {
          key: 'name',
          header: t('common.name'),
          render: (supplier) => (
            <Anchor component={Link} to={`/demand_sources/${supplier.id}`} size="sm">
              {supplier.name}
            </Anchor>
          ),
        },
        { key: 'advertiser', header: t('suppliers.advertiserId'), fit: 'break', render: (supplier) => supplier.advertiser_id },
        { key: 'currency', header: t('suppliers.currency'), render: (supplier) => supplier.currency },
        { key: 'type', header: t('common.type'), render: (supplier) => t(`suppliers.typeLabels.${supplier.type}`) },
        { key: 'status', header: t('common.status'), fit: 'keep', render: (supplier) => <StatusBadge status={supplier.status} /> },
        {
          key: 'edit',
          header: t('common.edit'),
          fit: 'keep',
          render: (supplier) => (
            <RowActions edit={{ to: `/demand_sources/${supplier.id}`, label: t('common.editLabel', { name: supplier.name }) }} />
          ),
        },
        {
          key: 'shares',
          header: t('shares.title'),
          fit: 'keep',
          render: (supplier) => (
            <Button
              variant="default"
              size="compact-xs"
              aria-label={t('suppliers.sharesLabel', { name: supplier.name })}
              onClick={() => onShares(supplier)}
            >
              {t('shares.title')}
            </Button>
          ),
        },
      ]}
    />
  );
}
