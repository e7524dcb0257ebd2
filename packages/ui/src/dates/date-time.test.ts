import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('writes a timestamp in the browser time zone as YYYY-MM-DD hh:mm A', () => {
    const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();
    expect(formatDateTime(local(2026, 11, 27, 0, 5))).toBe('2026-11-27 12:05 AM');
    expect(formatDateTime(local(2026, 1, 2, 9, 30))).toBe('2026-01-02 09:30 AM');
    expect(formatDateTime(local(2026, 12, 31, 12, 0))).toBe('2026-12-31 12:00 PM');
    expect(formatDateTime(local(2026, 7, 4, 23, 59))).toBe('2026-07-04 11:59 PM');
  });

  it('is empty for no value and leaves an unreadable one as it came', () => {
    expect([formatDateTime(null), formatDateTime(undefined), formatDateTime('')]).toEqual(['', '', '']);
    expect(formatDateTime('soon')).toBe('soon');
  });
});
