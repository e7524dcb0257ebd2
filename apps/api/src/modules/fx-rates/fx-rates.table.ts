import { boolean, date, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Exchange rates: on `date`, one unit of `currency` is worth `rate` units of the platform
 * currency (PUBDESK_CURRENCY). An import in another currency converts each day at that day's
 * rate; a day without one fails, it is never guessed.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: varchar('currency', { length: 3 }).notNull(),
    date: date('date').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    /**
     * Made by the demo seed (migration 0038): only the demo world's sources convert with it. A
     * rate a user writes for the day (form, file) replaces it and is real.
     */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fx_rates_currency_date_key').on(t.currency, t.date)],
);
export type FxRateRow = typeof fxRates.$inferSelect;
