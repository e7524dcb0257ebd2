import { Alert, Text, TextInput } from '@mantine/core';
import type { ApiKey, ApiKeyStatus } from '@pubdesk/contract';
import { ErrorList } from '../../components/ErrorList';
import { FormLayout } from '../../components/FormLayout';
import { NewEntryButton } from '../../components/NewEntryButton';
import { StatusRadios } from '../../components/StatusRadios';
import { useEntrySave } from '../../components/use-entry-save';
import { fieldErrors } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useFields } from '../../lib/use-fields';
import { apiKeyChosenStatuses, emptyApiKeyForm, formFromApiKey, payloadFromApiKeyForm } from './api-key-form';
import { apiKeyPath, apiKeysPath } from './api-key-paths';
import { useCreateApiKey, useUpdateApiKey } from './api-keys.api';
import { KeyField } from './KeyField';
import { KeyPermissions } from './KeyPermissions';
import { KeyUserSelect } from './KeyUserSelect';

interface ApiKeyEditorProps {
  apiKey: ApiKey | null;
  /** Adding: the user to pre-select (the user screen's 'Add API key'). */
  presetUser?: number | null;
  /** The user may see the key but not change it. */
  readOnly?: boolean;
}

/**
 * Add (no key) or Edit an API key: Name, User (fixed once created), KEY (only once it exists:
 * the server makes it on Save), Permissions and status.
 */
export function ApiKeyEditor({ apiKey, presetUser = null, readOnly }: ApiKeyEditorProps) {
  const { values, set, text } = useFields(apiKey ? formFromApiKey(apiKey) : emptyApiKeyForm(presetUser));
  const editing = apiKey !== null;
  const create = useCreateApiKey();
  const update = useUpdateApiKey(apiKey?.id ?? 0);
  const { save, failure, submitting } = useEntrySave({
    editing,
    create,
    update,
    pathOf: (created) => apiKeyPath(created.id),
    added: 'common.addedWithId',
    updated: 'common.updatedPeriod',
  });
  const errors = fieldErrors(failure);

  return (
    <FormLayout
      title={editing ? t('apiKeys.editTitle') : t('apiKeys.addTitle')}
      submitLabel={t('common.save')}
      onSubmit={() => save(payloadFromApiKeyForm(values, editing))}
      submitting={submitting}
      readOnly={readOnly}
      actions={<NewEntryButton to={apiKeysPath} label={t('apiKeys.newKey')} />}
    >
      <TextInput label={t('common.name')} required autoComplete="off" error={errors.name} {...text('name')} />
      <KeyUserSelect value={values.user} onChange={(user) => set('user', user)} apiKey={apiKey} error={errors.user} />
      {apiKey ? (
        <KeyField apiKeyId={apiKey.id} masked={apiKey.key} label={t('apiKeys.key')} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('apiKeys.keyAfterSave')}
        </Text>
      )}
      <KeyPermissions value={values.permissions} onChange={(permissions) => set('permissions', permissions)} error={errors.permissions} />
      <StatusRadios<ApiKeyStatus>
        label={t('common.status')}
        statuses={apiKeyChosenStatuses}
        saved={apiKey?.status}
        value={values.status}
        onChange={(status) => set('status', status)}
        error={errors.status}
      />
      {/* Every message of a refused save, non-field errors included (e.g. another staff user's key). */}
      {failure ? (
        <Alert color="red" title={t('common.operationFailed')} role="alert">
          <ErrorList error={failure} />
        </Alert>
      ) : null}
    </FormLayout>
  );
}
