import { index, integer, pgTable, timestamp, uuid, varchar, boolean } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * Refresh tokens are opaque random strings stored as SHA-256 hashes. Each refresh rotates the
 * token within its family; presenting a revoked token revokes the whole family (reuse
 * detection), and logout revokes it.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t.userId)],
);

export type AuthKeyType = 'account' | 'reset';

/** Single-use keys mailed to users: password reset (1 hour) and account verification (7 days). */
export const authKeys = pgTable(
  'auth_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<AuthKeyType>().notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_keys_user_type_idx').on(t.userId, t.type)],
);

/** Sign-in attempts, kept for throttling: failures per account and per IP in a window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_username_idx').on(t.username, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * Password-reset requests, kept for rate limiting per address and per IP. The address is stored
 * as its SHA-256 hash: the table holds anything anyone typed into the form, known or not.
 */
export const resetRequests = pgTable(
  'reset_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailHash: varchar('email_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reset_requests_email_idx').on(t.emailHash, t.createdAt), index('reset_requests_ip_idx').on(t.ip, t.createdAt)],
);
