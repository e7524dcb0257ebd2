import { Textarea, TextInput } from '@mantine/core';
import { activeStatuses, type Tag } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
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
  const create = useCreateTag();
  const update = useUpdateTag(tag?.id ?? 0);
  const { text, field, errors, entryForm } = useEntryEditor(
    tag,
    { from: formFromTag, empty: emptyTagForm, payload: (values) => payloadFromForm(values, websiteId) },
    { create, update, pathOf: (created) => `/tags/${created.id}?website=${websiteId}`, notifyFailure: true },
  );

  return (
    <EntryForm {...entryForm} readOnly={readOnly} newEntry={{ to: `/tags?website=${websiteId}`, label: t('tags.newEntry') }}>
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
      <StatusRadios label={t('common.status')} statuses={activeStatuses} saved={tag?.status} {...field('status')} />
    </EntryForm>
  );
}
