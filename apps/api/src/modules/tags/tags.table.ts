import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/index.js';

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    code: text('code').notNull(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tags_website_idx').on(t.websiteId, t.id)],
);
export type TagRow = typeof tags.$inferSelect;
