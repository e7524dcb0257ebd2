import { boolean, integer, pgTable, text, timestamp, uniqueIndex, varchar, index } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

export type WhitelabelStatus = 'active' | 'pending' | 'suspended';

/** A white-label domain: the console served on it takes on this branding. The table keeps the published name `whitelist`. */
export const whitelabels = pgTable(
  'whitelist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased host name, matched by /whitelist/check/. */
    domain: varchar('domain', { length: 255 }).notNull(),
    networkId: integer('network_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<WhitelabelStatus>().notNull().default('pending'),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    logo: text('logo'),
    logoDark: text('logo_dark'),
    favicon: text('favicon'),
    termsLink: varchar('terms_link', { length: 500 }).notNull().default(''),
    privacyLink: varchar('privacy_link', { length: 500 }).notNull().default(''),
    allowSignup: boolean('allow_signup').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whitelist_domain_key').on(t.domain), index('whitelist_status_idx').on(t.status)],
);

export type WhitelabelRow = typeof whitelabels.$inferSelect;
