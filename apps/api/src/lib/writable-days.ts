import { format, messages } from '@pubdesk/contract';
import { fieldError } from './http-errors.js';
import { addDays } from './report-days.js';

/** How far back statistics may be written: ten years. */
const EARLIEST_YEARS = 10;

/**
 * The days statistics may be written for, by hand, by a refresh or by a file: days that have
 * happened (today in REPORT_TZ included), at most ten years back. Every month written is a
 * partition of its own: any day from 1900 to 9999 allowed some 97,000 of them, which every
 * lookup without a date then visited.
 */
export function writableDays(today: string): { first: string; last: string } {
  return { first: addDays(today, -Math.round(EARLIEST_YEARS * 365.25)), last: today };
}

/** 400 on `field` for a day outside writableDays. */
export function assertWritableDay(field: string, date: string, today: string): void {
  const { first, last } = writableDays(today);
  if (date < first || date > last) throw fieldError(field, format(messages.statistics.dayOutOfRange, { first, last }));
}
