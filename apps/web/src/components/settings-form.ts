import { activeStatuses } from '@pubdesk/contract';

export type { SelectOption } from '@pubdesk/ui/choices';

/** The statuses the Active / Suspended radio sets; 'pending' is only shown, never sent. */
export type SettingStatus = (typeof activeStatuses)[number];
/** What a record's status radio holds: pending leaves both radios clear. */
export type StatusValue = SettingStatus | 'pending';

export function isSettingStatus(status: string): status is SettingStatus {
  return (activeStatuses as readonly string[]).includes(status);
}

/** The fields of the settings forms (metrics, external APIs), as typed. */
export interface SettingFormValues {
  name: string;
  shortname: string;
  code: string;
  type: string;
  priority: string;
  status: StatusValue;
}

/**
 * The priority as the server takes it: blank is 0, a whole number is sent as a number, and
 * anything else is sent as typed so that the server names the problem.
 */
export function priorityValue(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
