/** Display filters shared by every screen (docs/product-rules.md). */

export function capitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'account_manager' -> 'Account manager'. */
export function capitalizeUnderscored(value: string | null | undefined): string {
  return capitalize((value ?? '').replace(/_/g, ' '));
}

/** 1234567.5 or '1234567.5000' -> '1,234,567.5' / '1,234,567.5000'; other text is returned as is. */
export function thousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** 'https://ads.example.com/' -> 'ads.example.com/'. */
export function stripScheme(value: string | null | undefined): string {
  return (value ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

/** 'Ada', 'Lovelace' -> 'Ada Lovelace', falling back to the username when both are blank. */
export function fullName(user: { first_name: string; last_name: string; username?: string }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username || '';
}
