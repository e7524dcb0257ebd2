import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/index.js';

/**
 * The last check of each website's own /ads.txt (one row per website, replaced by each check).
 * `presentKeys` are the record keys (ads-txt-records.ts) of the needed lines the file had, so a
 * screen can mark each line; the file itself is not kept.
 */
export const adsTxtChecks = pgTable(
  'ads_txt_checks',
  {
    websiteId: integer('website_id')
      .primaryKey()
      .references(() => websites.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    url: varchar('url', { length: 600 }).notNull(),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 32 }),
    httpStatus: integer('http_status'),
    expected: integer('expected').notNull(),
    /** Null when the file could not be read. */
    missing: integer('missing'),
    presentKeys: text('present_keys').array().notNull().default([]),
  },
  (t) => [index('ads_txt_checks_checked_idx').on(t.checkedAt)],
);

export type AdsTxtCheckRow = typeof adsTxtChecks.$inferSelect;
