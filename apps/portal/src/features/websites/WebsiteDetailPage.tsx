import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { websiteCategories, type Website } from '@pubdesk/contract';
import { useAuth, useCan } from '@pubdesk/ui/auth';
import { choicesOf, labelOf } from '@pubdesk/ui/choices';
import { t } from '@pubdesk/ui/i18n';
import { StatusBadge } from '@pubdesk/ui/table';
import { BackLink, RecordPage } from '../../components/RecordPage';
import { GroupsSection, PlayersSection, TagsSection } from './WebsiteSections';
import { useWebsite, useWebsiteChoices } from './websites.api';

/** The route's id when it is one (plain decimal digits), else null: a page no website has. */
/**
 * /websites/:id: the website (name, address, category, status; a pending one says staff will
 * review it), its placement groups and tags and, on a network's page, its players. A website that
 * is not the user's (or none) is not found.
 */
export function WebsiteDetailPage() {
  return (
    <RecordPage useRecord={useWebsite} notFoundText={t('portalWebsites.notFoundText')} back={backToList()}>
      {(website) => <WebsiteDetail website={website} />}
    </RecordPage>
  );
}

const backToList = () => ({ to: '/websites', label: t('portalWebsites.backToList') });

function WebsiteDetail({ website }: { website: Website }) {
  const role = useAuth().user?.role;
  const canGroups = useCan('websites.view_placementgroup');
  const canTags = useCan('websites.view_tag');
  const canPlayers = useCan('players.view_player');
  const categories = choicesOf(useWebsiteChoices().data, 'category', websiteCategories);

  return (
    <Stack gap="md">
      <BackLink {...backToList()} />
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {website.name}
        </Title>
        <StatusBadge status={website.status} />
      </Group>
      {website.status === 'pending' ? (
        <Alert color="yellow" icon={<IconHourglass size={18} />} title={t('portalWebsites.pendingTitle')}>
          {t('portalWebsites.pendingText')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('portalWebsites.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('websites.url')}>
            <Anchor href={website.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {website.url}
            </Anchor>
          </Fact>
          <Fact label={t('websites.category')}>{labelOf(categories, website.category)}</Fact>
        </SimpleGrid>
      </Card>
      {canGroups ? <GroupsSection websiteId={website.id} /> : null}
      {canTags ? <TagsSection websiteId={website.id} /> : null}
      {role === 'network' && canPlayers ? <PlayersSection websiteId={website.id} /> : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
