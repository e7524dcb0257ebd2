import { index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { periodColumns } from '../../lib/period-columns.js';
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
    ...periodColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One share per stage, website and format (network shares: per network too) on any day: the
  // exclusion constraint shares_stage_period_excl (migration 0027, hand-written) refuses overlaps.
  (t) => [index('shares_website_idx').on(t.websiteId, t.groupId)],
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
    ...periodColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One rate per website and format on any day: fill_rates_period_excl (migration 0027).
  (t) => [index('fill_rates_website_idx').on(t.websiteId, t.groupId)],
);
