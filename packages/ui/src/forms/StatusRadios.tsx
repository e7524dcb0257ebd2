import { Group, Radio } from '@mantine/core';
import { t } from '../i18n';
import { capitalizeUnderscored } from '../format/format';

interface StatusRadiosProps<S extends string> {
  label: string;
  /** The statuses the radios set, in this order. */
  statuses: readonly S[];
  /** The status chosen; a record's display-only status (pending) until another is picked. */
  value: string;
  onChange: (status: S) => void;
  /**
   * The record's saved status. One the radios cannot set (pending: "active or
   * suspended by radio; pending is display only") shows as a disabled radio, ticked until
   * another is chosen. A new record has none, so it is offered the settable statuses only.
   */
  saved?: string;
  error?: string;
  /** The display name of a status the radios set; by default the status capitalised (as the saved one always is). */
  optionLabel?: (status: S) => string;
}

/** One radio per status, in the order given; a saved status they cannot set is shown, not offered. */
export function StatusRadios<S extends string>({
  label,
  statuses,
  value,
  onChange,
  saved,
  error,
  optionLabel = capitalizeUnderscored,
}: StatusRadiosProps<S>) {
  const pick = (next: string) => {
    const status = statuses.find((candidate) => candidate === next);
    if (status !== undefined) onChange(status);
  };
  const shownOnly = saved !== undefined && !statuses.some((status) => status === saved) ? saved : null;
  const shownLabel = shownOnly ? capitalizeUnderscored(shownOnly) : '';
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={pick}
      error={error}
      description={shownOnly ? t('access.statusShownOnly', { status: shownLabel }) : undefined}
    >
      <Group mt={4} gap="md">
        {shownOnly ? <Radio value={shownOnly} label={shownLabel} disabled /> : null}
        {statuses.map((status) => (
          <Radio key={status} value={status} label={optionLabel(status)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
