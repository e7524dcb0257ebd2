/**
 * Exact money, the same on both sides: amounts are decimal text (the NUMERIC(20,6) columns'
 * text, or what a user typed), computed as integer micro-units (six decimals) and never as
 * floating point. The API formats report figures and rates with it; the console checks what a
 * user types and shows the result a save will store (an invoice's final).
 *
 * Reports format a dozen amounts per row, so the common case (micro-units within a double's
 * exact integers, i.e. under nine billion) is done in plain numbers; anything larger takes the
 * bigint path. Both give the same text (money.test.ts checks them against each other).
 */
const SCALE = 1_000_000n;
const MICROS = 1_000_000;

/** '12.5' → 12500000n. The input is a NUMERIC's text (digits, an optional point, an optional minus): trusted, not checked. */
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
  return joinMoney(negative, (abs / SCALE).toString(), (abs % SCALE).toString(), minDecimals);
}

/** The text of a sign, whole units and micro-units (0-999999, as digits): '-', '12', '500000' → '-12.50'. */
function joinMoney(negative: boolean, whole: string, micros: string, minDecimals: number): string {
  const fraction = micros.padStart(6, '0');
  let end = 6;
  while (end > minDecimals && fraction.charCodeAt(end - 1) === 48 /* '0' */) end--;
  return `${negative ? '-' : ''}${whole}${end > 0 ? `.${fraction.slice(0, end)}` : ''}`;
}

/** A NUMERIC's text with at most nine whole digits: its micro-units as an exact number; otherwise null. */
const smallAmount = /^-?\d{1,9}(?:\.\d*)?$/;
function microsOf(amount: string): number | null {
  if (!smallAmount.test(amount)) return null;
  const negative = amount.charCodeAt(0) === 45; /* '-' */
  const point = amount.indexOf('.');
  const whole = Number(amount.slice(negative ? 1 : 0, point < 0 ? undefined : point));
  const fraction = point < 0 ? 0 : Number((amount.slice(point + 1) + '000000').slice(0, 6));
  const micros = whole * MICROS + fraction;
  return negative ? -micros : micros;
}

/** formatMicros for an exact number of micro-units. */
function formatSmall(micros: number, minDecimals = 2): string {
  const negative = micros < 0;
  const abs = negative ? -micros : micros;
  const whole = Math.floor(abs / MICROS);
  return joinMoney(negative, String(whole), String(abs - whole * MICROS), minDecimals);
}

/** A NUMERIC's text, shown as money: '54.000000' → '54.00', '0.004123' stays. */
export function formatMoney(amount: string): string {
  const micros = microsOf(amount);
  return micros === null ? formatMicros(toMicros(amount)) : formatSmall(micros);
}

/** numerator / denominator rounded half away from zero to whole units (both non-negative here). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The same for numbers: exact while 2 * numerator + denominator is a safe integer (a double's
 * quotient of two such integers floors to the exact integer quotient); otherwise null.
 */
function divideRoundedSmall(numerator: number, denominator: number): number | null {
  const twice = numerator * 2 + denominator;
  return Number.isSafeInteger(twice) && Number.isSafeInteger(denominator * 2) ? Math.floor(twice / (denominator * 2)) : null;
}

/** Revenue per thousand impressions, to the cent; 0 without impressions. */
export function cpmOf(revenue: string, impressions: number): string {
  if (impressions <= 0) return '0.00';
  const micros = microsOf(revenue);
  const small = micros === null || micros < 0 ? null : divideRoundedSmall(micros * 1000, impressions * 10_000);
  if (small !== null) return formatSmall(small * 10_000);
  const cents = divideRounded(toMicros(revenue) * 1000n, BigInt(impressions) * 10_000n);
  return formatMicros(cents * 10_000n);
}

/** after / before as a percent with two decimals ('0.00' when nothing reached the stage). */
export function shareOf(before: string, after: string): string {
  const b = microsOf(before);
  const a = microsOf(after);
  if (b !== null && a !== null && a >= 0) {
    if (b <= 0) return '0.00';
    const small = divideRoundedSmall(a * 10_000, b);
    if (small !== null) return formatSmall(small * 10_000);
  }
  const exactBefore = toMicros(before);
  if (exactBefore <= 0n) return '0.00';
  const hundredths = divideRounded(toMicros(after) * 10_000n, exactBefore);
  return formatMicros(hundredths * 10_000n);
}

// What a user types: checked, then computed in cents as the database rounds them.

const decimalPattern = /^(-?)(\d+)(?:\.(\d{1,6}))?$/;
/** What a deduction may be: from 0, at most 14 digits before the point and 6 after (the API's rule). */
const deductionPattern = /^\d{1,14}(\.\d{1,6})?$/;

/** What a user typed, as whole millionths; null when it is not a decimal with at most 6 places. */
export function parseMicros(text: string): bigint | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * SCALE + BigInt(fraction.padEnd(6, '0'));
  return sign ? -micros : micros;
}

/** Micro-units rounded to whole cents (half away from zero, as the database rounds), still in micro-units. */
function roundedToCents(micros: bigint): bigint {
  const negative = micros < 0n;
  const cents = ((negative ? -micros : micros) + 5_000n) / 10_000n;
  return (negative ? -cents : cents) * 10_000n;
}

/** The invoice's final: amount minus deduction to 2 decimals; null while the deduction is no valid amount. */
export function finalOf(amount: string, deduction: string): string | null {
  const text = deduction.trim();
  const from = parseMicros(amount);
  if (from === null || !deductionPattern.test(text)) return null;
  return formatMicros(roundedToCents(from - (parseMicros(text) ?? 0n)));
}
