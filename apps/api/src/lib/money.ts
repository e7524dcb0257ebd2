/**
 * Exact money for what the API computes outside SQL (sums stay in SQL NUMERIC, carried as
 * strings): amounts as integer micro-units (six decimals, like the NUMERIC(20,6) columns).
 */
const SCALE = 1_000_000n;

/** '12.5' → 12500000n. The input is a NUMERIC's text (digits, an optional point, an optional minus). */
export function toMicros(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const micros = BigInt(whole || '0') * SCALE + BigInt((fraction + '000000').slice(0, 6));
  return negative ? -micros : micros;
}

/** 12500000n → '12.50': at least `minDecimals` decimals, the rest only where they are not zero. */
export function formatMicros(micros: bigint, minDecimals = 2): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const fraction = (abs % SCALE).toString().padStart(6, '0');
  let kept = fraction.replace(/0+$/, '');
  if (kept.length < minDecimals) kept = fraction.slice(0, minDecimals);
  return `${negative ? '-' : ''}${abs / SCALE}${kept ? `.${kept}` : ''}`;
}

/** A NUMERIC's text, shown as money: '54.000000' → '54.00', '0.004123' stays. */
export const formatMoney = (amount: string): string => formatMicros(toMicros(amount));

/** numerator / denominator rounded half away from zero to whole units (both non-negative here). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Revenue per thousand impressions, to the cent; 0 without impressions. */
export function cpmOf(revenue: string, impressions: number): string {
  if (impressions <= 0) return '0.00';
  const cents = divideRounded(toMicros(revenue) * 1000n, BigInt(impressions) * 10_000n);
  return formatMicros(cents * 10_000n);
}

/** after / before as a percent with two decimals ('0.00' when nothing reached the stage). */
export function shareOf(before: string, after: string): string {
  const b = toMicros(before);
  if (b <= 0n) return '0.00';
  const hundredths = divideRounded(toMicros(after) * 10_000n, b);
  return formatMicros(hundredths * 10_000n);
}
