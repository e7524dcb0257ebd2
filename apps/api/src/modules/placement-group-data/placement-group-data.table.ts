import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { groupTypes } from '../group-types/index.js';
import { serveMetrics } from '../metrics/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { suppliers } from '../suppliers/index.js';

/** A data item: one demand source's line in a placement group; statistics are kept per data item. */
export const placementGroupData = pgTable(
  'placement_group_data',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    flag: varchar('flag', { length: 16 }).$type<'default' | 'uncomplete'>().notNull().default('default'),
    type: varchar('type', { length: 16 }).$type<'placement' | 'ad_unit' | 'domain'>().notNull().default('placement'),
    dfpPlacementId: varchar('dfp_placement_id', { length: 100 }).notNull().default(''),
    dfpAdunitId: varchar('dfp_adunit_id', { length: 100 }).notNull().default(''),
    serveWith: varchar('serve_with', { length: 16 }).$type<'none' | 'advertiser_id'>().notNull().default('none'),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).$type<'active' | 'suspended'>().notNull().default('active'),
    placementGroupId: integer('placement_group_id')
      .notNull()
      .references(() => placementGroups.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('placement_group_data_group_idx').on(t.placementGroupId, t.id),
    index('placement_group_data_supplier_idx').on(t.supplierId),
  ],
);
export type PlacementGroupDataRow = typeof placementGroupData.$inferSelect;

/** The serve metrics a data item is served with (the form's checkbox grid). */
export const placementGroupDataMetrics = pgTable(
  'placement_group_data_metrics',
  {
    dataId: integer('data_id')
      .notNull()
      .references(() => placementGroupData.id, { onDelete: 'cascade' }),
    metricId: integer('metric_id')
      .notNull()
      .references(() => serveMetrics.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.dataId, t.metricId] })],
);
