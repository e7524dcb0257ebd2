import { describe, expect, it } from 'vitest';
import { cpmOf, formatMicros, formatMoney, shareOf, toMicros } from './money.js';

describe('money', () => {
  it('reads and writes NUMERIC text exactly', () => {
    expect(toMicros('12.5')).toBe(12_500_000n);
    expect(toMicros('0.000001')).toBe(1n);
    expect(toMicros('-3')).toBe(-3_000_000n);
    expect(formatMicros(12_500_000n)).toBe('12.50');
    expect(formatMoney('54.000000')).toBe('54.00');
    expect(formatMoney('0.004123')).toBe('0.004123');
    expect(formatMoney('99999999999999.999999')).toBe('99999999999999.999999');
  });

  it('computes cpm to the cent and a summed share to the hundredth of a percent', () => {
    expect(cpmOf('54.00', 20_000)).toBe('2.70');
    expect(cpmOf('1.00', 3)).toBe('333.33');
    expect(cpmOf('0.005', 1000)).toBe('0.01');
    expect(cpmOf('10', 0)).toBe('0.00');
    expect(shareOf('90.00', '72.00')).toBe('80.00');
    expect(shareOf('3', '1')).toBe('33.33');
    expect(shareOf('0', '0')).toBe('0.00');
  });
});
