import type { ReactNode } from 'react';
import { Modal, Stack } from '@mantine/core';
import { t } from '../i18n';
import { FormButtons } from './FormButtons';
import { SaveFailure } from './SaveFailure';
import { SubmitForm } from './SubmitForm';

interface ModalFormProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitting: boolean;
  /**
   * The refused save's answer, listed under the fields, for a save that does not notify its
   * refusal; leave out when it does (the notice is then the failure's one report).
   */
  error?: unknown;
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
          <FormButtons submitLabel={t('common.save')} submitting={submitting} cancel={{ label: t('common.cancel'), onClick: onClose }} />
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
