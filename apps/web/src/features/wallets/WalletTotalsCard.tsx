import { t } from '@pubdesk/ui/i18n';
import { LoadFailure } from '@pubdesk/ui/forms';
import { FiguresCard } from './FiguresCard';
import { totalsFigures } from '@pubdesk/ui/wallets';
import { useAccountTotals, useWalletList } from './wallets.api';

/**
 * The Payments side card. Filtered by account (the users list's Wallet link), the account's
 * totals (GET /wallets/accounts/{id}/: every wallet of the account the caller sees); otherwise
 * the totals the list answers beside its page, over every wallet the search finds. Both are
 * summed by the API from the invoices; the card adds nothing up itself.
 */
export function WalletTotalsCard({ account, page, search }: { account: number | null; page: number; search: string }) {
  const accountTotals = useAccountTotals(account);
  // The list's own query (the same key): no second request.
  const list = useWalletList(page, search, account);
  const query = account === null ? list : accountTotals;
  const totals = account === null ? (list.data?.totals ?? null) : (accountTotals.data ?? null);
  const title = account === null ? t('wallets.totals.title') : t('wallets.totals.accountTitle');
  if (query.isError) {
    return (
      <FiguresCard title={title} figures={[]}>
        <LoadFailure error={query.error} />
      </FiguresCard>
    );
  }
  return <FiguresCard title={title} figures={totals ? totalsFigures(totals) : null} />;
}
