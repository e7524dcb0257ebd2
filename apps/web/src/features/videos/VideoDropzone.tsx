import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconMovie } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { megabytes } from './video-format';

/** What the library takes; the server recognises the container from the bytes and refuses anything else. */
const videoTypes = ['video/mp4', 'video/webm', 'video/quicktime'];

interface VideoDropzoneProps {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Upload was pressed with no file chosen. */
  error?: string;
}

/** 'Video file': drop a video here, or click (or press Enter) to choose one; the chosen file's name and size show. */
export function VideoDropzone({ file, onFile, disabled, error }: VideoDropzoneProps) {
  const label = t('videos.videoFile');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {label}
      </Text>
      <Dropzone
        onDrop={(files) => {
          const [first] = files;
          if (first) onFile(first);
        }}
        accept={videoTypes}
        multiple={false}
        disabled={disabled}
        inputProps={{ 'aria-label': label }}
        p="md"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
          <IconMovie size={28} stroke={1.5} aria-hidden />
          <Text size="sm" ta="center">
            {file ? t('videos.chosenFile', { name: file.name, size: megabytes(file.size) }) : t('videos.dropHint')}
          </Text>
        </Stack>
      </Dropzone>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
