import { describe, expect, it } from 'vitest';
import { axisText, grouped } from './axis-text';

describe('axis ticks', () => {
  it('group thousands, and write money with its sign, minus first', () => {
    expect(grouped(1234567)).toBe('1,234,567');
    expect(axisText('count')(25000)).toBe('25,000');
    expect(axisText('money')(1200.5)).toBe('$1,200.5');
    expect(axisText('money')(-1200)).toBe('-$1,200');
  });
});
