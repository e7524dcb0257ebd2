import type { Assignment, StatisticBreakdownRow } from '@pubdesk/contract';

/** A row of the Publishers table: a publisher and its figures over the range (zero without statistics). */
export interface PublisherRow {
  id: number;
  name: string;
  impressions: number;
  /** The network's revenue from the publisher's websites. */
  revenue: string;
  /** What the publisher is paid of it; null when the answer has no network stage. */
  paid: string | null;
}

const zero = '0.00';

/**
 * The network's publishers: those with statistics in the range first, in the breakdown's order
 * (highest revenue first), then those assigned without any, by name. A publisher named by several
 * assignments is one row.
 */
export function publisherRows(assignments: readonly Assignment[], breakdown: readonly StatisticBreakdownRow[]): PublisherRow[] {
  const rows: PublisherRow[] = breakdown.map((row) => ({
    id: row.id,
    name: row.name,
    impressions: row.impressions,
    revenue: row.revenue,
    paid: row.network_share?.revenue_after ?? null,
  }));
  const seen = new Set(rows.map((row) => row.id));
  const idle: PublisherRow[] = [];
  for (const assignment of assignments) {
    const id = assignment.publisher;
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    idle.push({ id, name: assignment.names.publisher ?? `#${id}`, impressions: 0, revenue: zero, paid: zero });
  }
  idle.sort((a, b) => a.name.localeCompare(b.name));
  return [...rows, ...idle];
}
