import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/index.js';

/** Video players. The wizard creates them by name; the Players screen adds their settings. */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('players_website_idx').on(t.websiteId)],
);
