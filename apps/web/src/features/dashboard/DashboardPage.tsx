import { SimpleGrid, Stack, Title } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { RecentUsersCard } from './RecentUsersCard';
import { RecentWebsitesCard } from './RecentWebsitesCard';
import { RevenueTiles } from '@pubdesk/ui/tiles';
import { StatisticsGraphCard } from './StatisticsGraphCard';
import { StatTiles } from './StatTiles';
import { YesterdayTable } from './YesterdayTable';
import { useDashboardStatus } from './dashboard.api';
import { WhitelabelApprovalCard } from './WhitelabelApprovalCard';

export function DashboardPage() {
  const revenue = useDashboardStatus().data?.revenue;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <StatTiles />
      {/* The revenue parts are for those who may see statistics (revenue is null for the others). */}
      {revenue ? <RevenueTiles revenue={revenue} /> : null}
      {revenue ? <StatisticsGraphCard /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RecentUsersCard />
        <RecentWebsitesCard />
        <WhitelabelApprovalCard />
      </SimpleGrid>
      {revenue ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <YesterdayTable by="websites" title="dashboard.websitesYesterday" />
          <YesterdayTable by="formats" title="dashboard.adFormatYesterday" />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
