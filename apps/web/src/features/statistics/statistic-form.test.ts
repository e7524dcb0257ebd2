import { describe, expect, it } from 'vitest';
import { demoStatistic as row } from '@pubdesk/ui/testing';
import { calculatedShare, emptyStatisticForm, formFromStatistic, payloadFromForm } from './statistic-form';

describe('the statistic form', () => {
  it('reads a row, sends the counts as numbers and the base revenue as typed', () => {
    const values = formFromStatistic(row);
    expect(values).toMatchObject({ revenue: '100.00', impressions: '1000', complete: true });
    expect(payloadFromForm({ ...values, clicks: ' 12 ', revenue: ' 99.5 ' })).toEqual({
      date: '2026-11-20',
      requests: 2000,
      impressions: 1000,
      viewable_impressions: 600,
      clicks: 12,
      revenue: '99.5',
      status: 'active',
      complete: true,
    });
    // Not a number: sent as typed, so the server names the field.
    expect(payloadFromForm({ ...emptyStatisticForm('2026-11-20'), clicks: 'x' }).clicks).toBe('x');
  });

  it('computes the Calculated Share: publisher revenue over base revenue', () => {
    expect(calculatedShare(row)).toBe('54.00');
    expect(calculatedShare(null)).toBe('');
    expect(calculatedShare({ ...row, revenue: '0', supplier_share: null })).toBe('');
  });
});
