import { integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { groupTypes } from '../group-types/index.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';

/** The share of revenue that flows on at one stage of the waterfall, per website and format. */
export const shares = pgTable(
  'shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<'platform' | 'pmp' | 'network'>().notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    share: numeric('share', { precision: 5, scale: 2 }).notNull(),
    networkId: integer('network_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One share per stage, website and format (network shares: per network too).
  (t) => [uniqueIndex('shares_stage_key').on(t.websiteId, t.type, t.groupId, sql`coalesce(${t.networkId}, 0)`)],
);

export const fillRates = pgTable(
  'fill_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fill_rates_website_group_key').on(t.websiteId, t.groupId)],
);
