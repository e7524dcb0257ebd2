import { useState } from 'react';
import { useCan } from '../../lib/auth/use-can';
import { t } from '../../lib/i18n';
import { actOnEach } from './act-on-each';
import { ConfirmButton } from './ConfirmButton';
import { VideoSelectionList } from './VideoSelectionList';
import { useDeleteVideo, useRestoreVideo, useVideoList } from './videos.api';

/** The website's trash: Restore Video puts the checked videos back, Delete Video removes them for good. */
export function TrashTab({ websiteId }: { websiteId: number }) {
  const [page, setPage] = useState(1);
  const list = useVideoList(websiteId, page, '', true);
  const [selected, setSelected] = useState<number[]>([]);
  const restore = useRestoreVideo();
  const remove = useDeleteVideo();
  const canRestore = useCan('players.change_video');
  const canDelete = useCan('players.delete_video');
  const [acting, setActing] = useState<'restore' | 'delete' | null>(null);
  const refusal = selected.length === 0 ? t('videos.selectFirst') : null;

  const act = async (action: 'restore' | 'delete') => {
    setActing(action);
    const done =
      action === 'restore'
        ? await actOnEach(selected, (id) => restore.mutateAsync({ params: { id } }), {
            done: 'videos.restored',
            failed: 'videos.restoreFailed',
          })
        : await actOnEach(selected, (id) => remove.mutateAsync(id), { done: 'videos.deleted', failed: 'videos.deleteFailed' });
    setSelected((current) => current.filter((id) => !done.includes(id)));
    setActing(null);
    // The page emptied: show the one before rather than an empty last page.
    if (page > 1 && list.data?.results.every((video) => done.includes(video.id))) setPage(page - 1);
  };

  return (
    <VideoSelectionList
      videos={list.data?.results ?? []}
      count={list.data?.count ?? 0}
      loading={list.isPending}
      emptyText={t('videos.trashEmpty')}
      selected={selected}
      onSelect={setSelected}
      page={page}
      onPageChange={setPage}
      toolbar={
        <>
          {canRestore ? (
            <ConfirmButton
              label={t('videos.restoreVideo')}
              refusal={refusal}
              loading={acting === 'restore'}
              onConfirm={() => void act('restore')}
            />
          ) : null}
          {canDelete ? (
            <ConfirmButton
              label={t('videos.deleteVideo')}
              color="red"
              refusal={refusal}
              loading={acting === 'delete'}
              onConfirm={() => void act('delete')}
            />
          ) : null}
        </>
      }
    />
  );
}
