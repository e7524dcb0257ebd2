import { describe, expect, it } from 'vitest';
import { ApiError } from '@pubdesk/ui/api';
import { defaultImportRange, importRangeErrors, importRangePayload } from './import-range-form';

describe('import range form', () => {
  it('opens on the last 7 days, today included', () => {
    expect(defaultImportRange('2025-03-02')).toEqual({ start: '2025-02-24', end: '2025-03-02' });
  });

  it('sends the demand source with the days', () => {
    expect(importRangePayload(5, { start: '2025-03-01', end: '2025-03-03' })).toEqual({
      supplier: 5,
      start: '2025-03-01',
      end: '2025-03-03',
    });
  });

  it("puts the server's messages on From and To, and the rest above the buttons", () => {
    expect(importRangeErrors(null)).toEqual({ other: [] });
    expect(importRangeErrors(new ApiError(400, { end: ['Import at most 92 days at once.'], start: ['Enter a valid date.'] }))).toEqual({
      start: 'Enter a valid date.',
      end: 'Import at most 92 days at once.',
      other: [],
    });
    expect(importRangeErrors(new ApiError(400, { detail: 'This demand source has no API.' }))).toEqual({
      other: ['This demand source has no API.'],
    });
  });
});
