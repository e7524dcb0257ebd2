import { Button } from '@mantine/core';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { SearchBox } from '../../components/SearchBox';
import { usePagedSearch } from '../../components/use-paged-search';
import { notify } from '@pubdesk/ui/notify';
import { ConfirmButton } from './ConfirmButton';
import { useSelectionActions } from './use-selection-actions';
import { VideoSelectionList } from './VideoSelectionList';
import { useTrashVideo, useVideoList } from './videos.api';

interface VideosTabProps {
  websiteId: number;
  /** Create Playlist with two or more videos checked: the playlist editor opens with them. */
  onCreatePlaylist: (videos: number[]) => void;
}

/** The website's videos (not in the trash): search files, Create Playlist, Remove Video (to the trash). */
export function VideosTab({ websiteId, onCreatePlaylist }: VideosTabProps) {
  const { page, setPage, search, onSearch } = usePagedSearch();
  const list = useVideoList(websiteId, page, search, false);
  const { selected, setSelected, acting, act } = useSelectionActions<'remove'>({ page, setPage, shown: list.data?.results });
  const trash = useTrashVideo();
  const canRemove = useCan('players.change_video');
  const canCreatePlaylist = useCan('players.add_playlist');

  const createPlaylist = () => {
    if (selected.length < 2) notify.warning({ message: t('videos.selectTwo') });
    else onCreatePlaylist(selected);
  };
  const remove = () =>
    act('remove', (id) => trash.mutateAsync({ params: { id } }), { done: 'videos.removed', failed: 'videos.removeFailed' });

  return (
    <VideoSelectionList
      videos={list.data?.results ?? []}
      count={list.data?.count ?? 0}
      loading={list.isPending}
      emptyText={t('videos.noVideos')}
      selected={selected}
      onSelect={setSelected}
      page={page}
      onPageChange={setPage}
      toolbar={
        <>
          <SearchBox onSearch={onSearch} label={t('videos.searchFiles')} placeholder={t('videos.searchFiles')} />
          {canCreatePlaylist ? (
            <Button size="xs" variant="light" onClick={createPlaylist}>
              {t('videos.createPlaylist')}
            </Button>
          ) : null}
          {canRemove ? (
            <ConfirmButton
              label={t('videos.removeVideo')}
              color="red"
              refusal={selected.length === 0 ? t('videos.selectFirst') : null}
              loading={acting === 'remove'}
              onConfirm={() => void remove()}
            />
          ) : null}
        </>
      }
    />
  );
}
