import { Badge, Box, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Player } from '@pubdesk/contract';
import { embedCode } from '@pubdesk/ui/embed';
import { capitalizeUnderscored } from '@pubdesk/ui/format';
import { t } from '@pubdesk/ui/i18n';
import { StatusBadge } from '@pubdesk/ui/table';
import { playerPath } from './paths';

/** How long 'Code Copied' shows (the console's embed modal: spec section 9). */
const COPIED_MS = 1500;

interface PlayerCardProps {
  player: Player;
  /** Whether the user may change players (a network): Edit opens the player's options. */
  editable: boolean;
}

/** One player: its name, website, type and status, and its embed code with a copy button. */
export function PlayerCard({ player, editable }: PlayerCardProps) {
  // The script is served by this product, on the address the user reads the portal at (their label's).
  const code = embedCode(player.id, window.location.origin, player.async);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={player.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {player.name}
              </Title>
              <StatusBadge status={player.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {player.website_name} · {capitalizeUnderscored(player.player_type)}
            </Text>
          </Stack>
          {editable ? (
            <Button
              component={Link}
              to={playerPath(player.id)}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
              aria-label={t('portalPlayers.editOf', { name: player.name })}
            >
              {t('common.edit')}
            </Button>
          ) : null}
        </Group>
        {player.status !== 'active' ? (
          <Text size="sm" c="dimmed">
            {t('portalPlayers.notLive')}
          </Text>
        ) : null}
        <Stack component="figure" gap={4} m={0}>
          <Text component="figcaption" size="sm" fw={500}>
            {t('players.embedCode')}
          </Text>
          <Code block>{code}</Code>
        </Stack>
        <CopyButton value={code} timeout={COPIED_MS}>
          {({ copied, copy }) => (
            <Group justify="flex-end" gap="sm">
              <Box role="status">
                {copied ? (
                  <Badge color="green" variant="light">
                    {t('players.codeCopied')}
                  </Badge>
                ) : null}
              </Box>
              <Button leftSection={<IconCopy size={16} />} onClick={copy} aria-label={t('portalPlayers.copyCodeOf', { name: player.name })}>
                {t('players.copyCode')}
              </Button>
            </Group>
          )}
        </CopyButton>
      </Stack>
    </Card>
  );
}
