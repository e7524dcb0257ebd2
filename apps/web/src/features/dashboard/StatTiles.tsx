import { SimpleGrid } from '@mantine/core';
import type { TicketCounts } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ticketsPath } from '../tickets';
import { useDashboardStatus, useWebsiteStatus, useWhitelistStatus } from './dashboard.api';
import { StatTile } from '@pubdesk/ui/tiles';

/** Users, websites, networks and whitelabel counts; the tickets' for who sees the queue. */
export function StatTiles() {
  const { data: status } = useDashboardStatus();
  const seesQueue = useCan('tickets.view_ticket');
  const { data: whitelist } = useWhitelistStatus();
  const { data: websites } = useWebsiteStatus();
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }}>
      <StatTile
        title={t('users.title')}
        figures={[
          { label: t('dashboard.total'), value: status?.users.total },
          { label: t('common.active'), value: status?.users.active },
          { label: t('common.suspended'), value: status?.users.suspended },
          { label: t('users.verified'), value: status?.users.verified },
          { label: t('dashboard.unverified'), value: status?.users.unverified },
        ]}
      />
      <StatTile
        title={t('websites.title')}
        figures={[
          { label: t('dashboard.total'), value: websites?.total },
          { label: t('common.active'), value: websites?.active },
          { label: t('common.suspended'), value: websites?.suspended },
        ]}
      />
      <StatTile
        title={t('dashboard.networks')}
        figures={[
          { label: t('dashboard.total'), value: status?.networks.total },
          { label: t('users.title'), value: status?.networks.users },
          { label: t('websites.title'), value: status?.networks.websites },
        ]}
      />
      <StatTile
        title={t('dashboard.whitelabels')}
        figures={[
          { label: t('dashboard.total'), value: whitelist?.total },
          { label: t('common.active'), value: whitelist?.active },
          { label: t('common.pending'), value: whitelist?.pending },
          { label: t('common.suspended'), value: whitelist?.suspended },
        ]}
      />
      {seesQueue ? <TicketsTile tickets={status?.tickets} /> : null}
    </SimpleGrid>
  );
}

/** The tickets the user may see: each count links to the queue filtered by its status (Open counts pending too). */
function TicketsTile({ tickets }: { tickets: TicketCounts | undefined }) {
  return (
    <StatTile
      title={t('tickets.console.title')}
      figures={[
        { label: t('dashboard.total'), value: tickets?.total, to: ticketsPath() },
        { label: t('tickets.statuses.open'), value: tickets?.open, to: ticketsPath({ status: 'open' }) },
        { label: t('tickets.statuses.on_hold'), value: tickets?.on_hold, to: ticketsPath({ status: 'on_hold' }) },
        { label: t('tickets.statuses.closed'), value: tickets?.closed, to: ticketsPath({ status: 'closed' }) },
      ]}
    />
  );
}
