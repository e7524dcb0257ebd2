import { integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/index.js';

/** Every website has one wallet; its totals derive from the website's invoices. */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'restrict' }),
    total: numeric('total', { precision: 14, scale: 4 }).notNull().default('0'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallets_website_key').on(t.websiteId)],
);
