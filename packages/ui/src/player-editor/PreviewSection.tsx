import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { Player } from '@pubdesk/contract';
import { t } from '../i18n';
import { optionSections } from './option-sections';
import { OptionsCard } from './OptionsCard';

/**
 * Preview: the player script itself, on a page of its own (`/player/preview/{id}`) framed here,
 * playing the player's public config as a publisher's page would.
 */
export function PreviewSection({ player }: { player: Player }) {
  const [loads, setLoads] = useState(0);
  return (
    <OptionsCard
      id={optionSections.preview.id}
      title={t('players.preview')}
      action={
        <Button size="xs" variant="default" onClick={() => setLoads((n) => n + 1)}>
          {t(loads === 0 ? 'players.loadPreview' : 'players.reloadPreview')}
        </Button>
      }
    >
      {player.status !== 'active' ? (
        <Text size="xs" c="dimmed">
          {t('players.previewActiveOnly')}
        </Text>
      ) : null}
      {loads > 0 ? (
        <iframe
          key={loads}
          title={t('players.previewOf', { name: player.name })}
          src={`/player/preview/${player.id}`}
          // An origin of its own: ad servers' scripts and creatives never reach the app's storage.
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          style={{ width: '100%', height: player.desktop_height + 96, border: 0, borderRadius: 4 }}
        />
      ) : null}
    </OptionsCard>
  );
}
