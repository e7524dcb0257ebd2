import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { intBetween } from '@pubdesk/contract';
import { t } from '../i18n';
import { capitalizeUnderscored } from '../format/format';

interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}

/**
 * A whole number in a range: sizes, ad plays, requests and delay are 1 to 1200. A value outside
 * it shows the server's message as it is typed (the server checks again).
 */
export function NumberField({ label, value, onChange, error, disabled, min = 1, max = 1200 }: NumberFieldProps) {
  const checked = intBetween(min, max).safeParse(value);
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next))}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      error={error ?? (checked.success ? undefined : checked.error.issues[0]?.message)}
      disabled={disabled}
    />
  );
}

interface ChoiceFieldProps<T extends string> {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
}

/** One of the contract's choices, shown capitalised ('bottom_right' reads 'Bottom right'). */
export function ChoiceField<T extends string>({ label, values, value, onChange, error, disabled }: ChoiceFieldProps<T>) {
  return (
    <Select
      label={label}
      data={values.map((v) => ({ value: v, label: capitalizeUnderscored(v) }))}
      value={value}
      onChange={(next) => {
        const picked = values.find((v) => v === next);
        if (picked !== undefined) onChange(picked);
      }}
      allowDeselect={false}
      error={error}
      disabled={disabled}
    />
  );
}

export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  description?: string;
}) {
  const { label, checked, onChange, disabled, description } = props;
  return (
    <Switch
      label={label}
      description={description}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      disabled={disabled}
    />
  );
}

/** The four sizes of a player or its settings. */
export const sizeFields = ['desktop_width', 'desktop_height', 'mobile_width', 'mobile_height'] as const;
export const sizeLabels = {
  desktop_width: 'players.desktopWidth',
  desktop_height: 'players.desktopHeight',
  mobile_width: 'players.mobileWidth',
  mobile_height: 'players.mobileHeight',
} as const;

type Sizes = Record<(typeof sizeFields)[number], number>;

/** The desktop and mobile width and height, two by two (a player's, or its settings'). */
export function SizeFields({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: Sizes;
  onChange: (field: keyof Sizes, value: number) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  return (
    <SimpleGrid cols={2}>
      {sizeFields.map((field) => (
        <NumberField
          key={field}
          label={t(sizeLabels[field])}
          value={values[field]}
          onChange={(v) => onChange(field, v)}
          error={errors[field]}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
