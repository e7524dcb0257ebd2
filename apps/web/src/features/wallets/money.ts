/**
 * Exact money arithmetic on the decimal strings the wallets answer ('12.30', '-4.05'): whole
 * millionths as BigInt, never floats. Results are cents, rounded half away from zero as the
 * database rounds them.
 */

const decimalPattern = /^(-?)(\d+)(?:\.(\d{1,6}))?$/;
/** What a deduction may be: from 0, at most 14 digits before the point and 6 after (the API's rule). */
const deductionPattern = /^\d{1,14}(\.\d{1,6})?$/;

/** A decimal string as whole millionths; null when it is not a decimal with at most 6 places. */
export function toMicros(text: string): bigint | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return sign ? -micros : micros;
}

/** Millionths to cents, half away from zero. */
function toCents(micros: bigint): bigint {
  const negative = micros < 0n;
  const size = negative ? -micros : micros;
  const cents = (size + 5_000n) / 10_000n;
  return negative ? -cents : cents;
}

/** Cents as a 2-decimal string: -1234n -> '-12.34'. */
function centsText(cents: bigint): string {
  const size = cents < 0n ? -cents : cents;
  const text = `${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

/** The invoice's final: amount minus deduction to 2 decimals; null while the deduction is no valid amount. */
export function finalOf(amount: string, deduction: string): string | null {
  const text = deduction.trim();
  const from = toMicros(amount);
  if (from === null || !deductionPattern.test(text)) return null;
  return centsText(toCents(from - (toMicros(text) ?? 0n)));
}
