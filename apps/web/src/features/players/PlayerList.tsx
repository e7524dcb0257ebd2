import { Anchor, Stack, Text } from '@mantine/core';
import { IconChartBar, IconCode, IconCopy, IconPencil, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Player } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import type { SearchPaging } from '../../components/list-editor-state';
import { PagedTablePanel } from '../../components/PagedTablePanel';
import { RowMenu, type RowMenuItem } from '../../components/RowMenu';
import { StatusBadge } from '@pubdesk/ui/table';
import { websiteReportPath } from '../statistics';
import { copyPlayerLink, useClearCache } from './player-actions';
import { playerPath } from './paths';
import { playersPageSize, usePlayerList } from './players.api';

interface PlayerListProps extends SearchPaging {
  /** The website whose players are listed; null lists every player the caller sees (the sidebar's item). */
  websiteId: number | null;
  onEmbed: (player: Player) => void;
}

/** The players with search, 10 a page ('page / pageCount'), each with Edit, Embed, Analytics, Copy link and Clear cache. */
export function PlayerList({ websiteId, onEmbed, ...paging }: PlayerListProps) {
  const query = usePlayerList(websiteId, paging.page, paging.search);
  const clearCache = useClearCache();
  const items = (player: Player): RowMenuItem[] => [
    { label: t('players.edit'), to: playerPath(player.id, websiteId), icon: IconPencil },
    { label: t('players.embed'), onClick: () => onEmbed(player), icon: IconCode },
    // Player-level statistics are not collected: Analytics opens the website's report (docs/decisions.md).
    { label: t('players.analytics'), to: websiteReportPath(player.website_id, { player: player.id }), icon: IconChartBar },
    { label: t('players.copyLink'), onClick: () => void copyPlayerLink(player.id), icon: IconCopy },
    { label: t('players.clearCache'), onClick: () => clearCache(player.id), icon: IconRefresh },
  ];

  return (
    <PagedTablePanel
      {...paging}
      title={t('players.title')}
      // Creating needs a website: without one, the plus goes to the websites (the spec).
      add={{ to: websiteId === null ? '/websites' : `/players?website=${websiteId}`, label: t('players.newEntry') }}
      query={query}
      limit={playersPageSize}
      position="common.pageSlash"
      minWidth={360}
      emptyText={t('players.empty')}
      columns={[
        {
          key: 'name',
          header: t('common.name'),
          render: (player) => (
            <Stack gap={0}>
              <Anchor component={Link} to={playerPath(player.id, websiteId)} size="sm">
                {player.name}
              </Anchor>
              {websiteId === null ? (
                <Text size="xs" c="dimmed">
                  {player.website_name}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        { key: 'status', header: t('common.status'), render: (player) => <StatusBadge status={player.status} /> },
        {
          key: 'actions',
          header: t('common.actions'),
          headerHidden: true,
          render: (player) => <RowMenu label={t('players.menu', { name: player.name })} links={items(player)} />,
        },
      ]}
    />
  );
}
