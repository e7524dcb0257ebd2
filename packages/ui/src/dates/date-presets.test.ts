import { describe, expect, it } from 'vitest';
import { defaultRange, localToday, presetRanges, shiftDay } from './date-presets';

describe('date presets', () => {
  it('give the spec presets ending today, across month and year ends', () => {
    expect(presetRanges('2026-03-05')).toEqual({
      today: ['2026-03-05', '2026-03-05'],
      yesterday: ['2026-03-04', '2026-03-04'],
      last7: ['2026-02-27', '2026-03-05'],
      last30: ['2026-02-04', '2026-03-05'],
      thisMonth: ['2026-03-01', '2026-03-05'],
      lastMonth: ['2026-02-01', '2026-02-28'],
    });
    expect(presetRanges('2027-01-01').lastMonth).toEqual(['2026-12-01', '2026-12-31']);
    expect(defaultRange('2026-11-24')).toEqual(['2026-10-26', '2026-11-24']);
  });

  it('count days in the local calendar', () => {
    expect(localToday(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
