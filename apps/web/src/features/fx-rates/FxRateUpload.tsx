import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { FxRateUploadResult } from '@pubdesk/contract';
import { errorsBesides } from '../../components/form-errors';
import { SaveFailure } from '../../components/SaveFailure';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { useUploadFxRates } from './fx-rates.api';

const csvTypes = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];

/** 'Upload a CSV file': drop or choose a file of rates, Upload, then what it changed or the line it was refused at. */
export function FxRateUpload() {
  const upload = useUploadFxRates();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<FxRateUploadResult | null>(null);
  const title = t('fxRates.uploadTitle');
  const refusal = fieldErrors(upload.error).file;
  const submit = () => {
    if (!file) {
      setMissing(true);
      return;
    }
    setResult(null);
    upload.mutate(file, { onSuccess: setResult });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('fxRates.uploadHint')}
        </Text>
        <Dropzone
          onDrop={(files) => {
            const [first] = files;
            if (!first) return;
            setFile(first);
            setMissing(false);
            setResult(null);
            upload.reset();
          }}
          accept={csvTypes}
          multiple={false}
          disabled={upload.isPending}
          inputProps={{ 'aria-label': t('fxRates.fileLabel') }}
          p="md"
          style={missing ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
            <IconFileSpreadsheet size={28} stroke={1.5} aria-hidden />
            <Text size="sm" ta="center">
              {file ? t('fxRates.chosenFile', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) }) : t('fxRates.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
        {missing ? (
          <Text size="xs" c="red" role="alert">
            {t('fxRates.uploadNoFile')}
          </Text>
        ) : null}
        <Button onClick={submit} loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('fxRates.upload')}
        </Button>
        {result ? (
          <Alert color="green" role="status">
            {t('fxRates.uploadDone', { created: result.created, updated: result.updated, unchanged: result.unchanged })}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert color="red" title={t('fxRates.uploadFailed')} role="alert">
            {refusal}
          </Alert>
        ) : (
          <SaveFailure error={errorsBesides(upload.error, ['file'])} />
        )}
      </Stack>
    </Card>
  );
}
