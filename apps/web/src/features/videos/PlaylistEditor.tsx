import { useMemo } from 'react';
import { TextInput } from '@mantine/core';
import type { Playlist } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { FormLayout, useFields } from '@pubdesk/ui/forms';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { ConfirmButton } from './ConfirmButton';
import { createPayload, updatePayload, type PlaylistFormValues } from './playlist-form';
import { PlaylistOrder } from './PlaylistOrder';
import { useCreatePlaylist, useUpdatePlaylist, useVideoLookup } from './videos.api';

interface PlaylistEditorProps {
  websiteId: number;
  /** The playlist edited; null for a new one (from Create Playlist). */
  playlist: Playlist | null;
  initial: PlaylistFormValues;
  readOnly: boolean;
  /** Cancel, once confirmed. */
  onClose: () => void;
  /** A new playlist was saved: the screen opens it by its id. */
  onCreated: (playlist: Playlist) => void;
}

/** A playlist's name, tags (separated by space) and videos in order: Save playlist, or cancel after 'Are You Sure ??'. */
export function PlaylistEditor({ websiteId, playlist, initial, readOnly, onClose, onCreated }: PlaylistEditorProps) {
  const { values, set, text } = useFields<PlaylistFormValues>(initial);
  const lookup = useVideoLookup(websiteId);
  const known = useMemo(() => new Map((lookup.data ?? []).map((video) => [video.id, video])), [lookup.data]);
  const create = useCreatePlaylist();
  const update = useUpdatePlaylist();
  const saving = playlist ? update : create;
  const errors = fieldErrors(saving.error);
  const notices = {
    onError: (error: unknown) => notifyRefused('videos.playlistSaveFailed', error),
  };

  const save = () => {
    if (playlist) {
      update.mutate(
        { params: { id: playlist.id }, body: updatePayload(values) },
        { ...notices, onSuccess: () => notifyDone(t('videos.playlistSaved')) },
      );
      return;
    }
    create.mutate(createPayload(values, websiteId), {
      ...notices,
      onSuccess: (created) => {
        notifyDone(t('videos.playlistSaved'));
        onCreated(created);
      },
    });
  };

  return (
    <FormLayout
      title={playlist ? t('videos.editPlaylist') : t('videos.newPlaylist')}
      submitLabel={t('videos.savePlaylist')}
      onSubmit={save}
      submitting={saving.isPending}
      readOnly={readOnly}
      extraButtons={<ConfirmButton label={t('videos.cancel')} variant="default" onConfirm={onClose} />}
    >
      <TextInput label={t('videos.playlistName')} required error={errors.name} {...text('name')} data-autofocus />
      <TextInput label={t('videos.playlistTags')} error={errors.tags} {...text('tags')} />
      <PlaylistOrder
        videos={values.videos}
        known={known}
        onChange={(videos) => set('videos', videos)}
        error={errors.videos}
        disabled={readOnly}
      />
    </FormLayout>
  );
}
