import { Grid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { totalsFigures, walletFigures } from '@pubdesk/ui/wallets';
import { FiguresCard } from './FiguresCard';
import { InvoicesCard } from './InvoicesCard';
import { useWallet, useWallets } from './payments.api';

/** `?wallet=` as a wallet id, or null (every wallet). */
function walletParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /payments: the user's invoices (every website's, or one website's wallet with ?wallet=), read
 * only, each opening its own page; beside them the totals of every wallet, and the chosen wallet's figures.
 */
export function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const wallet = walletParam(params.get('wallet'));
  const wallets = useWallets();
  const chosen = useWallet(wallet);
  const choose = (next: number | null) => setParams(next === null ? {} : { wallet: String(next) }, { replace: true });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('portal.nav.payments')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <InvoicesCard key={wallet ?? 'all'} wallet={wallet} wallets={wallets.data?.results ?? []} onWalletChange={choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="md">
            <FiguresCard
              title={t('wallets.totals.title')}
              figures={wallets.data ? totalsFigures(wallets.data.totals) : null}
              error={wallets.error}
            />
            {wallet === null ? null : (
              <FiguresCard
                title={t('wallets.invoices.wallet')}
                figures={chosen.data ? walletFigures(chosen.data) : null}
                error={chosen.error}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
