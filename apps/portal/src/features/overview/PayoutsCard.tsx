import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { useLastPaidInvoice, useWalletTotals } from './overview.api';

/** One figure of the card: its name, the amount ('–' until known) and what it is. */
function Payout({ label, amount, caption }: { label: string; amount: string | undefined; caption: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {amount === undefined ? '–' : formatMoney(amount)}
      </Text>
      <Text size="sm">{caption}</Text>
    </Stack>
  );
}

/**
 * The last payout (the latest paid invoice) and the next (what the unpaid invoices come to, with
 * this month's revenue so far, which is invoiced once the month is over).
 */
export function PayoutsCard({ monthSoFar }: { monthSoFar: string | undefined }) {
  const last = useLastPaidInvoice(true);
  const totals = useWalletTotals(true);
  const title = t('portalOverview.payouts');
  const unpaid = totals.data?.unpaid_invoices ?? 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor component={Link} to="/payments" size="sm">
            {t('portalOverview.toPayments')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Payout
            label={t('portalOverview.lastPayout')}
            amount={last.data === null ? '0' : last.data?.final}
            caption={
              last.data
                ? t('portalOverview.lastPayoutOf', { website: last.data.website_name, date: last.data.date, month: last.data.month })
                : last.data === null
                  ? t('portalOverview.noPayout')
                  : null
            }
          />
          <Payout
            label={t('portalOverview.nextPayout')}
            amount={totals.data?.unpaid_amount}
            caption={
              totals.data
                ? unpaid === 0
                  ? t('portalOverview.nothingDue')
                  : unpaid === 1
                    ? t('portalOverview.dueOne')
                    : t('portalOverview.dueMany', { count: unpaid })
                : null
            }
          />
          <Payout label={t('dashboard.month')} amount={monthSoFar} caption={t('portalOverview.monthSoFar')} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
