import { Select } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { useGroupTypeOptions } from '../lib/lookups';

interface GroupTypeSelectProps {
  label: string;
  /** The group type id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** Chooses a group type (ad format) from GET /groups_types/?limit=1000. */
export function GroupTypeSelect({ label, value, onChange, error, required }: GroupTypeSelectProps) {
  const { data = [] } = useGroupTypeOptions();
  return (
    <Select
      label={label}
      placeholder={t('groupTypes.groupPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage={t('groupTypes.noGroup')}
      error={error}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
