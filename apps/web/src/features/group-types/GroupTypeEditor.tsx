import { Alert, Checkbox, TextInput, Tooltip } from '@mantine/core';
import { useNavigate } from 'react-router';
import { activeStatuses, type GroupType } from '@pubdesk/contract';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useFields } from '../../lib/use-fields';
import { useCreateGroupType, useUpdateGroupType } from './group-types.api';
import { emptyGroupTypeForm, formFromGroupType, payloadFromForm } from './group-type-form';

function notifySaved(message: string): void {
  notify.success({ title: t('inventory.operationSuccess'), message });
}

/** Add (no id) or Edit (id) a group type; failures show the server's answer in the form. */
export function GroupTypeEditor({ entry }: { entry: GroupType | null }) {
  const { values, set, text } = useFields(entry ? formFromGroupType(entry) : emptyGroupTypeForm);
  const navigate = useNavigate();
  const create = useCreateGroupType();
  const update = useUpdateGroupType(entry?.id ?? 0);
  const failure = entry ? update.error : create.error;
  const errors = fieldErrors(failure);

  const save = () => {
    const payload = payloadFromForm(values);
    if (entry) {
      update.mutate(payload, { onSuccess: () => notifySaved(t('inventory.updated')) });
      return;
    }
    create.mutate(payload, {
      onSuccess: (created) => {
        notifySaved(t('inventory.addedWithId', { id: created.id }));
        navigate(`/groups_types/${created.id}`, { replace: true });
      },
    });
  };

  return (
    <FormLayout
      title={entry ? t('groupTypes.edit') : t('groupTypes.add')}
      submitLabel={t('groupTypes.save')}
      onSubmit={save}
      submitting={create.isPending || update.isPending}
      actions={entry ? <NewEntryButton to="/groups_types" label={t('groupTypes.newEntry')} /> : null}
    >
      <TextInput label={t('groupTypes.name')} required error={errors.name} {...text('name')} />
      <StatusRadios label={t('groupTypes.status')} statuses={activeStatuses} value={values.status} onChange={(status) => set('status', status)} error={errors.status} />
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
        <Alert color="red" title={t('inventory.operationFailed')} role="alert">
          <ErrorList error={failure} />
        </Alert>
      ) : null}
    </FormLayout>
  );
}
