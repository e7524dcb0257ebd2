import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The reporting APIs a demand source can be read through (admanager, adsense, ...); seeded by the migration. */
export const apiTypes = pgTable('api_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shortname: varchar('shortname', { length: 50 }).notNull().unique(),
});

/** One set of credentials for a reporting API. */
export const externalApis = pgTable(
  'external_apis',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => apiTypes.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 200 }).notNull(),
    shortname: varchar('shortname', { length: 50 }).notNull(),
    /** The credentials, sealed with AES-256-GCM (lib/credentials.ts); never sent back. */
    codeSealed: text('code_sealed').notNull(),
    accountEmail: varchar('account_email', { length: 254 }).notNull().default(''),
    priority: integer('priority').notNull().default(0),
    /** Ad Manager: the report this API's imports reuse (`networks/{code}/reports/{id}`), '' until the first run. */
    reportName: varchar('report_name', { length: 300 }).notNull().default(''),
    status: varchar('status', { length: 16 }).$type<'active' | 'pending' | 'suspended'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_apis_type_shortname_key').on(t.typeId, t.shortname)],
);
export type ExternalApiRow = typeof externalApis.$inferSelect;
