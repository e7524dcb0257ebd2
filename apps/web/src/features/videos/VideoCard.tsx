import type { ReactNode } from 'react';
import { AspectRatio, Badge, Card, Center, Checkbox, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { LibraryVideo } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { duration, megabytes } from './video-format';
import { videoStatusColors, videoStatusLabels } from './video-status';

interface VideoCardProps {
  video: LibraryVideo;
  /** The card's checkbox, on the Videos and Trash tabs. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  /** The whole card is a button: the Players screen's video browser picks the video with it. */
  onPick?: () => void;
}

/** One library video: its poster, name, size in MB and length (hh:mm:ss), framed in its status' colour. */
export function VideoCard({ video, selection, onPick }: VideoCardProps) {
  const color = videoStatusColors[video.status];
  const body = <VideoFace video={video} />;
  return (
    <Card
      withBorder
      radius="md"
      padding="xs"
      component="article"
      aria-label={video.name}
      style={{ borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 }}
    >
      {onPick ? (
        <UnstyledButton onClick={onPick} aria-label={t('videos.useVideo', { name: video.name })}>
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
      {selection ? (
        <Checkbox
          mt="xs"
          size="xs"
          label={t('videos.select', { name: video.name })}
          checked={selection.checked}
          onChange={(event) => selection.onChange(event.currentTarget.checked)}
        />
      ) : null}
    </Card>
  );
}

function VideoFace({ video }: { video: LibraryVideo }) {
  const length = duration(video.length);
  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9}>
        {video.poster ? (
          <Image src={video.poster} alt={t('videos.posterOf', { name: video.name })} radius="sm" fit="cover" />
        ) : (
          <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Text size="xs" c="dimmed">
              {t(video.status === 'inprogress' ? 'videos.noPoster' : 'videos.noPosterAtAll')}
            </Text>
          </Center>
        )}
      </AspectRatio>
      <Text size="sm" fw={500} lineClamp={1} title={video.name}>
        {video.name}
      </Text>
      <Group justify="space-between" gap={4} wrap="nowrap">
        {/* A stream by URL has no stored size. */}
        <Fact>{video.container === 'hls' ? t('videos.hlsStream') : t('videos.sizeMb', { size: megabytes(video.size) })}</Fact>
        <Fact>{length ?? t('common.noValue')}</Fact>
      </Group>
      <Badge color={videoStatusColors[video.status]} variant="light" size="xs">
        {t(videoStatusLabels[video.status])}
      </Badge>
    </Stack>
  );
}

function Fact({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
