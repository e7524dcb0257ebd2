import { localToday } from '@pubdesk/ui/dates';
import { useBranding } from '@pubdesk/ui/branding';

/*
 * The days of share, supplier share and fill rate periods: YYYY-MM-DD in the reporting time zone
 * (the white-label check's `report_time_zone`), the zone the API counts statistics and periods in.
 */

/** Today in `zone` (an IANA name); in the browser's calendar when the zone is unknown or empty. */
export function todayIn(zone: string, now: Date = new Date()): string {
  if (!zone) return localToday(now);
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
      now,
    );
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return localToday(now);
  }
}

/** Today in the reporting time zone, and that zone ('' when the server has not said). */
export function useReportToday(): { today: string; zone: string } {
  const zone = useBranding().branding.report_time_zone;
  return { today: todayIn(zone), zone };
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** The past days a period starting on `start` covers: from `start` to yesterday, both included (0 from today on). */
export function recomputedDays(start: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(start));
}

/** A period has started when it starts today or before (or since the beginning): the API keeps it. */
export function hasStarted(start: string | null, today: string): boolean {
  return start === null || start <= today;
}
