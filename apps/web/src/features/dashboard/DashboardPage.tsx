import { SimpleGrid, Stack, Title } from '@mantine/core';
import { t } from '../../lib/i18n';
import { RecentUsersCard } from './RecentUsersCard';
import { RecentWebsitesCard } from './RecentWebsitesCard';
import { StatTiles } from './StatTiles';
import { WhitelabelApprovalCard } from './WhitelabelApprovalCard';

export function DashboardPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <StatTiles />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RecentUsersCard />
        <RecentWebsitesCard />
        <WhitelabelApprovalCard />
      </SimpleGrid>
    </Stack>
  );
}
