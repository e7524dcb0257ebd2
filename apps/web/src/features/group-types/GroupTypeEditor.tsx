import { Checkbox, TextInput, Tooltip } from '@mantine/core';
import { activeStatuses, type GroupType } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
import { useCreateGroupType, useUpdateGroupType } from './group-types.api';
import { emptyGroupTypeForm, formFromGroupType, payloadFromForm } from './group-type-form';

/** Add (no id) or Edit (id) a group type; failures show the server's answer in the form. */
export function GroupTypeEditor({ entry, readOnly }: { entry: GroupType | null; readOnly?: boolean }) {
  const create = useCreateGroupType();
  const update = useUpdateGroupType(entry?.id ?? 0);
  const { values, set, text, field, errors, failure, entryForm } = useEntryEditor(
    entry,
    { from: formFromGroupType, empty: emptyGroupTypeForm, payload: payloadFromForm },
    { create, update, pathOf: (created) => `/groups_types/${created.id}` },
  );

  return (
    <EntryForm {...entryForm} readOnly={readOnly} newEntry={{ to: '/groups_types', label: t('groupTypes.newEntry') }} failure={failure}>
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <StatusRadios label={t('common.status')} statuses={activeStatuses} {...field('status')} />
      <Checkbox
        label={
          <Tooltip label={t('groupTypes.systemDefaultTip')} multiline w={240}>
            <span>{t('groupTypes.systemDefault')}</span>
          </Tooltip>
        }
        checked={values.system_default}
        onChange={(event) => set('system_default', event.currentTarget.checked)}
        error={errors.system_default}
      />
    </EntryForm>
  );
}
