import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useCan } from '@pubdesk/ui/auth';
import { localToday, presetRanges } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { RevenueTiles } from '@pubdesk/ui/tiles';
import { OverviewChart } from './OverviewChart';
import { OverviewNotices } from './OverviewNotices';
import { PayoutsCard } from './PayoutsCard';
import { TopCard } from './TopCard';
import { useSummary } from './overview.api';

/**
 * /portal/overview: the notices about what blocks revenue, then (for a user who sees statistics:
 * not one awaiting activation) the revenue tiles at the user's own stage, the last 30 days, the
 * month's top websites and ad formats, and the payouts.
 */
export function OverviewPage() {
  const seesRevenue = useCan('statistics.view_statistic');
  const seesInvoices = useCan('wallets.view_invoice');
  const seesPayouts = useCan('wallets.view_wallet') && seesInvoices;
  const summary = useSummary(seesRevenue);
  const today = localToday();
  const month = presetRanges(today).thisMonth;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('portal.nav.overview')}
      </Title>
      <OverviewNotices />
      {seesRevenue ? (
        <>
          {summary.data ? <RevenueTiles revenue={summary.data} /> : null}
          <OverviewChart today={today} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <TopCard by="website" month={month} />
            <TopCard by="format" month={month} />
          </SimpleGrid>
        </>
      ) : null}
      {seesPayouts ? <PayoutsCard monthSoFar={summary.data?.month.revenue} /> : null}
    </Stack>
  );
}
