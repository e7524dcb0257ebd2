import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { parseId } from '../../components/parse-id';
import { usePagedSearch } from '../../components/use-paged-search';
import { walletsPath } from './paths';
import { WalletList } from './WalletList';
import { WalletTotalsCard } from './WalletTotalsCard';

/**
 * /payments (route 'payments'; with ?account= route 'wallets'): the wallets the user sees, or one
 * account's, with a side card of totals.
 */
export function WalletsPage() {
  const account = parseId(useSearchParams()[0].get('account'));
  return <WalletsScreen key={account ?? 'all'} account={account} />;
}

function WalletsScreen({ account }: { account: number | null }) {
  const { page, setPage, search, onSearch } = usePagedSearch();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('nav.payments')}
        </Title>
        {account === null ? null : (
          <Text size="sm" c="dimmed">
            {t('wallets.list.accountCaption', { account })}{' '}
            <Anchor component={Link} to={walletsPath()} inherit>
              {t('wallets.list.allWallets')}
            </Anchor>
          </Text>
        )}
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <WalletList page={page} onPageChange={setPage} search={search} onSearch={onSearch} account={account} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <WalletTotalsCard account={account} page={page} search={search} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
