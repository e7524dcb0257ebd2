import { SimpleGrid, Stack } from '@mantine/core';
import type { Playlist } from '@pubdesk/contract';
import { ListState } from '@pubdesk/ui/table';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { DetailState } from '@pubdesk/ui/forms';
import { notifyDone, notifyRefused } from '@pubdesk/ui/notify';
import { draftForm, formFromPlaylist } from './playlist-form';
import { PlaylistCard } from './PlaylistCard';
import { PlaylistEditor } from './PlaylistEditor';
import { useDeletePlaylist, usePlaylist, usePlaylistList } from './videos.api';

interface PlaylistTabProps {
  websiteId: number;
  /** The playlist open in the editor (the route's id). */
  editingId: number | null;
  /** The videos of a playlist being created (Create Playlist), until it is saved or cancelled. */
  draft: number[] | null;
  onClose: () => void;
  onCreated: (playlist: Playlist) => void;
  /** A playlist was deleted: the editor must not keep it open. */
  onDeleted: (id: number) => void;
}

/** The editor (a new playlist, or the one opened) over the website's playlist cards. */
export function PlaylistTab({ websiteId, editingId, draft, onClose, onCreated, onDeleted }: PlaylistTabProps) {
  const list = usePlaylistList(websiteId);
  const editing = usePlaylist(draft === null ? editingId : null);
  const remove = useDeletePlaylist();
  const canAdd = useCan('players.add_playlist');
  const canChange = useCan('players.change_playlist');
  const canDelete = useCan('players.delete_playlist');
  const playlists = list.data?.results ?? [];

  const onDelete = (playlist: Playlist) =>
    remove.mutate(playlist.id, {
      onSuccess: () => {
        notifyDone(t('videos.playlistDeleted'));
        onDeleted(playlist.id);
      },
      onError: (error) => notifyRefused('videos.playlistDeleteFailed', error),
    });

  return (
    <Stack gap="md">
      {draft !== null ? (
        <PlaylistEditor
          key={draft.join()}
          websiteId={websiteId}
          playlist={null}
          initial={draftForm(draft)}
          readOnly={!canAdd}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : editingId !== null ? (
        <DetailState query={editing}>
          {(playlist) => (
            <PlaylistEditor
              // A newer copy (a cached one refreshed, a video appended by an upload) starts the form again.
              key={`${playlist.id}:${playlist.updated_at}`}
              websiteId={websiteId}
              playlist={playlist}
              initial={formFromPlaylist(playlist)}
              readOnly={!canChange}
              onClose={onClose}
              onCreated={onCreated}
            />
          )}
        </DetailState>
      ) : null}
      <ListState loading={list.isPending} empty={playlists.length === 0} emptyText={t('videos.noPlaylists')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm">
          {playlists.map((playlist) => (
            <PlaylistCard
              key={playlist.id}
              playlist={playlist}
              onDelete={canDelete ? () => onDelete(playlist) : null}
              deleting={remove.isPending && remove.variables === playlist.id}
            />
          ))}
        </SimpleGrid>
      </ListState>
    </Stack>
  );
}
