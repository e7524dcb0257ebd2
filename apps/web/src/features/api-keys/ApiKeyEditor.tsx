import { Text, TextInput } from '@mantine/core';
import type { ApiKey, ApiKeyStatus } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { EntryForm, useEntryEditor } from '../../components/EntryForm';
import { StatusRadios } from '@pubdesk/ui/forms';
import { apiKeyChosenStatuses, emptyApiKeyForm, formFromApiKey, payloadFromApiKeyForm } from './api-key-form';
import { apiKeyPath, apiKeysPath } from './paths';
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
  const editing = apiKey !== null;
  const create = useCreateApiKey();
  const update = useUpdateApiKey(apiKey?.id ?? 0);
  const { values, set, text, errors, save, failure, submitting } = useEntryEditor(
    apiKey,
    { from: formFromApiKey, empty: () => emptyApiKeyForm(presetUser) },
    { create, update, pathOf: (created) => apiKeyPath(created.id), added: 'common.addedWithId', updated: 'common.updatedPeriod' },
  );

  return (
    <EntryForm
      editing={editing}
      titles={{ add: t('apiKeys.addTitle'), edit: t('apiKeys.editTitle') }}
      onSubmit={() => save(payloadFromApiKeyForm(values, editing))}
      submitting={submitting}
      readOnly={readOnly}
      newEntry={{ to: apiKeysPath, label: t('apiKeys.newKey'), always: true }}
      // Every message of a refused save, non-field errors included (e.g. another staff user's key).
      failure={failure}
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
    </EntryForm>
  );
}
