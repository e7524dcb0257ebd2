import { Select } from '@mantine/core';

interface ChoiceSelectProps<V extends string> {
  label: string;
  /** The accessible name when the visible label alone is ambiguous. */
  ariaLabel?: string;
  values: readonly V[];
  optionLabel: (value: V) => string;
  value: V;
  onChange: (value: V) => void;
  error?: string;
}

/** A select over a fixed list of choices (flag, data type, serve with); one is always chosen. */
export function ChoiceSelect<V extends string>({ label, ariaLabel, values, optionLabel, value, onChange, error }: ChoiceSelectProps<V>) {
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      data={values.map((choice) => ({ value: choice, label: optionLabel(choice) }))}
      value={value}
      onChange={(next) => {
        const choice = values.find((candidate) => candidate === next);
        if (choice !== undefined) onChange(choice);
      }}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
