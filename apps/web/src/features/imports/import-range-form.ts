import type { ImportRangeInput } from '@pubdesk/contract';
import { localToday, presetRanges } from '@pubdesk/ui/dates';
import { errorLines } from '@pubdesk/ui/forms';

/** The Import modal's days, `YYYY-MM-DD`; '' while a field is cleared. */
export interface ImportRangeValues {
  start: string;
  end: string;
}

/** What the modal opens with: the last 7 days, today included. */
export function defaultImportRange(today: string = localToday()): ImportRangeValues {
  const [start, end] = presetRanges(today).last7;
  return { start, end };
}

export const importRangePayload = (supplier: number, values: ImportRangeValues): ImportRangeInput => ({ supplier, ...values });

/** A refused import: the messages of the From and To fields, and the rest (a detail, the demand source) for above the buttons. */
export function importRangeErrors(error: unknown): { start?: string; end?: string; other: string[] } {
  if (!error) return { other: [] };
  const result: { start?: string; end?: string; other: string[] } = { other: [] };
  for (const line of errorLines(error)) {
    if (line.field === 'start' || line.field === 'end') result[line.field] = [result[line.field], line.text].filter(Boolean).join(' ');
    else result.other.push(line.text);
  }
  return result;
}
