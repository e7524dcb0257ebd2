import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { StatusBadge } from '@pubdesk/ui/table';
import { money } from '@pubdesk/ui/wallets';
import { invoicesPath } from './paths';
import { useWalletList, walletsPageSize } from './wallets.api';

interface WalletListProps extends Omit<SearchPaging, 'selectedId'> {
  /** Only this network's or publisher's websites' wallets. */
  account: number | null;
}

/** ID, Website, Total Amount, Status and the View link to the wallet's invoices; search as you type; 10 a page. */
export function WalletList({ account, ...paging }: WalletListProps) {
  const query = useWalletList(paging.page, paging.search, account);
  return (
    <PagedTablePanel
      {...paging}
      title={t('wallets.list.title')}
      query={query}
      limit={walletsPageSize}
      minWidth={480}
      emptyText={t('wallets.list.empty')}
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
  );
}
