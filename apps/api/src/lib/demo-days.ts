import { addDays } from './report-days.js';

/**
 * The demo world's days, earliest first: from the 1st of the third month before today's through
 * today (91 to 123 days). The demo invoices the last three months that are over (wallets.seed), so
 * each of them must be whole whatever day the demo is seeded on; 90 days back from the 29th of a
 * month started on the 1st of the month before the oldest and left it with no invoices.
 */
export function demoDays(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Date.UTC takes a month of -2 as the year before's October, and so on.
  let day = new Date(Date.UTC(year, month - 1 - 3, 1)).toISOString().slice(0, 10);
  const days: string[] = [];
  while (day <= today) {
    days.push(day);
    day = addDays(day, 1);
  }
  return days;
}
