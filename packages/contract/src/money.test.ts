import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpmOf, finalOf, formatMicros, formatMoney, parseMicros, shareOf, toMicros } from './money.js';

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

/** The bigint definitions the number paths must agree with, written out once more here. */
const divide = (n: bigint, d: bigint) => (n * 2n + d) / (d * 2n);
const exactCpm = (revenue: string, impressions: number) =>
  impressions <= 0 ? '0.00' : formatMicros(divide(toMicros(revenue) * 1000n, BigInt(impressions) * 10_000n) * 10_000n);
const exactShare = (before: string, after: string) =>
  toMicros(before) <= 0n ? '0.00' : formatMicros(divide(toMicros(after) * 10_000n, toMicros(before)) * 10_000n);

/** NUMERIC texts around the nine-digit edge where the number path hands over to bigint. */
const amount = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      fc.bigInt({ min: 0n, max: 999n }),
      fc.bigInt({ min: 999_999_000n, max: 1_000_001_000n }),
      fc.bigInt({ min: 0n, max: 10n ** 14n }),
    ),
    fc.integer({ min: 0, max: 999_999 }),
    fc.integer({ min: 0, max: 6 }),
  )
  .map(([negative, whole, micros, decimals]) => {
    const fraction = String(micros).padStart(6, '0').slice(0, decimals);
    return `${negative ? '-' : ''}${whole}${decimals ? `.${fraction}` : ''}`;
  });
const nonNegative = amount.map((a) => a.replace('-', ''));

describe('money: the number paths give the bigint text', () => {
  it('formats any amount as formatMicros does', () => {
    fc.assert(
      fc.property(amount, (a) => formatMoney(a) === formatMicros(toMicros(a))),
      { numRuns: 5000 },
    );
    expect(formatMoney('-0.000000')).toBe('0.00');
    expect(formatMoney('999999999.999999')).toBe('999999999.999999');
    expect(formatMoney('1000000000.5')).toBe('1000000000.50');
  });

  it('computes cpm and shares as the bigint division does, at every size', () => {
    const impressions = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2 ** 40 }));
    fc.assert(
      fc.property(nonNegative, impressions, (r, n) => cpmOf(r, n) === exactCpm(r, n)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(amount, nonNegative, (b, a) => shareOf(b, a) === exactShare(b, a)),
      { numRuns: 5000 },
    );
    // Halves round away from zero: 1/8 of a cent per impression thousand, 1/3 and 2/3 of a share.
    expect(cpmOf('0.000005', 1)).toBe('0.01');
    expect(shareOf('3', '2')).toBe('66.67');
  });
});

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

describe('parseMicros', () => {
  it('reads decimals with up to 6 places, signed', () => {
    expect(parseMicros('1.5')).toBe(1_500_000n);
    expect(parseMicros('-0.000001')).toBe(-1n);
    expect(parseMicros('1.0000001')).toBeNull();
  });
});
