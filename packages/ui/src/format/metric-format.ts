import { systemMetrics, type SystemMetricName } from '@pubdesk/contract';
import { numberFormat } from './number-format';

const counts = numberFormat({ maximumFractionDigits: 0 });
const decimals = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signOf = new Map<string, string>(systemMetrics.map((m) => [m.name, m.sign]));

/** Rates and money show two decimals; counts none. */
const decimalMetrics = new Set<SystemMetricName>(['viewable_rate', 'ctr', 'fill_rate', 'cpm', 'revenue']);

/**
 * A metric's value as the report shows it: the metric's sign first (the system metrics' signs:
 * `$` for money, `%` for rates, as the spec writes report values), then the number with thousands
 * commas; a negative value reads as people write it, minus first: -$1.00, not $-1.00.
 */
export function formatMetric(name: SystemMetricName, value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  const magnitude = Math.abs(n);
  const text = decimalMetrics.has(name) ? decimals.format(magnitude) : counts.format(magnitude);
  const minus = n < 0 && text !== decimals.format(0) && text !== counts.format(0) ? '-' : '';
  return `${minus}${signOf.get(name) ?? ''}${text}`;
}

/** Money (a stage's revenue before or after), with the revenue's sign. */
export const formatMoney = (value: string): string => formatMetric('revenue', value);

/** A share percent as people write one: 62.50% (a share is not a report metric, so no sign prefix). */
export const formatShare = (value: string): string => `${decimals.format(Number(value))}%`;
