import { Select } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';
import { useSupplierOptions } from './placement-group-data.api';

interface SupplierSelectProps {
  label: string;
  /** The supplier id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** Chooses a demand source from GET /suppliers/?limit=1000. */
export function SupplierSelect({ label, value, onChange, error, required }: SupplierSelectProps) {
  const { data = [] } = useSupplierOptions();
  return (
    <Select
      label={label}
      placeholder={t('placementGroupData.supplierPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage={t('placementGroupData.noSupplier')}
      error={error}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
