import { Alert, Checkbox, TextInput, Tooltip } from '@mantine/core';
import { activeStatuses, type GroupType } from '@pubdesk/contract';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { useEntrySave } from '../../components/use-entry-save';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { useCreateGroupType, useUpdateGroupType } from './group-types.api';
import { emptyGroupTypeForm, formFromGroupType, payloadFromForm } from './group-type-form';

/** Add (no id) or Edit (id) a group type; failures show the server's answer in the form. */
export function GroupTypeEditor({ entry, readOnly }: { entry: GroupType | null; readOnly?: boolean }) {
  const { values, set, text } = useFields(entry ? formFromGroupType(entry) : emptyGroupTypeForm);
  const create = useCreateGroupType();
  const update = useUpdateGroupType(entry?.id ?? 0);
  const { save, failure, submitting } = useEntrySave({
    editing: entry !== null,
    create,
    update,
    pathOf: (created) => `/groups_types/${created.id}`,
  });
  const errors = fieldErrors(failure);

  return (
    <FormLayout
      title={entry ? t('common.edit') : t('common.add')}
      submitLabel={t('common.save')}
      onSubmit={() => save(payloadFromForm(values))}
      submitting={submitting}
      readOnly={readOnly}
      actions={entry ? <NewEntryButton to="/groups_types" label={t('groupTypes.newEntry')} /> : null}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <StatusRadios
        label={t('common.status')}
        statuses={activeStatuses}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
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
      {failure ? (
        <Alert color="red" title={t('common.operationFailed')} role="alert">
          <ErrorList error={failure} />
        </Alert>
      ) : null}
    </FormLayout>
  );
}
