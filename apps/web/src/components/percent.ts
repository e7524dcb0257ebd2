/** Shares and fill rates are percentages the API sends as decimal strings ('75.00'). */

/** '75.00' -> '75', '12.50' -> '12.5', 7 -> '7'; text that is not a number is returned as is. */
export function formatPercent(value: string | number): string {
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
