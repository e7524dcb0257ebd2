import type { ComponentType } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { contentTypes, type LibraryVideo, type Player, type PlayerContent } from '@pubdesk/contract';
import { t } from '../i18n';
import { notifyDone, notifyRefused } from '../notify/notices';
import type { PartForm } from './PartSection';
import { ChoiceField } from './player-fields';
import { usePlayerVideoChoices, usePlaylistList, useSetVideoContent, useVideo } from './players.api';

export interface VideoBrowserProps {
  player: Player;
  onClose: () => void;
  /** A video was clicked: it becomes the player's video. */
  onPick: (video: LibraryVideo) => void;
}

/**
 * A modal of the website's video library (the console's, with its upload) where a click picks the
 * player's video. Without one, the video is chosen in a list of the website's videos.
 */
export type VideoBrowser = ComponentType<VideoBrowserProps>;

interface ContentFieldsProps {
  player: Player;
  form: PartForm<PlayerContent>;
  videoBrowser?: VideoBrowser;
}

/**
 * The Content selection's fields: the type, then an external URL, a library video (chosen in the
 * video browser, which saves it at once, or in a list, saved with the section) or one of the
 * website's playlists (saved with the section).
 */
export function ContentFields({ player, form, videoBrowser }: ContentFieldsProps) {
  const { values, set, errors, readOnly } = form;
  return (
    <>
      <ChoiceField
        label={t('players.contentType')}
        values={contentTypes}
        value={values.type}
        onChange={(v) => set('type', v)}
        error={errors.type}
        disabled={readOnly}
      />
      {values.type === 'url' ? (
        <TextInput
          label={t('players.contentUrl')}
          value={values.external_url}
          onChange={(e) => set('external_url', e.currentTarget.value)}
          error={errors.external_url}
          disabled={readOnly}
          placeholder="https://"
        />
      ) : values.type === 'video' && videoBrowser ? (
        <VideoChoice
          browser={videoBrowser}
          player={player}
          videoId={values.video}
          error={errors.video}
          readOnly={readOnly}
          // The browser saved it already: the form follows, so that the section's Save keeps it.
          onChosen={(video) => {
            set('type', 'video');
            set('video', video.id);
          }}
        />
      ) : values.type === 'video' ? (
        <VideoSelect
          playerId={player.id}
          value={values.video}
          onChange={(id) => set('video', id)}
          error={errors.video}
          readOnly={readOnly}
        />
      ) : (
        <PlaylistChoice
          websiteId={player.website_id}
          value={values.playlist}
          onChange={(id) => set('playlist', id)}
          error={errors.playlist}
          readOnly={readOnly}
        />
      )}
    </>
  );
}

interface VideoChoiceProps {
  browser: VideoBrowser;
  player: Player;
  videoId: number | null;
  error?: string;
  readOnly: boolean;
  onChosen: (video: LibraryVideo) => void;
}

/** The player's video by name, and Browse videos: clicking one in the browser makes it the player's video. */
function VideoChoice({ browser: VideoBrowserModal, player, videoId, error, readOnly, onChosen }: VideoChoiceProps) {
  const video = useVideo(videoId);
  const choose = useSetVideoContent();
  const [browsing, browser] = useDisclosure(false);
  const pick = (picked: LibraryVideo) =>
    choose.mutate(
      { player_id: player.id, video: picked.id },
      {
        onSuccess: () => {
          notifyDone(t('videos.playerVideoUpdated'));
          onChosen(picked);
          browser.close();
        },
        onError: (failure) => notifyRefused('videos.playerVideoFailed', failure),
      },
    );
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('players.contentVideo')}
          value={video.data?.name ?? ''}
          placeholder={t('common.none')}
          error={error}
          readOnly
          style={{ flex: 1 }}
        />
        {readOnly ? null : (
          <Button variant="default" onClick={browser.open} loading={choose.isPending}>
            {t('videos.browseVideos')}
          </Button>
        )}
      </Group>
      {browsing ? <VideoBrowserModal player={player} onClose={browser.close} onPick={pick} /> : null}
    </>
  );
}

interface VideoSelectProps {
  playerId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  readOnly: boolean;
}

/** One of the videos the player may play (its website's library), saved with the section. */
function VideoSelect({ playerId, value, onChange, error, readOnly }: VideoSelectProps) {
  const videos = usePlayerVideoChoices(playerId, !readOnly);
  const current = useVideo(value);
  const choices = (videos.data?.results ?? []).map((video) => ({ value: String(video.id), label: video.name }));
  // The saved video, named even before (or without) the list: a read-only form does not load it.
  if (value !== null && current.data && !choices.some((choice) => choice.value === String(value))) {
    choices.unshift({ value: String(value), label: current.data.name });
  }
  return (
    <Select
      label={t('players.contentVideo')}
      placeholder={t('common.none')}
      data={choices}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      disabled={readOnly}
      searchable
      clearable
    />
  );
}

interface PlaylistChoiceProps {
  websiteId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  readOnly: boolean;
}

/** One of the website's playlists, saved with the section. */
function PlaylistChoice({ websiteId, value, onChange, error, readOnly }: PlaylistChoiceProps) {
  const playlists = usePlaylistList(websiteId);
  return (
    <Select
      label={t('players.contentPlaylist')}
      placeholder={t('common.none')}
      data={(playlists.data?.results ?? []).map((playlist) => ({ value: String(playlist.id), label: playlist.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      disabled={readOnly}
      clearable
    />
  );
}
