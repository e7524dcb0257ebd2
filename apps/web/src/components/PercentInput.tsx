import type { ChangeEvent } from 'react';
import { TextInput } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';

interface PercentInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A percentage 0-100 with at most two decimals, kept as the text typed (the API takes decimal strings). */
export function PercentInput({ label, value, onChange, error, required }: PercentInputProps) {
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      rightSection={t('common.percentSuffix')}
      title={t('common.percentHint')}
      error={error}
      required={required}
    />
  );
}
