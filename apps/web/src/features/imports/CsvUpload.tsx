import { Progress, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { ErrorList } from '@pubdesk/ui/forms';
import { FileDropzoneField } from '../../components/FileDropzone';
import { useCsvUpload } from './use-csv-upload';

/** CSV files as browsers type them (some call them Excel files, some plain text). */
const csvTypes = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };

/** The refusal as shown under the drop zone: the `file` field's message (line and column) when there is one. */
function UploadRefusal({ error }: { error: unknown }) {
  const file = fieldErrors(error).file;
  return (
    <Text component="div" size="xs" c="red" role="alert">
      {file ?? <ErrorList error={error} />}
    </Text>
  );
}

/**
 * 'Upload a CSV file' for a demand source fed by hand: a file dropped (or chosen) is sent at once,
 * with a progress bar; the server checks every line first and a refused file names its line and column.
 */
export function CsvUpload({ supplierId }: { supplierId: number }) {
  const upload = useCsvUpload(supplierId);
  const label = t('imports.uploadTitle');
  const uploading = upload.phase === 'uploading';
  return (
    <FileDropzoneField
      label={label}
      accept={csvTypes}
      onFile={(file) => void upload.start(file)}
      disabled={uploading}
      invalid={upload.phase === 'failed'}
      icon={IconFileTypeCsv}
      hint={
        <Text size="xs" ta="center" c="dimmed">
          {t('imports.uploadHint')}
        </Text>
      }
    >
      {uploading ? (
        <Stack gap={2}>
          <Progress value={upload.percent} aria-label={t('videos.uploadProgress')} />
          <Text size="xs" aria-live="polite">
            {t('videos.uploading', { percent: upload.percent })}
          </Text>
        </Stack>
      ) : null}
      {upload.phase === 'failed' ? <UploadRefusal error={upload.error} /> : null}
    </FileDropzoneField>
  );
}
