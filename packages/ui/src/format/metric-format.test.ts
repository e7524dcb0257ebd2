import { describe, expect, it } from 'vitest';
import { formatMetric, formatMoney, formatShare } from './metric-format';

describe('statistic formatting', () => {
  it("prefixes each metric's sign and groups thousands", () => {
    expect(formatMetric('impressions', 1234567)).toBe('1,234,567');
    expect(formatMetric('revenue', '1234.5')).toBe('$1,234.50');
    expect(formatMetric('cpm', '0.004')).toBe('$0.00');
    expect(formatMetric('ctr', 1.5)).toBe('%1.50');
    expect(formatMoney('54.00')).toBe('$54.00');
    expect(formatShare('75.00')).toBe('75.00%');
  });

  it('writes a negative amount minus first, and no minus on what rounds to zero', () => {
    expect(formatMetric('revenue', '-1')).toBe('-$1.00');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
    expect(formatMetric('revenue', '-0.001')).toBe('$0.00');
    expect(formatMetric('impressions', -3)).toBe('-3');
  });
});
