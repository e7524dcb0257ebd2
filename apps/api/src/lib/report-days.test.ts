import { describe, expect, it } from 'vitest';
import { addDays, dayIn, timeIn } from './report-days.js';

describe('report days', () => {
  it('reads the day in the reporting time zone and counts days across months and years', () => {
    const at = new Date('2026-11-23T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-11-23');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-24');
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-23', -89)).toBe('2026-08-26');
    expect(timeIn('Asia/Tokyo', at)).toBe('2026-11-24 08:30:00');
    expect(timeIn('UTC', new Date('2026-01-02T00:05:09Z'))).toBe('2026-01-02 00:05:09');
  });
});
