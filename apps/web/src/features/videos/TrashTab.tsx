import { useState } from 'react';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { ConfirmButton } from './ConfirmButton';
import { useSelectionActions } from './use-selection-actions';
import { VideoSelectionList } from './VideoSelectionList';
import { useDeleteVideo, useRestoreVideo, useVideoList } from './videos.api';

/** The website's trash: Restore Video puts the checked videos back, Delete Video removes them for good. */
export function TrashTab({ websiteId }: { websiteId: number }) {
  const [page, setPage] = useState(1);
  const list = useVideoList(websiteId, page, '', true);
  const { selected, setSelected, acting, act } = useSelectionActions<'restore' | 'delete'>({ page, setPage, shown: list.data?.results });
  const restore = useRestoreVideo();
  const remove = useDeleteVideo();
  const canRestore = useCan('players.change_video');
  const canDelete = useCan('players.delete_video');
  const refusal = selected.length === 0 ? t('videos.selectFirst') : null;
  const restoreAll = () =>
    act('restore', (id) => restore.mutateAsync({ params: { id } }), { done: 'videos.restored', failed: 'videos.restoreFailed' });
  const deleteAll = () => act('delete', (id) => remove.mutateAsync(id), { done: 'videos.deleted', failed: 'videos.deleteFailed' });

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
              onConfirm={() => void restoreAll()}
            />
          ) : null}
          {canDelete ? (
            <ConfirmButton
              label={t('videos.deleteVideo')}
              color="red"
              refusal={refusal}
              loading={acting === 'delete'}
              onConfirm={() => void deleteAll()}
            />
          ) : null}
        </>
      }
    />
  );
}
