import { describe, expect, it } from 'vitest';
import { rangeOfSearch, searchOfRange } from './report-range';

const today = '2026-11-27';
const last30 = ['2026-10-29', '2026-11-27'];
const of = (query: string) => rangeOfSearch(new URLSearchParams(query), today);

describe('rangeOfSearch', () => {
  it('takes a valid range from the address, a single day included', () => {
    expect(of('start=2026-01-01&end=2026-01-31')).toEqual(['2026-01-01', '2026-01-31']);
    expect(of('start=2026-02-28&end=2026-02-28')).toEqual(['2026-02-28', '2026-02-28']);
  });

  it('opens the last 30 days without a range, or with half of one', () => {
    expect(of('')).toEqual(last30);
    expect(of('start=2026-01-01')).toEqual(last30);
    expect(of('end=2026-01-31')).toEqual(last30);
  });

  it('opens the last 30 days for days that are not real or not YYYY-MM-DD', () => {
    expect(of('start=2026-02-30&end=2026-03-01')).toEqual(last30);
    expect(of('start=2026-1-1&end=2026-01-31')).toEqual(last30);
    expect(of('start=yesterday&end=today')).toEqual(last30);
  });

  it('opens the last 30 days for a reversed range or one longer than the API takes', () => {
    expect(of('start=2026-02-01&end=2026-01-31')).toEqual(last30);
    expect(of('start=2024-01-01&end=2025-12-31')).toEqual(['2024-01-01', '2025-12-31']);
    expect(of('start=2024-01-01&end=2026-01-01')).toEqual(last30);
  });

  it('writes a range back as the address reads it', () => {
    const range = ['2026-03-01', '2026-03-31'] as [string, string];
    expect(rangeOfSearch(new URLSearchParams(searchOfRange(range)), today)).toEqual(range);
  });
});
