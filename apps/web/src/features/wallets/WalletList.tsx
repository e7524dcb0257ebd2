import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '@pubdesk/ui/i18n';
import { money } from './wallet-figures';
import { invoicesPath } from './paths';
import { useWalletList, walletsPageSize } from './wallets.api';

interface WalletListProps {
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearch: (text: string) => void;
  /** Only this network's or publisher's websites' wallets. */
  account: number | null;
}

/** ID, Website, Total Amount, Status and the View link to the wallet's invoices; search as you type; 10 a page. */
export function WalletList({ page, onPageChange, search, onSearch, account }: WalletListProps) {
  const { data, isPending, error } = useWalletList(page, search, account);
  return (
    <ListPanel
      title={t('wallets.list.title')}
      error={error}
      footer={<Pager page={page} count={data?.count ?? 0} limit={walletsPageSize} onChange={onPageChange} />}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        <DataTable
          minWidth={480}
          loading={isPending}
          emptyText={t('wallets.list.empty')}
          rows={data?.results ?? []}
          columns={[
            { key: 'id', header: t('wallets.columns.id'), fit: 'keep', render: (wallet) => wallet.id },
            { key: 'website', header: t('common.website'), fit: 'break', render: (wallet) => wallet.website_name },
            { key: 'total', header: t('wallets.list.total'), fit: 'keep', render: (wallet) => money(wallet.total) },
            { key: 'status', header: t('common.status'), fit: 'keep', render: (wallet) => <StatusBadge status={wallet.status} /> },
            {
              key: 'view',
              header: t('wallets.list.view'),
              fit: 'keep',
              render: (wallet) => (
                <Anchor
                  component={Link}
                  to={invoicesPath(wallet.id)}
                  size="sm"
                  aria-label={t('wallets.list.viewLabel', { name: wallet.website_name })}
                >
                  {t('wallets.list.view')}
                </Anchor>
              ),
            },
          ]}
        />
      </Stack>
    </ListPanel>
  );
}
