import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ApiKeyStatus } from '@pubdesk/contract';
import { users } from '../users/index.js';

/**
 * API keys. The key itself is kept sealed (AES-256-GCM, lib/credentials.ts) so it can be shown
 * again to those allowed; requests find it by `key_hash` (SHA-256, hex), never by decrypting.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 150 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Who made the key. A key made for someone else is a standing impersonation: it works only
     * while its maker is active and may impersonate, and its user is one that may be impersonated.
     * Deleting the maker deletes the keys they made. Null for keys from before it was kept.
     */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'cascade' }),
    keySealed: text('key_sealed').notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    /** The last four characters, for the masked display without unsealing. */
    keyTail: varchar('key_tail', { length: 4 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ApiKeyStatus>().notNull().default('active'),
    /** Codenames the key is limited to; empty means all of its user's permissions. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
