import { TextInput } from '@mantine/core';
import type { AdTag } from '@pubdesk/contract';
import { fieldErrors } from '../api/api-client';
import { t } from '../i18n';
import { notifyDone, notifyRefused } from '../notify/notices';
import { ModalForm } from '../forms/ModalForm';
import { useFields } from '../forms/use-fields';
import { useCreateAdTag, useUpdateAdTag } from './players.api';

interface AdTagModalProps {
  websiteId: number;
  /** The tag to edit; null adds one. */
  tag: AdTag | null;
  onClose: () => void;
  /** A new tag, so the schedule can use it at once. */
  onCreated?: (tag: AdTag) => void;
}

/** Adds or edits one of the website's VAST ad tags: its name and URL. */
export function AdTagModal({ websiteId, tag, onClose, onCreated }: AdTagModalProps) {
  const { values, text } = useFields({ name: tag?.name ?? '', url: tag?.url ?? '' });
  const create = useCreateAdTag();
  const update = useUpdateAdTag(tag?.id ?? 0);
  const saving = tag ? update : create;
  const errors = fieldErrors(saving.error);
  const submit = () => {
    if (tag) {
      update.mutate(values, {
        onSuccess: () => {
          notifyDone(t('players.adTagUpdated'));
          onClose();
        },
        onError: (error) => notifyRefused('players.adTagUpdateFailed', error),
      });
      return;
    }
    create.mutate(
      { ...values, website_id: websiteId },
      {
        onSuccess: (created) => {
          notifyDone(t('players.adTagCreated'));
          onCreated?.(created);
          onClose();
        },
        onError: (error) => notifyRefused('players.adTagCreateFailed', error),
      },
    );
  };
  return (
    <ModalForm
      title={t(tag ? 'players.editAdTag' : 'players.newAdTag')}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving.isPending}
      error={saving.error}
    >
      <TextInput label={t('common.name')} {...text('name')} error={errors.name} required data-autofocus />
      <TextInput label={t('players.tagUrl')} {...text('url')} error={errors.url} required placeholder="https://" />
    </ModalForm>
  );
}
