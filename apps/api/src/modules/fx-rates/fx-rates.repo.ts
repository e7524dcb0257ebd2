import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { trimRate, type FxRate } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { fxRates, type FxRateRow } from './fx-rates.table.js';

type Currency = FxRate['currency'];

export const toFxRate = (r: FxRateRow): FxRate => ({
  id: r.id,
  currency: r.currency as Currency,
  date: r.date,
  rate: trimRate(r.rate),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export interface FxRateFilter {
  currency?: Currency;
  start?: string;
  end?: string;
}

/** A list's order: one of the columns, then newest day, currency and id to settle ties. */
export interface FxRateOrder {
  field: 'date' | 'currency' | 'rate';
  desc: boolean;
}

export interface FxRateValues {
  currency: string;
  date: string;
  rate: string;
}

/** Every query on exchange rates; the only file that writes SQL for them. */
export function fxRatesRepo(db: Db) {
  const crud = crudRepo(db, fxRates, { onUpdate: () => ({ updatedAt: sql`now()` }) });
  const whereOf = (f: FxRateFilter) => {
    const parts: SQL[] = [];
    if (f.currency) parts.push(eq(fxRates.currency, f.currency));
    if (f.start) parts.push(gte(fxRates.date, f.start));
    if (f.end) parts.push(lte(fxRates.date, f.end));
    return parts.length ? and(...parts) : undefined;
  };
  return {
    async list(filter: FxRateFilter, order: FxRateOrder, window: PageWindow) {
      const column = fxRates[order.field];
      const orderBy = [order.desc ? desc(column) : asc(column), desc(fxRates.date), asc(fxRates.currency), asc(fxRates.id)];
      return crud.page({ where: whereOf(filter), orderBy, window }, toFxRate);
    },
    find: (id: number) => crud.byId(id),
    /**
     * The day's rate of the currency into the platform currency, as exact text, and whether the
     * demo seed made it; null when there is none (imports convert with it).
     */
    async rateOn(currency: string, date: string): Promise<{ rate: string; demo: boolean } | null> {
      const [row] = await db
        .select({ rate: fxRates.rate, demo: fxRates.demo })
        .from(fxRates)
        .where(and(eq(fxRates.currency, currency), eq(fxRates.date, date)));
      return row ?? null;
    },
    insert: (values: FxRateValues) => crud.create(values),
    /** A rate a user changes is theirs, not the demo's. */
    update: (id: number, values: Partial<FxRateValues>) => crud.update(id, { ...values, demo: false }),
    remove: crud.remove,
    /**
     * Writes every rate in one statement: a new day is inserted, a day rated otherwise takes the
     * new rate, a day rated the same is left as it was. Answers how many of each. The rows go as
     * one JSON parameter: a statement of 100,000 rows' parameters takes several times longer to
     * plan than the whole write.
     */
    async upsert(rows: readonly FxRateValues[]) {
      const written = await selectRows<{ inserted: boolean }>(
        db,
        sql`insert into ${fxRates} (currency, date, rate)
          select currency, date, rate from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(currency varchar, date date, rate numeric)
          on conflict (currency, date) do update set rate = excluded.rate, demo = false, updated_at = now()
            where ${fxRates}.rate is distinct from excluded.rate or ${fxRates}.demo
          returning (xmax = 0) as inserted`,
      );
      // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has.
      const created = written.filter((row) => row.inserted).length;
      const updated = written.length - created;
      return { created, updated, unchanged: rows.length - written.length };
    },
  };
}
