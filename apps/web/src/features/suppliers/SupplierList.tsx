import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { Supplier } from '@pubdesk/contract';
import { RowActions } from '../../components/RowActions';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ErrorList } from '../../components/ErrorList';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '@pubdesk/ui/i18n';
import { suppliersPageSize, useSupplierList } from './suppliers.api';

interface SupplierListProps {
  page: number;
  onPageChange: (page: number) => void;
  onSearch: (text: string) => void;
  search: string;
  selectedId: number | null;
  onShares: (supplier: Supplier) => void;
}

/** Name, Advertiser ID, Currency, Type, Status, Edit and Shares per demand source; search; 10 a page. */
export function SupplierList({ page, onPageChange, search, onSearch, selectedId, onShares }: SupplierListProps) {
  const { data, isPending, error } = useSupplierList(page, search);
  const suppliers = data?.results ?? [];
  return (
    <ListPanel
      title={t('suppliers.listTitle')}
      actions={<NewEntryButton to="/demand_sources" label={t('suppliers.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={suppliersPageSize} onChange={onPageChange} />}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        {error ? <ErrorList error={error} /> : null}
        <DataTable
          minWidth={540}
          loading={isPending}
          emptyText={t('suppliers.empty')}
          rows={suppliers}
          selectedId={selectedId}
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
      </Stack>
    </ListPanel>
  );
}
