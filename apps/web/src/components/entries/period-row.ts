import { t } from '@pubdesk/ui/i18n';
import { formatPercent } from '../percent';

/** One share, supplier share or fill rate period as the entries panel shows it. */
export interface PeriodRow {
  id: number;
  group: string;
  /** The percentage as the API answers it ('75.00'). */
  percent: string;
  /** A network share's network (its name, or 'No network'); absent for every other kind. */
  network?: string;
  start_date: string | null;
  end_date: string | null;
}

interface PeriodItem {
  id: number;
  group_name: string;
  start_date: string | null;
  end_date: string | null;
}

/** The row of an API item: its percentage (share or rate) and, for a network share, its network. */
export const periodRow = (item: PeriodItem, percent: string, network?: string): PeriodRow => ({
  id: item.id,
  group: item.group_name,
  percent,
  network,
  start_date: item.start_date,
  end_date: item.end_date,
});

/** 'Display - 75%', or 'Display - 75% (Network name)' for a network share. */
export function entryText(row: PeriodRow): string {
  const values = { group: row.group, value: formatPercent(row.percent) };
  return row.network === undefined ? t('shares.entry', values) : t('shares.networkEntry', { ...values, network: row.network });
}
