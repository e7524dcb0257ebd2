import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Player } from '@pubdesk/contract';
import { useCan } from '@pubdesk/ui/auth';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { OptionsNav, PlayerOptions } from '@pubdesk/ui/player-editor';
import { StatusBadge } from '@pubdesk/ui/table';
import { BackLink, RecordPage } from '../../components/RecordPage';
import { usePlayer } from './players.api';

/**
 * /players/:id: a player's options, as the console's Players screen shows them, every section
 * saved on its own. A network changes them (players.change_player; the API keeps it to its own
 * websites' players); a publisher reads them, disabled. A player not on the user's websites is not found.
 */
export function PlayerPage() {
  return (
    <RecordPage useRecord={usePlayer} notFoundText={t('portalPlayers.notFoundText')} back={backToList()}>
      {(player) => <PlayerScreen player={player} />}
    </RecordPage>
  );
}

const backToList = () => ({ to: '/players', label: t('portalPlayers.backToList') });

function PlayerScreen({ player }: { player: Player }) {
  const readOnly = !useCan('players.change_player');
  return (
    <Stack gap="md">
      <BackLink {...backToList()} />
      <Stack gap={2}>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {player.name}
          </Title>
          <StatusBadge status={player.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {player.website_name} · {capitalizeUnderscored(player.player_type)}
        </Text>
      </Stack>
      <Grid gap="md">
        {/* On wide screens the links to the sections stand beside them; below, they head the options. */}
        <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
          <OptionsNav player={player} layout="side" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <PlayerOptions key={player.id} player={player} readOnly={readOnly} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
