import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per successful write through the API (see plugins/audit.ts). Users are kept by id only. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    service: varchar('service', { length: 50 }).notNull(),
    action: varchar('action', { length: 100 }).notNull(),
    userId: integer('user_id'),
    impersonatorId: integer('impersonator_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_user_idx').on(t.userId, t.id), index('audit_logs_created_idx').on(t.createdAt)],
);
