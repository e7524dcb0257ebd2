import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { groupTypes } from '../group-types/index.js';
import { websites } from '../websites/index.js';

export const placementGroups = pgTable(
  'placement_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('placement_groups_website_idx').on(t.websiteId, t.id), index('placement_groups_group_idx').on(t.groupId)],
);
export type PlacementGroupRow = typeof placementGroups.$inferSelect;
