/** The add form of a share or fill rate: selects hold ids as text, the percentage as typed. */
export interface EntryFormValues {
  group_id: string;
  value: string;
  network_id: string;
}

export const emptyEntryForm: EntryFormValues = { group_id: '', value: '', network_id: '' };

export type EntryField = keyof EntryFormValues;

/** Group and percentage are required (spec: "Share and rate fields are required"); a network share also names its network. */
export function missingFields(values: EntryFormValues, { withNetwork = false }: { withNetwork?: boolean } = {}): EntryField[] {
  const missing: EntryField[] = [];
  if (!values.group_id) missing.push('group_id');
  if (!values.value.trim()) missing.push('value');
  if (withNetwork && !values.network_id) missing.push('network_id');
  return missing;
}
