import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

export const websites = pgTable(
  'websites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    category: varchar('category', { length: 50 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    adType: varchar('ad_type', { length: 20 }).notNull().default('display'),
    /** The assignment: which network and publisher the website belongs to. */
    networkId: integer('network_id').references(() => users.id, { onDelete: 'restrict' }),
    publisherId: integer('publisher_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What `search` matches: name and url, lower-cased once on write, so a search is a plain
     * LIKE on a trigram index (an ILIKE over two columns rechecks three times slower).
     */
    search: text('search').generatedAlwaysAs(sql`lower(name) || ' ' || lower(url)`),
  },
  (t) => [
    index('websites_created_idx').on(t.createdAt, t.id),
    index('websites_network_idx').on(t.networkId, t.createdAt),
    index('websites_publisher_idx').on(t.publisherId, t.createdAt),
    // The dashboard's tiles count websites by status and how many a network runs: read from this index alone.
    index('websites_status_idx').on(t.status, t.networkId),
    index('websites_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

export type WebsiteRow = typeof websites.$inferSelect;
