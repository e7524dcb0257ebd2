import { Select } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { groupApiOptions } from './supplier-form';
import { useExternalApiOptions } from './suppliers.api';

/** The Select value that stands for "no API". */
const none = 'none';

interface ApiSelectProps {
  /** The external API id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The external API a demand source is read through: grouped by API type, 'name - account email', or None. */
export function ApiSelect({ value, onChange, error }: ApiSelectProps) {
  const { data = [] } = useExternalApiOptions();
  const options = [{ value: none, label: t('common.none') }, ...groupApiOptions(data)];
  return (
    <Select
      label={t('suppliers.api')}
      description={t('suppliers.apiHint')}
      placeholder={t('common.none')}
      data={options}
      value={value || none}
      onChange={(next) => onChange(next && next !== none ? next : '')}
      searchable
      clearable={value !== ''}
      nothingFoundMessage={t('suppliers.noApi')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
