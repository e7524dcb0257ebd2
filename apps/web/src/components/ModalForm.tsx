import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { SaveFailure } from './SaveFailure';
import { SubmitForm } from './SubmitForm';

interface ModalFormProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The refused save's answer, listed under the fields. */
  error: unknown;
  children: ReactNode;
}

/** A small form in a modal: its fields, the refused save's answer, Cancel and Save (Enter saves). */
export function ModalForm({ title, onClose, onSubmit, submitting, error, children }: ModalFormProps) {
  return (
    <Modal opened onClose={onClose} title={title}>
      <SubmitForm onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <SaveFailure error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
