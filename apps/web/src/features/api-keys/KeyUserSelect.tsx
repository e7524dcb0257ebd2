import { Select } from '@mantine/core';
import type { ApiKey } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { useApiKeyUsers } from './api-keys.api';
import { userOptions } from './user-options';

interface KeyUserSelectProps {
  /** The user id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The key being edited: its user is fixed, so the select is disabled. */
  apiKey: ApiKey | null;
  error?: string;
}

/** The key's user, 'First Last (Role)', from every user (GET /users/?limit=1000). */
export function KeyUserSelect({ value, onChange, apiKey, error }: KeyUserSelectProps) {
  const { data } = useApiKeyUsers();
  return (
    <Select
      label={t('users.user')}
      placeholder={t('apiKeys.userPlaceholder')}
      data={userOptions(data ?? [], apiKey)}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      required
      disabled={apiKey !== null}
      nothingFoundMessage={t('apiKeys.noUser')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
