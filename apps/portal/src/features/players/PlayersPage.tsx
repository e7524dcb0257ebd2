import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ListState, Pager } from '@pubdesk/ui/table';
import { useWebsiteParam } from '../../components/website-param';
import { WebsiteSelect } from '../../components/WebsiteSelect';
import { PlayerCard } from './PlayerCard';
import { CreatePlayerModal } from './CreatePlayerModal';
import { playersPageSize, usePlayerList } from './players.api';

/**
 * /players?website=: the players of the user's websites (one website's, or all), each with its
 * embed code to copy. Networks also create players, and Edit opens a player's options (PlayerPage).
 */
export function PlayersPage() {
  const [website, setWebsite] = useWebsiteParam();
  const [page, setPage] = useState(1);
  const list = usePlayerList(website, page);
  const canAdd = useCan('players.add_player');
  const canChange = useCan('players.change_player');
  const [creating, setCreating] = useState(false);
  const players = list.data?.results ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('players.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('portalPlayers.intro')}
          </Text>
          {canChange ? (
            <Text c="dimmed" size="sm">
              {t('portalPlayers.editIntro')}
            </Text>
          ) : null}
        </Stack>
        {canAdd ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('players.newEntry')}
          </Button>
        ) : null}
      </Group>
      <WebsiteSelect
        label={t('common.website')}
        placeholder={t('portalPlayers.allWebsites')}
        clearable
        value={website}
        onChange={(id) => {
          setWebsite(id);
          setPage(1);
        }}
      />
      <ListState
        loading={list.isPending}
        empty={players.length === 0}
        emptyText={t(website === null ? 'portalPlayers.empty' : 'players.empty')}
      >
        <Stack gap="md">
          {players.map((player) => (
            <PlayerCard key={player.id} player={player} editable={canChange} />
          ))}
        </Stack>
      </ListState>
      <Pager page={page} count={list.data?.count ?? 0} limit={playersPageSize} onChange={setPage} position="common.pageSlash" />
      {creating ? <CreatePlayerModal websiteId={website} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
