import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { FxRateUploadResult } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { errorsBesides, FieldError, SaveFailure } from '@pubdesk/ui/forms';
import { FileDropzone } from '../../components/FileDropzone';
import { SectionCard } from '@pubdesk/ui/shell';
import { useUploadFxRates } from './fx-rates.api';

const csvTypes = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];

/** 'Upload a CSV file': drop or choose a file of rates, Upload, then what it changed or the line it was refused at. */
export function FxRateUpload() {
  const upload = useUploadFxRates();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<FxRateUploadResult | null>(null);
  const refusal = fieldErrors(upload.error).file;
  const choose = (chosen: File) => {
    setFile(chosen);
    setMissing(false);
    setResult(null);
    upload.reset();
  };
  const submit = () => {
    if (!file) {
      setMissing(true);
      return;
    }
    setResult(null);
    upload.mutate(file, { onSuccess: setResult });
  };
  return (
    <SectionCard title={t('fxRates.uploadTitle')}>
      <Text size="sm" c="dimmed">
        {t('fxRates.uploadHint')}
      </Text>
      <FileDropzone
        label={t('fxRates.fileLabel')}
        accept={csvTypes}
        onFile={choose}
        disabled={upload.isPending}
        invalid={missing}
        icon={IconFileSpreadsheet}
        hint={
          <Text size="sm" ta="center">
            {file ? t('fxRates.chosenFile', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) }) : t('fxRates.dropHint')}
          </Text>
        }
      />
      <FieldError>{missing ? t('fxRates.uploadNoFile') : null}</FieldError>
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
    </SectionCard>
  );
}
