/** The add form of a share or fill rate: selects hold ids as text, the percentage as typed, the start day as YYYY-MM-DD. */
export interface EntryFormValues {
  group_id: string;
  value: string;
  network_id: string;
  start_date: string;
}

/** A blank form whose period starts on `today` (the reporting time zone's). */
export const emptyEntryForm = (today: string): EntryFormValues => ({ group_id: '', value: '', network_id: '', start_date: today });

export type EntryField = keyof EntryFormValues;

/**
 * Group, percentage and start date are required (spec: "Share and rate fields are required"); a
 * network share also names its network.
 */
export function missingFields(values: EntryFormValues, { withNetwork = false }: { withNetwork?: boolean } = {}): EntryField[] {
  const missing: EntryField[] = [];
  if (!values.group_id) missing.push('group_id');
  if (!values.value.trim()) missing.push('value');
  if (withNetwork && !values.network_id) missing.push('network_id');
  if (!values.start_date) missing.push('start_date');
  return missing;
}
