import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { websiteCategories, type Website } from '@pubdesk/contract';
import { ApiError } from '@pubdesk/ui/api';
import { useAuth, useCan } from '@pubdesk/ui/auth';
import { choicesOf, labelOf } from '@pubdesk/ui/choices';
import { ErrorList } from '@pubdesk/ui/forms';
import { t } from '@pubdesk/ui/i18n';
import { StatusBadge } from '@pubdesk/ui/table';
import { MessagePage } from '../../components/MessagePage';
import { GroupsSection, PlayersSection, TagsSection } from './WebsiteSections';
import { useWebsite, useWebsiteChoices } from './websites.api';

/** The route's id when it is one (plain decimal digits), else null: a page no website has. */
const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * /websites/:id: the website (name, address, category, status; a pending one says staff will
 * review it), its placement groups and tags and, on a network's page, its players. A website that
 * is not the user's (or none) is not found.
 */
export function WebsiteDetailPage() {
  const id = idOf(useParams().id);
  const website = useWebsite(id);
  if (id === null || (website.error instanceof ApiError && website.error.status === 404)) {
    return (
      <MessagePage title={t('pages.notFoundTitle')} text={t('portalWebsites.notFoundText')}>
        <BackLink />
      </MessagePage>
    );
  }
  if (website.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (website.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <ErrorList error={website.error} />
      </Alert>
    );
  }
  return <WebsiteDetail website={website.data} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to="/websites" size="sm">
      {t('portalWebsites.backToList')}
    </Anchor>
  );
}

function WebsiteDetail({ website }: { website: Website }) {
  const role = useAuth().user?.role;
  const canGroups = useCan('websites.view_placementgroup');
  const canTags = useCan('websites.view_tag');
  const canPlayers = useCan('players.view_player');
  const categories = choicesOf(useWebsiteChoices().data, 'category', websiteCategories);

  return (
    <Stack gap="md">
      <BackLink />
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
