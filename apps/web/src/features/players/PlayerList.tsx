import { Anchor, Stack, Text } from '@mantine/core';
import { IconChartBar, IconCode, IconCopy, IconPencil, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Player } from '@pubdesk/contract';
import { DataTable, Pager } from '@pubdesk/ui/table';
import { ListPanel } from '../../components/ListPanel';
import { NewEntryButton } from '../../components/NewEntryButton';
import { RowMenu, type RowMenuItem } from '../../components/RowMenu';
import { SearchBox } from '../../components/SearchBox';
import { StatusBadge } from '../../components/StatusBadge';
import { t } from '@pubdesk/ui/i18n';
import { websiteReportPath } from '../statistics';
import { copyPlayerLink, useClearCache } from './player-actions';
import { playerPath } from './paths';
import { playersPageSize, usePlayerList } from './players.api';

interface PlayerListProps {
  /** The website whose players are listed; null lists every player the caller sees (the sidebar's item). */
  websiteId: number | null;
  page: number;
  onPageChange: (page: number) => void;
  search: string;
  onSearch: (text: string) => void;
  selectedId: number | null;
  onEmbed: (player: Player) => void;
}

/** The players with search, 10 a page ('page / pageCount'), each with Edit, Embed, Analytics, Copy link and Clear cache. */
export function PlayerList({ websiteId, page, onPageChange, search, onSearch, selectedId, onEmbed }: PlayerListProps) {
  const { data, isPending, error } = usePlayerList(websiteId, page, search);
  const clearCache = useClearCache();
  const players = data?.results ?? [];
  const items = (player: Player): RowMenuItem[] => [
    { label: t('players.edit'), to: playerPath(player.id, websiteId), icon: IconPencil },
    { label: t('players.embed'), onClick: () => onEmbed(player), icon: IconCode },
    // Player-level statistics are not collected: Analytics opens the website's report (docs/decisions.md).
    { label: t('players.analytics'), to: websiteReportPath(player.website_id, { player: player.id }), icon: IconChartBar },
    { label: t('players.copyLink'), onClick: () => void copyPlayerLink(player.id), icon: IconCopy },
    { label: t('players.clearCache'), onClick: () => clearCache(player.id), icon: IconRefresh },
  ];

  return (
    <ListPanel
      title={t('players.title')}
      // Creating needs a website: without one, the plus goes to the websites (the spec).
      actions={<NewEntryButton to={websiteId === null ? '/websites' : `/players?website=${websiteId}`} label={t('players.newEntry')} />}
      footer={<Pager page={page} count={data?.count ?? 0} limit={playersPageSize} onChange={onPageChange} position="common.pageSlash" />}
      error={error}
    >
      <Stack gap="sm">
        <SearchBox onSearch={onSearch} />
        <DataTable
          minWidth={360}
          loading={isPending}
          emptyText={t('players.empty')}
          rows={players}
          selectedId={selectedId}
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
      </Stack>
    </ListPanel>
  );
}
