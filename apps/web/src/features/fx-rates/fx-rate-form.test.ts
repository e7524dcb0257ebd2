import { describe, expect, it } from 'vitest';
import type { FxRate } from '@pubdesk/contract';
import { currencyOptions, emptyFxRateForm, formFromFxRate, payloadFromFxRateForm } from './fx-rate-form';

const rate: FxRate = {
  id: 4,
  currency: 'EUR',
  date: '2025-03-01',
  rate: '1.0823456789',
  created_at: '2025-03-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
};

describe('exchange rate form', () => {
  it('starts empty', () => {
    expect(emptyFxRateForm).toEqual({ currency: '', date: '', rate: '' });
    expect(payloadFromFxRateForm(emptyFxRateForm)).toEqual({});
  });

  it('round-trips a rate, sending the rate as the exact text', () => {
    const values = formFromFxRate(rate);
    expect(values).toEqual({ currency: 'EUR', date: '2025-03-01', rate: '1.0823456789' });
    expect(payloadFromFxRateForm(values)).toEqual({ currency: 'EUR', date: '2025-03-01', rate: '1.0823456789' });
  });

  it('trims the rate and leaves out an unknown currency for the server to name', () => {
    expect(payloadFromFxRateForm({ currency: 'GBP', date: '', rate: ' 0.730000 ' })).toEqual({ rate: '0.730000' });
  });

  it('offers the supplier currencies', () => {
    expect(currencyOptions.map((option) => option.value)).toEqual(['USD', 'EUR', 'CAD']);
  });
});
