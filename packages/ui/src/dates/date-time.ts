const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The display format for timestamps in both apps (docs/product-rules.md): `YYYY-MM-DD hh:mm A` in
 * the browser's time zone. Empty for no value; an unreadable value is shown as it came.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  const hours = value.getHours();
  const date = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return `${date} ${pad(hours % 12 || 12)}:${pad(value.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}
