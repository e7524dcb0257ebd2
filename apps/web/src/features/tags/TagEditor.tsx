import { Textarea, TextInput } from '@mantine/core';
import { activeStatuses, type Tag } from '@pubdesk/contract';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { useEntrySave } from '../../components/use-entry-save';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { emptyTagForm, formFromTag, payloadFromForm } from './tag-form';
import { useCreateTag, useUpdateTag } from './tags.api';

interface TagEditorProps {
  tag: Tag | null;
  websiteId: number;
  /** The user may see the tag but not change it. */
  readOnly?: boolean;
}

/** Add (no id) or Edit (id) a tag of the website: Name, Code (multi-line) and status (Active or Suspended; pending is shown only). */
export function TagEditor({ tag, websiteId, readOnly }: TagEditorProps) {
  const { values, set, text } = useFields(tag ? formFromTag(tag) : emptyTagForm);
  const create = useCreateTag();
  const update = useUpdateTag(tag?.id ?? 0);
  const { save, failure, submitting } = useEntrySave({
    editing: tag !== null,
    create,
    update,
    pathOf: (created) => `/tags/${created.id}?website=${websiteId}`,
    notifyFailure: true,
  });
  const errors = fieldErrors(failure);

  return (
    <FormLayout
      title={tag ? t('common.edit') : t('common.add')}
      submitLabel={t('common.save')}
      onSubmit={() => save(payloadFromForm(values, websiteId))}
      submitting={submitting}
      readOnly={readOnly}
      actions={tag ? <NewEntryButton to={`/tags?website=${websiteId}`} label={t('tags.newEntry')} /> : null}
    >
      <input type="hidden" name="website_id" value={websiteId} />
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <Textarea
        label={t('common.code')}
        required
        autosize
        minRows={4}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errors.code}
        {...text('code')}
      />
      <StatusRadios
        label={t('common.status')}
        statuses={activeStatuses}
        saved={tag?.status}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
    </FormLayout>
  );
}
