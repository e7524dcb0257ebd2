import { Textarea, TextInput } from '@mantine/core';
import { tagStatuses, type Tag } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { useEntrySave } from '../../components/use-entry-save';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { emptyTagForm, formFromTag, payloadFromForm } from './tag-form';
import { useCreateTag, useUpdateTag } from './tags.api';

/** Add (no id) or Edit (id) a tag of the website: Name, Code (multi-line) and status. */
export function TagEditor({ tag, websiteId }: { tag: Tag | null; websiteId: number }) {
  const { values, set, text } = useFields(tag ? formFromTag(tag) : emptyTagForm);
  const create = useCreateTag();
  const update = useUpdateTag(tag?.id ?? 0);
  const { save, failure, submitting } = useEntrySave({
    editing: tag !== null,
    create,
    update,
    pathOf: (created) => `/tags/${created.id}?website=${websiteId}`, notifyFailure: true,
  });
  const errors = fieldErrors(failure);

  return (
    <FormLayout
      title={tag ? t('tags.edit') : t('tags.add')}
      submitLabel={t('tags.save')}
      onSubmit={() => save(payloadFromForm(values, websiteId))}
      submitting={submitting}
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
