import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Player } from '@pubdesk/contract';
import { t } from '../i18n';
import { BasicForm } from './BasicForm';
import type { VideoBrowser } from './ContentFields';
import { MonetizationSection } from './MonetizationSection';
import { isSectionId, showSection } from './option-sections';
import { useRoomForSaveBars } from './OptionsCard';
import { OptionsNav } from './OptionsNav';
import { BlocklistSection, ContentSection, FormatSection, PlatformSettingsSection, PlayerSettingsSection } from './SettingsSections';
import { PreviewSection } from './PreviewSection';
import { StyleSection } from './StyleSection';

interface PlayerOptionsProps {
  player: Player;
  /** Without the change permission (players.change_player): fields disabled, no Save. */
  readOnly: boolean;
  /** Where a library video is picked (the console's browser, with its upload); without it, a list of the website's videos. */
  videoBrowser?: VideoBrowser;
}

/**
 * 'Options for (name)': every section of a player, each saved on its own with its own notice,
 * and the preview of the player as pages show it. Links to the sections head the options on
 * narrow screens; on wide ones the screen shows them beside (OptionsNav, layout 'side').
 */
export function PlayerOptions({ player, readOnly, videoBrowser }: PlayerOptionsProps) {
  useOpeningSection();
  useRoomForSaveBars();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('players.optionsFor', { name: player.name })}
      </Title>
      <OptionsNav player={player} layout="top" />
      <BasicForm player={player} readOnly={readOnly} />
      <PlayerSettingsSection player={player} readOnly={readOnly} />
      <PlatformSettingsSection player={player} readOnly={readOnly} />
      <MonetizationSection player={player} readOnly={readOnly} />
      <StyleSection player={player} readOnly={readOnly} />
      <ContentSection player={player} readOnly={readOnly} videoBrowser={videoBrowser} />
      <FormatSection player={player} readOnly={readOnly} />
      <BlocklistSection player={player} readOnly={readOnly} />
      <PreviewSection player={player} />
    </Stack>
  );
}

/**
 * Options opened at a section (`/players/3#format`, a shared link) show it once nothing is
 * loading any more: the sections above it grow as their parts arrive. Only on opening: later the
 * links show their sections themselves, and Back and Forward restore the browser's own scroll.
 */
function useOpeningSection() {
  const { hash } = useLocation();
  const client = useQueryClient();
  // Whether anything loads, not how much: the options re-render as loading starts and ends, and
  // as they do, every section renders what has arrived, so the DOM is complete when it ends.
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const idle = useSyncExternalStore(subscribe, () => client.isFetching() === 0);
  const opened = useRef(false);
  useEffect(() => {
    // The client's own count: this render's may predate the loads the sections started in this commit.
    if (opened.current || !idle || client.isFetching() > 0) return;
    opened.current = true;
    const id = hash.slice(1);
    if (isSectionId(id)) showSection(id);
  }, [client, idle, hash]);
}
