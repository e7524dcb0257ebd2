import { numberFormat } from '../format/number-format';

/** How an axis writes its ticks: thousands grouped, and money with its currency sign. */
export type AxisUnit = 'count' | 'money';

const groupedFormat = numberFormat({ maximumFractionDigits: 2 });

/** Thousands grouped, at most two decimals: 1,234,567 and 0.25. */
export const grouped = (n: number): string => groupedFormat.format(n);

/** An axis's tick writer for its unit; money reads as people write it, minus first (-$1,200). */
export const axisText =
  (unit: AxisUnit) =>
  (n: number): string => {
    if (unit === 'count') return grouped(n);
    return n < 0 ? `-$${grouped(-n)}` : `$${grouped(n)}`;
  };
