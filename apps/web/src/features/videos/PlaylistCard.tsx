import { Anchor, AspectRatio, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { Playlist } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { ConfirmDelete } from '@pubdesk/ui/table';
import { formatDateTime } from '@pubdesk/ui/dates';
import { videosPath } from './paths';

interface PlaylistCardProps {
  playlist: Playlist;
  /** With the delete permission: the confirmed delete. */
  onDelete: (() => void) | null;
  deleting: boolean;
}

/** A saved playlist: its first four posters, its name (which opens it in the editor), its creation date and size. */
export function PlaylistCard({ playlist, onDelete, deleting }: PlaylistCardProps) {
  const { pic1, pic2, pic3, pic4 } = playlist.posters;
  const navigate = useNavigate();
  const path = videosPath(playlist.website_id, playlist.id);
  return (
    <Card withBorder radius="md" padding="xs" component="article" aria-label={playlist.name}>
      <Stack gap={6}>
        {/* A click on the posters opens the playlist too; keyboards and screen readers use its name's link. */}
        <AspectRatio ratio={16 / 9} onClick={() => navigate(path)} style={{ cursor: 'pointer' }}>
          <SimpleGrid cols={2} spacing={2} verticalSpacing={2} style={{ gridTemplateRows: '1fr 1fr' }}>
            {[pic1, pic2, pic3, pic4].map((poster, index) =>
              poster ? (
                // The posters only decorate: the name says which playlist it is.
                <Image key={index} src={poster} alt="" fit="cover" h="100%" radius={2} />
              ) : (
                <Box key={index} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 2 }} />
              ),
            )}
          </SimpleGrid>
        </AspectRatio>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Anchor component={Link} to={path} size="sm" fw={500} lineClamp={1}>
            {playlist.name}
          </Anchor>
          {onDelete ? (
            <ConfirmDelete
              label={t('videos.deletePlaylist', { name: playlist.name })}
              name={playlist.name}
              loading={deleting}
              onConfirm={onDelete}
            />
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('videos.createdOn', { date: formatDateTime(playlist.createdAt) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('videos.videoCount', { count: playlist.videos.length })}
        </Text>
      </Stack>
    </Card>
  );
}
