import { messages } from '@pubdesk/contract';
import { addDays } from './report-days.js';
import { stillInUse } from './field-checks.js';
import { fieldError } from './http-errors.js';

/*
 * Shares, supplier shares and fill rates are periods of a key (a website's stage and format, a
 * source's format, ...): from `start` to `end`, both days included, a null start "since the
 * beginning" and a null end "until the next one starts". A key's periods never overlap (the
 * database's exclusion constraints say so too) and follow each other without gaps once the
 * first has started. These are the rules of where a new one goes and what a removal leaves.
 */

/** Which periods a list answers: every one, or those in force on a day. */
export type PeriodView = { history: true } | { on: string };

/** A list's periods from its query: every one (`history`), those of a day (`at`), or (the default) today's. */
export const viewOf = (query: { history?: boolean; at?: string }, today: string): PeriodView =>
  query.history ? { history: true } : { on: query.at ?? today };

/** One period of a key: its id and days. */
export interface PeriodDays {
  id: number;
  start: string | null;
  end: string | null;
}

/** Where a new period goes: its days, and the period before it that it closes (end = the day before). */
export interface Placement {
  start: string | null;
  end: string | null;
  close: { id: number; end: string } | null;
}

const holds = (p: PeriodDays, day: string) => (p.start === null || p.start <= day) && (p.end === null || p.end >= day);

/**
 * The days of a new period starting on `start` among the key's `periods`. Without a start the
 * key's first period covers every day and a later one starts `today`. A start inside an earlier
 * period closes that one the day before; the new one ends the day before the next period starts
 * (or stays open). Two periods of a key cannot start on the same day: 400 on `start_date`.
 */
export function placePeriod(periods: readonly PeriodDays[], start: string | undefined, today: string): Placement {
  if (start === undefined && periods.length === 0) return { start: null, end: null, close: null };
  const first = start ?? today;
  const containing = periods.find((p) => holds(p, first));
  if (containing?.start === first) throw fieldError('start_date', messages.shares.periodSameDay);
  const next = periods.filter((p) => p.start !== null && p.start > first).sort((a, b) => (a.start! < b.start! ? -1 : 1))[0];
  return {
    start: first,
    end: next ? addDays(next.start!, -1) : null,
    close: containing ? { id: containing.id, end: addDays(first, -1) } : null,
  };
}

/**
 * What removing `period` leaves: only one that has not started (it starts after `today`) may go,
 * and the period before it (the one ending the day before) takes its days back. Answers that
 * period's new days, or null when none came before.
 */
export function removePeriod(periods: readonly PeriodDays[], period: PeriodDays, today: string): { id: number; end: string | null } | null {
  if (period.start === null || period.start <= today) throw stillInUse(messages.shares.periodStarted);
  const before = periods.find((p) => p.end === addDays(period.start!, -1));
  return before ? { id: before.id, end: period.end } : null;
}

/** The counted days a new period rewrites: from its start (or the beginning) to its end or today, null when it starts later. */
export function pastDays(placement: Pick<Placement, 'start' | 'end'>, today: string): { start: string | null; end: string } | null {
  if (placement.start !== null && placement.start > today) return null;
  return { start: placement.start, end: placement.end !== null && placement.end < today ? placement.end : today };
}
