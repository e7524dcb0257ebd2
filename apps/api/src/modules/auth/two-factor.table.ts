import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Role } from '@pubdesk/contract';
import { users } from '../users/index.js';

/**
 * A user's authenticator secret, sealed (AES-GCM under its own key, lib/secret-box). Unconfirmed
 * until a code from the app proves it was entered: only a confirmed row turns 2FA on.
 * `last_step` is the newest 30-second step a code was accepted for; a code of that step or an
 * older one is refused, so a code works once (the update that records it is conditional).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use codes per user, kept as SHA-256 hashes (50 random bits each); a new set deletes the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

export type MfaPurpose = 'sign_in' | 'enrol';

/**
 * The second step of a sign-in, handed out after the right password: a random token (stored as
 * its hash) that lives 5 minutes and allows 5 wrong codes. `enrol` is the step of a user whose
 * role requires 2FA and who has none: it may only set it up.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<MfaPurpose>().notNull(),
    failures: smallint('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mfa_challenges_expires_idx').on(t.expiresAt)],
);

/** The installation's security settings: one row (id 1), absent until first saved. */
export const securitySettings = pgTable('security_settings', {
  id: boolean('id').primaryKey().default(true),
  twoFactorRoles: jsonb('two_factor_roles').$type<Role[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
