import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ServeMetricField, ServeMetricType } from '@pubdesk/contract';

/** A named source of a figure in a demand source's report (the Metrics settings screen). */
export const serveMetrics = pgTable(
  'serve_metrics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    shortname: varchar('shortname', { length: 50 }).notNull().unique(),
    code: varchar('code', { length: 200 }).notNull(),
    type: varchar('type', { length: 16 }).$type<ServeMetricType>().notNull(),
    /** The statistic field an import adds this figure to (impressions, revenue, ...). */
    field: varchar('field', { length: 32 }).$type<ServeMetricField>().notNull().default('impressions'),
    priority: integer('priority').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<'active' | 'pending' | 'suspended'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('serve_metrics_type_priority_idx').on(t.type, t.priority)],
);
export type ServeMetricRow = typeof serveMetrics.$inferSelect;
