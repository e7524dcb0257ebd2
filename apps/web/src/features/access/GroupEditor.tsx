import { TextInput } from '@mantine/core';
import type { Group } from '@pubdesk/contract';
import { useMyPermissions } from '@pubdesk/ui/auth';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { useCreateGroup, useUpdateGroup } from './access.api';
import { emptyGroupForm, formFromGroup, payloadFromGroupForm } from './group-form';
import { groupPath, groupsPath } from './paths';
import { PermissionPicker } from './PermissionPicker';

const formFields = ['name', 'code', 'permissions'];

/**
 * Add (no group) or Edit a permission group: Name, Code and its permissions. Save notifies
 * 'Successfuly saved.' (a new group then opens for editing) or 'Failed to save, please try
 * agian.' with the server's messages beside their fields (the rest in the notice).
 */
export function GroupEditor({ group, readOnly }: { group: Group | null; readOnly?: boolean }) {
  const create = useCreateGroup();
  const update = useUpdateGroup(group?.id ?? 0);
  const { values, set, text, errors, save, submitting } = useEntryEditor(
    group,
    { from: formFromGroup, empty: emptyGroupForm },
    {
      create,
      update,
      pathOf: (created) => groupPath(created.id),
      added: 'common.saved',
      updated: 'common.saved',
      successTitle: null,
      failureTitles: { create: 'common.saveFailed', update: 'common.saveFailed' },
      besideFields: formFields,
    },
  );
  // Nobody gives what they do not hold: the picker disables the rest (the server refuses them too).
  const mine = useMyPermissions().data?.permissions;
  const givable = mine ? (codename: string) => mine.includes(codename) : undefined;

  return (
    <EntryForm
      editing={group !== null}
      titles={{ add: t('access.addGroup'), edit: t('access.editGroup') }}
      onSubmit={() => save(payloadFromGroupForm(values))}
      submitting={submitting}
      readOnly={readOnly}
      newEntry={{ to: groupsPath, label: t('access.newGroup'), always: true }}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <TextInput
        label={t('common.code')}
        description={t('common.slugHint')}
        required
        autoComplete="off"
        error={errors.code}
        {...text('code')}
      />
      <PermissionPicker
        value={values.permissions}
        onChange={(permissions) => set('permissions', permissions)}
        error={errors.permissions}
        givable={givable}
      />
    </EntryForm>
  );
}
