import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { contentTypes, type LibraryVideo, type Player, type PlayerContent } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { usePlaylistList, useSetVideoContent, useVideo, VideoBrowserModal } from '../videos';
import type { PartForm } from './PartSection';
import { ChoiceField } from './player-fields';

/**
 * The Content selection's fields: the type, then an external URL, a library video (chosen in the
 * video browser, which saves it at once) or one of the website's playlists (saved with the section).
 */
export function ContentFields({ player, form }: { player: Player; form: PartForm<PlayerContent> }) {
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
      ) : values.type === 'video' ? (
        <VideoChoice
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
  player: Player;
  videoId: number | null;
  error?: string;
  readOnly: boolean;
  onChosen: (video: LibraryVideo) => void;
}

/** The player's video by name, and Browse videos: clicking one in the browser makes it the player's video. */
function VideoChoice({ player, videoId, error, readOnly, onChosen }: VideoChoiceProps) {
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
