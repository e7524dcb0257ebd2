import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Player } from '@pubdesk/contract';
import { ApiError } from '@pubdesk/ui/api';
import { useCan } from '@pubdesk/ui/auth';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { OptionsNav, PlayerOptions } from '@pubdesk/ui/player-editor';
import { DetailState } from '@pubdesk/ui/forms';
import { StatusBadge } from '@pubdesk/ui/table';
import { MessagePage } from '../../components/MessagePage';
import { usePlayer } from './players.api';

/** The route's id when it is one (plain decimal digits), else null: a page no player has. */
const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * /players/:id: a player's options, as the console's Players screen shows them, every section
 * saved on its own. A network changes them (players.change_player; the API keeps it to its own
 * websites' players); a publisher reads them, disabled. A player not on the user's websites is not found.
 */
export function PlayerPage() {
  const id = idOf(useParams().id);
  const player = usePlayer(id);
  if (id === null || (player.error instanceof ApiError && player.error.status === 404)) {
    return (
      <MessagePage title={t('pages.notFoundTitle')} text={t('portalPlayers.notFoundText')}>
        <BackLink />
      </MessagePage>
    );
  }
  return (
    <Stack gap="md">
      <BackLink />
      <DetailState query={player}>{(loaded) => <PlayerScreen player={loaded} />}</DetailState>
    </Stack>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to="/players" size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('portalPlayers.backToList')}
    </Anchor>
  );
}

function PlayerScreen({ player }: { player: Player }) {
  const readOnly = !useCan('players.change_player');
  return (
    <Stack gap="md">
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
