import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { placePeriod, removePeriod, type PeriodDays, type PeriodView, type Placement } from './periods.js';

export type { PeriodView } from './periods.js';

/** A table of periods: an integer id and the two days (lib/period-columns.ts). */
export type PeriodTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  startDate: AnyPgColumn<{ data: string | null }>;
  endDate: AnyPgColumn<{ data: string | null }>;
};

/** The condition on a periods table for a view: none for the history, the day's periods otherwise. */
export function inView(table: PeriodTable, view: PeriodView): SQL | undefined {
  if ('history' in view) return undefined;
  return sql`daterange(${table.startDate}, ${table.endDate}, '[]') @> ${view.on}::date`;
}

/** The order periods are listed in: by key (the caller's), then the earliest start first. */
const periodOrder = (table: PeriodTable) => sql`${table.startDate} asc nulls first`;

/**
 * A list's order before its ids: a history groups each key's periods, earliest first; the
 * periods of one day (one per key) keep the order they were added in.
 */
export const historyOrder = (view: PeriodView, key: readonly AnyPgColumn[], table: PeriodTable): SQL[] =>
  'history' in view ? [...key.map((c) => sql`${c} asc nulls first`), periodOrder(table)] : [];

/**
 * The SQL of a key's periods, in the transaction that adds or removes one (the key is the
 * caller's condition on the table). The key's rows stay locked until it ends, so two writers of
 * one key take turns; the exclusion constraint answers for a key's first period.
 */
export function periodsRepo(db: Db, table: PeriodTable) {
  const setEnd = async (id: number, end: string | null) => {
    await db.execute(sql`update ${table} set end_date = ${end}::date where ${eq(table.id, id)}`);
  };
  return {
    /**
     * Makes room for a new period of the key starting on `start` (lib/periods.ts: placePeriod),
     * closing the one before it; answers the new period's days for the caller's insert.
     */
    async place(key: SQL, start: string | undefined, today: string): Promise<Placement> {
      const placement = placePeriod(await this.ofKey(key), start, today);
      if (placement.close) await setEnd(placement.close.id, placement.close.end);
      return placement;
    },
    /** Deletes a period of the key that has not started; the one before it takes its days back. */
    async remove(key: SQL, id: number, today: string): Promise<void> {
      const periods = await this.ofKey(key);
      const period = periods.find((p) => p.id === id);
      if (!period) return;
      const reopened = removePeriod(periods, period, today);
      await db.execute(sql`delete from ${table} where ${eq(table.id, id)}`);
      if (reopened) await setEnd(reopened.id, reopened.end);
    },
    /** The key's periods, earliest first, locked until the transaction ends. */
    async ofKey(key: SQL): Promise<PeriodDays[]> {
      const rows = await db
        .select({ id: table.id, start: table.startDate, end: table.endDate })
        .from(table)
        .where(key)
        .orderBy(periodOrder(table), asc(table.id))
        .for('update');
      return rows.map((r) => ({ id: Number(r.id), start: r.start, end: r.end }));
    },
  };
}
