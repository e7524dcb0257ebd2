import { TextInput } from '@mantine/core';
import { t } from '@pubdesk/ui/i18n';

interface PriorityInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A whole number, lower first; kept as typed so the server can explain a bad value. */
export function PriorityInput({ value, onChange, error }: PriorityInputProps) {
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      min={0}
      max={10000}
      step={1}
      label={t('common.priority')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
