import { isoDateSchema, maxStatisticsRangeDays } from '@pubdesk/contract';
import { defaultRange, localToday, type DateRange } from '@pubdesk/ui/dates';

/** The address's names of a report's range: /portal/reports?start=YYYY-MM-DD&end=YYYY-MM-DD. */
export const rangeParams = { start: 'start', end: 'end' } as const;

const isDay = (value: string | null): value is string => value !== null && isoDateSchema.safeParse(value).success;

/** The days start..end count, both included (days are calendar days: no clock, no zone). */
const daysIn = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * The range a report's address asks for, when the API would take it: two real days, the end not
 * before the start, at most two years. Anything else (one end missing, 2026-02-30, a reversed or
 * too long range) opens the console's default range, the last 30 days.
 */
export function rangeOfSearch(search: URLSearchParams, today: string = localToday()): DateRange {
  const start = search.get(rangeParams.start);
  const end = search.get(rangeParams.end);
  if (!isDay(start) || !isDay(end)) return defaultRange(today);
  const days = daysIn(start, end);
  return days >= 1 && days <= maxStatisticsRangeDays ? [start, end] : defaultRange(today);
}

/** The address's query of a range, for a link or the address bar. */
export const searchOfRange = ([start, end]: DateRange): Record<string, string> => ({ [rangeParams.start]: start, [rangeParams.end]: end });
