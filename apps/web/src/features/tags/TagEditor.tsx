import { Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { tagStatuses, type Tag } from '@pubdesk/contract';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useFields } from '../../lib/use-fields';
import { emptyTagForm, formFromTag, payloadFromForm } from './tag-form';
import { useCreateTag, useUpdateTag } from './tags.api';

function notifyFailure(error: unknown): void {
  notify.error({ title: t('inventory.operationFailed'), message: <ErrorList error={error} /> });
}

/** Add (no id) or Edit (id) a tag of the website: Name, Code (multi-line) and status. */
export function TagEditor({ tag, websiteId }: { tag: Tag | null; websiteId: number }) {
  const { values, set, text } = useFields(tag ? formFromTag(tag) : emptyTagForm);
  const navigate = useNavigate();
  const create = useCreateTag();
  const update = useUpdateTag(tag?.id ?? 0);
  const errors = fieldErrors(tag ? update.error : create.error);

  const save = () => {
    const payload = payloadFromForm(values, websiteId);
    if (tag) {
      update.mutate(payload, {
        onSuccess: () => notify.success({ title: t('inventory.operationSuccess'), message: t('inventory.updated') }),
        onError: notifyFailure,
      });
      return;
    }
    create.mutate(payload, {
      onSuccess: (created) => {
        notify.success({ title: t('inventory.operationSuccess'), message: t('inventory.addedWithId', { id: created.id }) });
        navigate(`/tags/${created.id}?website=${websiteId}`, { replace: true });
      },
      onError: notifyFailure,
    });
  };

  return (
    <FormLayout
      title={tag ? t('tags.edit') : t('tags.add')}
      submitLabel={t('tags.save')}
      onSubmit={save}
      submitting={create.isPending || update.isPending}
      actions={tag ? <NewEntryButton to={`/tags?website=${websiteId}`} label={t('tags.newEntry')} /> : null}
    >
      <input type="hidden" name="website_id" value={websiteId} />
      <TextInput label={t('tags.name')} required error={errors.name} {...text('name')} />
      <Textarea
        label={t('tags.code')}
        required
        autosize
        minRows={4}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errors.code}
        {...text('code')}
      />
      <StatusRadios label={t('tags.status')} statuses={tagStatuses} value={values.status} onChange={(status) => set('status', status)} error={errors.status} />
    </FormLayout>
  );
}
