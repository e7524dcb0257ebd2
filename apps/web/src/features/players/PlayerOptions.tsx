import { Stack, Title } from '@mantine/core';
import type { Player } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { BasicForm } from './BasicForm';
import { MonetizationSection } from './MonetizationSection';
import { BlocklistSection, ContentSection, FormatSection, PlatformSettingsSection, PlayerSettingsSection } from './SettingsSections';
import { PreviewSection } from './PreviewSection';
import { StyleSection } from './StyleSection';

/**
 * 'Options for (name)': every section of a player, each saved on its own with its own notice,
 * and the preview of the player as pages show it.
 */
export function PlayerOptions({ player, readOnly }: { player: Player; readOnly: boolean }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('players.optionsFor', { name: player.name })}
      </Title>
      <BasicForm player={player} readOnly={readOnly} />
      <PlayerSettingsSection player={player} readOnly={readOnly} />
      <PlatformSettingsSection player={player} readOnly={readOnly} />
      <MonetizationSection player={player} readOnly={readOnly} />
      <StyleSection player={player} readOnly={readOnly} />
      <ContentSection player={player} readOnly={readOnly} />
      <FormatSection player={player} readOnly={readOnly} />
      <BlocklistSection player={player} readOnly={readOnly} />
      <PreviewSection player={player} />
    </Stack>
  );
}
