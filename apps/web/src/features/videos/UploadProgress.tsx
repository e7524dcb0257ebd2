import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import type { VideoUploadState } from './use-video-upload';

interface UploadProgressProps {
  upload: VideoUploadState;
  onCancel: () => void;
}

/** An upload's progress bar and 'Uploading {percent}%', the paused line while the connection is lost, and Cancel upload. */
export function UploadProgress({ upload, onCancel }: UploadProgressProps) {
  if (upload.phase !== 'uploading' && upload.phase !== 'done') return null;
  return (
    <Stack gap={4}>
      <Progress value={upload.percent} aria-label={t('videos.uploadProgress')} color={upload.paused ? 'yellow' : undefined} />
      <Group justify="space-between" gap="xs">
        <Text size="xs" aria-live="polite">
          {t('videos.uploading', { percent: upload.percent })}
        </Text>
        {upload.phase === 'uploading' ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel}>
            {t('videos.cancelUpload')}
          </Button>
        ) : null}
      </Group>
      {upload.paused ? (
        <Text size="xs" c="yellow.8" role="status">
          {t('videos.paused')}
        </Text>
      ) : null}
      {upload.phase === 'done' ? (
        <Text size="xs" c="dimmed">
          {t('videos.processing')}
        </Text>
      ) : null}
    </Stack>
  );
}
