import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Role } from '@pubdesk/contract';

/**
 * Access stamps come from one sequence, so no two user rows ever share one: a cached permission
 * set can never be taken for another user's, even when an id is used again.
 */
export const accessStampSeq = pgSequence('access_stamp_seq');

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    password: text('password').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    role: varchar('role', { length: 32 }).$type<Role>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the user followed the e-mail verification link (type "account"). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    displayLanguage: varchar('display_language', { length: 10 }).notNull().default('en'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped whenever what the user may do changes (role, groups, exceptions, a group's
     * permissions), so the per-request check knows its cached permission set is stale.
     */
    accessStamp: integer('access_stamp')
      .notNull()
      .default(sql`nextval('access_stamp_seq')`),
    /** Access tokens issued up to this moment are dead (set on suspension), even once the user is active again. */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role, t.id),
    index('users_date_joined_idx').on(t.dateJoined),
  ],
);

/** One profile per user; its id is the user's id, so /profiles/{id}/ and /users/{id}/ agree. */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: text('image'),
  phoneNumber: varchar('phone_number', { length: 30 }).notNull().default(''),
  address: varchar('address', { length: 255 }).notNull().default(''),
  city: varchar('city', { length: 100 }).notNull().default(''),
  state: varchar('state', { length: 100 }).notNull().default(''),
  country: varchar('country', { length: 100 }).notNull().default(''),
  /** Staff's verification of the account (Verify User / Unverify User). */
  isVerified: boolean('is_verified').notNull().default(false),
  additional: jsonb('additional').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One bank account per user; its id is the user's id. */
export const bankAccounts = pgTable('bank_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankName: varchar('bank_name', { length: 200 }).notNull().default(''),
  bankAddress: varchar('bank_address', { length: 255 }).notNull().default(''),
  accountName: varchar('account_name', { length: 200 }).notNull().default(''),
  accountNumber: varchar('account_number', { length: 64 }).notNull().default(''),
  swiftCode: varchar('swift_code', { length: 11 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
