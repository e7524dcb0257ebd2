import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh, IconUpload } from '@tabler/icons-react';
import type { LibraryVideo, Player } from '@pubdesk/contract';
import { ListState } from '@pubdesk/ui/table';
import { Pager } from '@pubdesk/ui/table';
import { useCan } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { VideoCard } from './VideoCard';
import { usePlayerVideos, videosPageSize } from './videos.api';
import { VideoUploadModal } from './VideoUploadModal';

interface VideoBrowserModalProps {
  player: Player;
  onClose: () => void;
  /** A video was clicked: it becomes the player's video. */
  onPick: (video: LibraryVideo) => void;
}

/** The videos the player may play (its website's library), 10 a page, with Refresh and Upload video; a click picks one. */
export function VideoBrowserModal({ player, onClose, onPick }: VideoBrowserModalProps) {
  const [page, setPage] = useState(1);
  const list = usePlayerVideos({ player: player.id, page });
  const [uploading, upload] = useDisclosure(false);
  const canUpload = useCan('players.add_video');
  const videos = list.data?.results ?? [];

  return (
    <Modal opened onClose={onClose} title={t('videos.videoBrowserTitle', { website: player.website_name })} size="xl">
      <Stack gap="sm">
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          >
            {t('videos.refresh')}
          </Button>
          {canUpload ? (
            <Button size="xs" variant="light" leftSection={<IconUpload size={14} />} onClick={upload.open}>
              {t('videos.uploadVideo')}
            </Button>
          ) : null}
        </Group>
        <ListState loading={list.isPending} empty={videos.length === 0} emptyText={t('videos.noVideos')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {videos.map((video) => (
              <VideoCard key={video.id} video={video} onPick={() => onPick(video)} />
            ))}
          </SimpleGrid>
        </ListState>
        <Pager page={page} count={list.data?.count ?? 0} limit={videosPageSize} onChange={setPage} />
      </Stack>
      {uploading ? <VideoUploadModal websiteId={player.website_id} onClose={upload.close} /> : null}
    </Modal>
  );
}
