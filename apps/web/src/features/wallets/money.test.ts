import { describe, expect, it } from 'vitest';
import { finalOf, toMicros } from './money';

describe('finalOf', () => {
  it('subtracts the deduction from the amount, to 2 decimals', () => {
    expect(finalOf('100.00', '0')).toBe('100.00');
    expect(finalOf('100.00', '12.5')).toBe('87.50');
    expect(finalOf('1234.56', '1234.56')).toBe('0.00');
    expect(finalOf('54.00', ' 4 ')).toBe('50.00');
  });

  it('is exact where floating point is not', () => {
    // 0.3 - 0.1 is 0.19999999999999998 in floating point.
    expect(finalOf('0.30', '0.1')).toBe('0.20');
    expect(finalOf('99999999999999.99', '0.01')).toBe('99999999999999.98');
  });

  it('rounds a deduction with more decimals half away from zero', () => {
    expect(finalOf('10.00', '0.005')).toBe('10.00');
    expect(finalOf('10.00', '0.004999')).toBe('10.00');
    expect(finalOf('10.00', '0.015')).toBe('9.99');
    expect(finalOf('0.00', '0.005')).toBe('-0.01');
  });

  it('keeps a negative amount (an adjustment) negative', () => {
    expect(finalOf('-12.34', '0')).toBe('-12.34');
    expect(finalOf('-12.34', '1')).toBe('-13.34');
  });

  it('has no final while the deduction is not an amount', () => {
    for (const deduction of ['', 'abc', '-1', '1.2345678', '1e3', '1,5', '.5']) expect(finalOf('10.00', deduction)).toBeNull();
  });
});

describe('toMicros', () => {
  it('reads decimals with up to 6 places, signed', () => {
    expect(toMicros('1.5')).toBe(1_500_000n);
    expect(toMicros('-0.000001')).toBe(-1n);
    expect(toMicros('1.0000001')).toBeNull();
  });
});
