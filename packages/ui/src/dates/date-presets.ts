/** Days as the statistics screens send them: `YYYY-MM-DD`, counted in the browser's calendar. */
export type DateRange = [start: string, end: string];

export const datePresetKeys = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type DatePresetKey = (typeof datePresetKeys)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today in the browser's calendar. */
export const localToday = (now: Date = new Date()): string => dayOf(now);

/** The day `n` days after `day` (before, when negative). */
export function shiftDay(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(y, m - 1, d + n));
}

/** The ranges of the presets, ending today: Last 7 Days and Last 30 Days include today. */
export function presetRanges(today: string): Record<DatePresetKey, DateRange> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const firstOfMonth = `${y}-${pad(m)}-01`;
  const lastMonthEnd = shiftDay(firstOfMonth, -1);
  return {
    today: [today, today],
    yesterday: [shiftDay(today, -1), shiftDay(today, -1)],
    last7: [shiftDay(today, -6), today],
    last30: [shiftDay(today, -29), today],
    thisMonth: [firstOfMonth, today],
    lastMonth: [`${lastMonthEnd.slice(0, 8)}01`, lastMonthEnd],
  };
}

/** What the statistics screens open with: the last 30 days. */
export const defaultRange = (today: string = localToday()): DateRange => presetRanges(today).last30;
