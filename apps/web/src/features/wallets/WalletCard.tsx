import { t } from '@pubdesk/ui/i18n';
import { LoadFailure } from '@pubdesk/ui/forms';
import { FiguresCard } from './FiguresCard';
import { walletFigures } from '@pubdesk/ui/wallets';
import { useWallet } from './wallets.api';

/** The card beside a wallet's invoices: website name, wallet id, pending invoices, due amount, paid invoices and total amount. */
export function WalletCard({ walletId }: { walletId: number }) {
  const wallet = useWallet(walletId);
  const title = t('wallets.invoices.wallet');
  if (wallet.isError) {
    return (
      <FiguresCard title={title} figures={[]}>
        <LoadFailure error={wallet.error} />
      </FiguresCard>
    );
  }
  return <FiguresCard title={title} figures={wallet.data ? walletFigures(wallet.data) : null} />;
}
