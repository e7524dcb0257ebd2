import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { localToday } from '@pubdesk/ui/dates';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone } from '@pubdesk/ui/notify';
import { SubmitForm } from '@pubdesk/ui/forms';
import { defaultImportRange, importRangeErrors, importRangePayload, type ImportRangeValues } from './import-range-form';
import { useBackfillImport } from './imports.api';

/**
 * 'Import a date range': From and To (the last 7 days to begin with), queued as a backfill of the
 * demand source. The server's refusals show on their fields (a range past 92 days on To).
 */
export function ImportRangeModal({ supplierId, onClose }: { supplierId: number; onClose: () => void }) {
  const backfill = useBackfillImport();
  const [values, setValues] = useState<ImportRangeValues>(() => defaultImportRange());
  const errors = importRangeErrors(backfill.error);
  const today = localToday();
  const set = (name: keyof ImportRangeValues) => (day: string | null) => setValues((current) => ({ ...current, [name]: day ?? '' }));

  const submit = () =>
    backfill.mutate(importRangePayload(supplierId, values), {
      onSuccess: () => {
        notifyDone(t('imports.importQueued'));
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={t('imports.importTitle')}>
      <SubmitForm onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <DateInput
              label={t('imports.importStart')}
              valueFormat="YYYY-MM-DD"
              value={values.start || null}
              onChange={set('start')}
              maxDate={today}
              error={errors.start}
              required
              data-autofocus
            />
            <DateInput
              label={t('imports.importEnd')}
              valueFormat="YYYY-MM-DD"
              value={values.end || null}
              onChange={set('end')}
              maxDate={today}
              error={errors.end}
              required
            />
          </Group>
          {errors.other.length > 0 ? (
            <Alert color="red" title={t('common.operationFailed')} role="alert">
              <List size="sm" spacing={2}>
                {errors.other.map((text, index) => (
                  <List.Item key={index}>{text}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={backfill.isPending}>
              {t('imports.importButton')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
