import { describe, expect, it } from 'vitest';
import { demoDays } from './demo-days.js';

describe('demoDays', () => {
  it('starts on the 1st of the third month before today and ends today', () => {
    const days = demoDays('2026-11-29');
    expect([days[0], days.at(-1), days.length]).toEqual(['2026-08-01', '2026-11-29', 121]);
  });

  it('crosses the year, and keeps the three months whole on the 1st of a month', () => {
    expect(demoDays('2027-01-01')[0]).toBe('2026-10-01');
    expect(demoDays('2027-03-01')).toHaveLength(91);
    expect(demoDays('2026-08-31')).toHaveLength(123);
  });

  it('has no day twice and none missing', () => {
    const days = demoDays('2028-03-15');
    expect(new Set(days).size).toBe(days.length);
    expect(days.includes('2028-02-29')).toBe(true);
  });
});
