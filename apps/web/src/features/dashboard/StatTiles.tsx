import { SimpleGrid } from '@mantine/core';
import { t } from '../../lib/i18n';
import { useAuthStatus, useWebsiteStatus, useWhitelistStatus } from './dashboard.api';
import { StatTile } from './StatTile';

/** Users, websites, networks and whitelabel counts. */
export function StatTiles() {
  const { data: status } = useAuthStatus();
  const { data: whitelist } = useWhitelistStatus();
  const { data: websites } = useWebsiteStatus();
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }}>
      <StatTile
        title={t('dashboard.users')}
        figures={[
          { label: t('dashboard.total'), value: status?.users.total },
          { label: t('dashboard.active'), value: status?.users.active },
          { label: t('dashboard.suspended'), value: status?.users.suspended },
          { label: t('dashboard.verified'), value: status?.users.verified },
          { label: t('dashboard.unverified'), value: status?.users.unverified },
        ]}
      />
      <StatTile
        title={t('dashboard.websites')}
        figures={[
          { label: t('dashboard.total'), value: websites?.total },
          { label: t('dashboard.active'), value: websites?.active },
          { label: t('dashboard.suspended'), value: websites?.suspended },
        ]}
      />
      <StatTile
        title={t('dashboard.networks')}
        figures={[
          { label: t('dashboard.total'), value: status?.networks.total },
          { label: t('dashboard.networkUsers'), value: status?.networks.users },
        ]}
      />
      <StatTile
        title={t('dashboard.whitelabels')}
        figures={[
          { label: t('dashboard.total'), value: whitelist?.total },
          { label: t('dashboard.active'), value: whitelist?.active },
          { label: t('dashboard.pending'), value: whitelist?.pending },
          { label: t('dashboard.suspended'), value: whitelist?.suspended },
        ]}
      />
    </SimpleGrid>
  );
}
