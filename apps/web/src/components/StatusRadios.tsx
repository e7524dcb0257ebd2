import { Group, Radio } from '@mantine/core';
import { capitalizeUnderscored } from '../lib/format';

interface StatusRadiosProps<S extends string> {
  label: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  error?: string;
  /** The display name of a status; by default the status capitalised. */
  optionLabel?: (status: S) => string;
}

/** One radio per status, in the order given. */
export function StatusRadios<S extends string>({ label, statuses, value, onChange, error, optionLabel = capitalizeUnderscored }: StatusRadiosProps<S>) {
  const pick = (next: string) => {
    const status = statuses.find((candidate) => candidate === next);
    if (status !== undefined) onChange(status);
  };
  return (
    <Radio.Group label={label} value={value} onChange={pick} error={error}>
      <Group mt={4} gap="md">
        {statuses.map((status) => (
          <Radio key={status} value={status} label={optionLabel(status)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
