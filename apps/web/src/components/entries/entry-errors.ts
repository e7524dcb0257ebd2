import { fieldErrors } from '@pubdesk/ui/api';
import type { EntryField } from './entry-form';

/** A refused add's field errors on the add form's fields ('share' or 'rate' is the percentage). */
export function entryFieldErrors(error: unknown, valueField: 'share' | 'rate'): Partial<Record<EntryField, string>> {
  const errors = fieldErrors(error);
  return { group_id: errors.group_id, value: errors[valueField], network_id: errors.network_id, start_date: errors.start_date };
}
