import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { DataTable, StatusBadge } from '@pubdesk/ui/table';
import { useWebsiteGroups, useWebsitePlayers, useWebsiteTags } from './websites.api';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The website's placement groups: name, format and status. */
export function GroupsSection({ websiteId }: { websiteId: number }) {
  const groups = useWebsiteGroups(websiteId);
  return (
    <Section title={t('placementGroups.title')}>
      <DataTable
        label={t('placementGroups.title')}
        minWidth={420}
        loading={groups.isPending}
        emptyText={t('placementGroups.empty')}
        rows={groups.data?.results ?? []}
        columns={[
          { key: 'name', header: t('common.name'), render: (group) => group.name },
          { key: 'format', header: t('portalWebsites.format'), render: (group) => group.group_name },
          { key: 'status', header: t('common.status'), fit: 'keep', render: (group) => <StatusBadge status={group.status} /> },
        ]}
      />
    </Section>
  );
}

/** The website's tags: name and status. */
export function TagsSection({ websiteId }: { websiteId: number }) {
  const tags = useWebsiteTags(websiteId);
  return (
    <Section title={t('tags.title')}>
      <DataTable
        label={t('tags.title')}
        minWidth={320}
        loading={tags.isPending}
        emptyText={t('tags.empty')}
        rows={tags.data?.results ?? []}
        columns={[
          { key: 'name', header: t('common.name'), render: (tag) => tag.name },
          { key: 'status', header: t('common.status'), fit: 'keep', render: (tag) => <StatusBadge status={tag.status} /> },
        ]}
      />
    </Section>
  );
}

/**
 * The website's players (a network's page): name, type and status, and the way to their embed
 * codes. The Players screen stands beside this one, so its address is written out.
 */
export function PlayersSection({ websiteId }: { websiteId: number }) {
  const players = useWebsitePlayers(websiteId);
  return (
    <Section
      title={t('players.title')}
      action={
        <Anchor component={Link} to={`/players?website=${websiteId}`} size="sm">
          {t('portalWebsites.playersLink')}
        </Anchor>
      }
    >
      <DataTable
        label={t('players.title')}
        minWidth={360}
        loading={players.isPending}
        emptyText={t('players.empty')}
        rows={players.data?.results ?? []}
        columns={[
          { key: 'name', header: t('common.name'), render: (player) => player.name },
          { key: 'type', header: t('players.playerType'), render: (player) => capitalizeUnderscored(player.player_type) },
          { key: 'status', header: t('common.status'), fit: 'keep', render: (player) => <StatusBadge status={player.status} /> },
        ]}
      />
    </Section>
  );
}
