import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('drops trailing zeros of the decimal strings the API sends', () => {
    expect(formatPercent('75.00')).toBe('75');
    expect(formatPercent('12.50')).toBe('12.5');
    expect(formatPercent('0.05')).toBe('0.05');
    expect(formatPercent('100.00')).toBe('100');
    expect(formatPercent('0.00')).toBe('0');
  });

  it('keeps whole numbers and leaves other text alone', () => {
    expect(formatPercent(7)).toBe('7');
    expect(formatPercent('100')).toBe('100');
    expect(formatPercent('n/a')).toBe('n/a');
  });
});
