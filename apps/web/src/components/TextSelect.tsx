import { Select, type SelectProps } from '@mantine/core';

type TextSelectProps = Omit<SelectProps, 'value' | 'onChange'> & {
  /** The chosen value; '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/** A select whose value the form holds as text, '' for none; its list opens in a portal. */
export function TextSelect({ value, onChange, ...rest }: TextSelectProps) {
  return <Select {...rest} value={value || null} onChange={(next) => onChange(next ?? '')} comboboxProps={{ withinPortal: true }} />;
}
