import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * Single-use keys that open an impersonated session; stored as their SHA-256, valid 60 seconds.
 * A used key's row is also its session: the session's token names its id as `sid`.
 */
export const impersonationKeys = pgTable(
  'impersonation_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When the session the key opened was ended (the portal's End); its token is refused from then on. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_keys_user_idx').on(t.userId)],
);
