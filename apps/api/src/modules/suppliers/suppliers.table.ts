import { boolean, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { periodColumns } from '../../lib/period-columns.js';
import { groupTypes } from '../group-types/index.js';
import { externalApis } from '../external-apis/index.js';

/** A demand source. */
export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  advertiserId: varchar('advertiser_id', { length: 100 }).notNull().default(''),
  currency: varchar('currency', { length: 3 }).$type<'USD' | 'EUR' | 'CAD'>().notNull().default('USD'),
  type: varchar('type', { length: 16 }).$type<'manual' | 'automatic'>().notNull().default('manual'),
  status: varchar('status', { length: 16 }).$type<'active' | 'pending' | 'suspended'>().notNull().default('active'),
  /** Daily time (HH:MM, reporting time zone) an automatic source's figures are fetched. */
  schedule: varchar('schedule', { length: 5 }),
  apiId: integer('api_id').references(() => externalApis.id, { onDelete: 'restrict' }),
  /**
   * Made by the demo seed: only such a source is answered by the demo connector. Every other
   * automatic source is read from its platform or fails; no figure is ever made up for it.
   */
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SupplierRow = typeof suppliers.$inferSelect;

/** The first stage of the revenue waterfall, per demand source and format. */
export const supplierShares = pgTable(
  'supplier_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    share: numeric('share', { precision: 5, scale: 2 }).notNull(),
    ...periodColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One share per source and format on any day: supplier_shares_period_excl (migration 0027).
  (t) => [index('supplier_shares_supplier_idx').on(t.supplierId, t.groupId)],
);

/** One ads.txt line of a demand source. */
export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ads_supplier_text_key').on(t.supplierId, t.text), index('ads_supplier_idx').on(t.supplierId, t.id)],
);
