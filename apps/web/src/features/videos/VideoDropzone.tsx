import { Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { t } from '@pubdesk/ui/i18n';
import { FieldError } from '@pubdesk/ui/forms';
import { FileDropzoneField } from '../../components/FileDropzone';
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
  return (
    <FileDropzoneField
      label={t('videos.videoFile')}
      accept={videoTypes}
      onFile={onFile}
      disabled={disabled}
      invalid={Boolean(error)}
      icon={IconMovie}
      hint={
        <Text size="sm" ta="center">
          {file ? t('videos.chosenFile', { name: file.name, size: megabytes(file.size) }) : t('videos.dropHint')}
        </Text>
      }
    >
      <FieldError>{error}</FieldError>
    </FileDropzoneField>
  );
}
