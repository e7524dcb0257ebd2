import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fxRates } from '../fx-rates/index.js';

/** The day's rate of the currency into the platform currency, as exact text; null when there is none. */
export async function fxRateOn(db: Db, currency: string, date: string): Promise<string | null> {
  const [row] = await db
    .select({ rate: fxRates.rate })
    .from(fxRates)
    .where(and(eq(fxRates.currency, currency), eq(fxRates.date, date)));
  return row?.rate ?? null;
}
