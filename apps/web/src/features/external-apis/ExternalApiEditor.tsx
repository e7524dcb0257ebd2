import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { activeStatuses, type ExternalApi } from '@pubdesk/contract';
import { fieldErrors } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import type { ExternalApiPayload } from './external-api-form';
import { EntryForm } from '../../components/EntryForm';
import { StatusRadios, fieldBinder, useFields } from '@pubdesk/ui/forms';
import { useEntrySave } from '../../components/use-entry-save';
import { externalApiPath } from './api-type-param';
import { ConnectionTest } from './ConnectionTest';
import { emptyExternalApiForm, formFromExternalApi, hasStoredCredentials, payloadFromExternalApiForm } from './external-api-form';
import { useCreateExternalApi, useUpdateExternalApi } from './external-apis.api';
import { PriorityInput } from '../../components/PriorityInput';
import { ShortnameInput } from '../../components/ShortnameInput';
import { TextSelect } from '../../components/TextSelect';
import type { StatusValue } from '../../components/settings-form';

interface ExternalApiEditorProps {
  externalApi: ExternalApi | null;
  /** The type chosen in the Types dropdown: a new API is created under it. */
  type: string;
  types: string[];
  /** The user may see the API but not change it. */
  readOnly?: boolean;
}

function CredentialsHint({ externalApi }: { externalApi: ExternalApi | null }) {
  if (!externalApi) return t('externalApis.credentialsHint');
  if (!hasStoredCredentials(externalApi)) return t('externalApis.credentialsMissing');
  return (
    <Stack gap={0} component="span">
      <Text span size="xs" fw={600}>
        {t('externalApis.credentialsStored')}
      </Text>
      <Text span size="xs">
        {t('externalApis.credentialsKeep')}
      </Text>
    </Stack>
  );
}

/**
 * Add (no id) or Edit (id) an external API. Its credentials (Code) are write-only: the field
 * starts empty, and after a save it is emptied again. A saved API's credentials can be tested.
 */
export function ExternalApiEditor({ externalApi, type, types, readOnly }: ExternalApiEditorProps) {
  const { values, set, text } = useFields(externalApi ? formFromExternalApi(externalApi) : emptyExternalApiForm(type));
  const navigate = useNavigate();
  const create = useCreateExternalApi();
  const update = useUpdateExternalApi(externalApi?.type ?? type, externalApi?.id ?? 0);
  // A new API is created under the chosen type; the save passes the same body either way.
  const createOfType = {
    mutate: (input: ExternalApiPayload, options: Parameters<typeof create.mutate>[1]) =>
      create.mutate({ type: values.type, input }, options),
    isPending: create.isPending,
    error: create.error,
  };
  const { save, failure, submitting } = useEntrySave({
    editing: externalApi !== null,
    create: createOfType,
    update,
    updated: 'common.updatedPeriod',
    pathOf: (created) => externalApiPath(values.type, created.id),
    onUpdated: (updated) => {
      // Moved to another type: show that type's list, with the API open.
      if (externalApi && updated.type !== externalApi.type) navigate(externalApiPath(updated.type, updated.id), { replace: true });
      else set('code', '');
    },
  });
  const errors = fieldErrors(failure);
  const field = fieldBinder(values, set, errors);

  return (
    <EntryForm
      editing={externalApi !== null}
      onSubmit={() => save(payloadFromExternalApiForm(values, externalApi))}
      submitting={submitting}
      readOnly={readOnly}
      newEntry={{ to: externalApiPath(type), label: t('externalApis.newEntry'), always: true }}
      failure={failure}
    >
      <TextInput label={t('common.name')} required error={errors.name} {...text('name')} />
      <ShortnameInput error={errors.shortname} {...text('shortname')} />
      <Textarea
        label={t('common.code')}
        description={<CredentialsHint externalApi={externalApi} />}
        required={!externalApi}
        autosize
        minRows={4}
        maxRows={14}
        autoComplete="off"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errors.code}
        {...text('code')}
      />
      <TextSelect label={t('common.type')} data={types} allowDeselect={false} required {...field('type')} />
      <PriorityInput {...field('priority')} />
      <StatusRadios<StatusValue> label={t('common.status')} statuses={activeStatuses} saved={externalApi?.status} {...field('status')} />
      {externalApi && !readOnly ? <ConnectionTest externalApi={externalApi} /> : null}
    </EntryForm>
  );
}
