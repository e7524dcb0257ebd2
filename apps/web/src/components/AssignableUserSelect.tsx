import { Select } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { fullName } from '@pubdesk/ui/format';
import { useAssignableUsers, type AssignableRole } from '../lib/lookups';

interface AssignableUserSelectProps {
  role: AssignableRole;
  label: string;
  placeholder: string;
  /** The user id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** Chooses a network or publisher user (GET /users/?role=...&limit=1000). */
export function AssignableUserSelect({ role, label, placeholder, value, onChange, error, required }: AssignableUserSelectProps) {
  const { data } = useAssignableUsers(role);
  const options = (data?.results ?? []).map((user) => ({ value: String(user.id), label: `${fullName(user)} (${user.username})` }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={!required}
      required={required}
      nothingFoundMessage={t('websites.noUser')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
