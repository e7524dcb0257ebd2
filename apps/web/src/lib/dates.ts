import dayjs from 'dayjs';

/** The console's display format for timestamps (docs/product-rules.md). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format('YYYY-MM-DD hh:mm A') : iso;
}
