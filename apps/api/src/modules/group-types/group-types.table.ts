import { boolean, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Ad formats ("groups"): what a placement group is, and what fill rates and shares are set per. */
export const groupTypes = pgTable(
  'group_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 50 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** Visible to network and publisher accounts. */
    systemDefault: boolean('system_default').notNull().default(false),
  },
  (t) => [uniqueIndex('group_types_name_key').on(t.name)],
);
export type GroupTypeRow = typeof groupTypes.$inferSelect;
