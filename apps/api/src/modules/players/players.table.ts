import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';

/** Video players. The wizard creates them by name; the Players screen edits them and their parts. */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    playerType: varchar('player_type', { length: 16 }).notNull().default('instream'),
    desktopWidth: integer('desktop_width').notNull().default(640),
    desktopHeight: integer('desktop_height').notNull().default(360),
    mobileWidth: integer('mobile_width').notNull().default(320),
    mobileHeight: integer('mobile_height').notNull().default(180),
    async: boolean('async').notNull().default(true),
    dfp: boolean('dfp').notNull().default(false),
    /** Bumped with every change to what the player serves; the public config is rebuilt when it moves. */
    configVersion: integer('config_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('players_website_idx').on(t.websiteId, t.id)],
);
export type PlayerRow = typeof players.$inferSelect;

/** The kinds of part every player has one of (the API's sub-resources). */
export const partKinds = ['settings', 'platform_settings', 'monetization', 'schedule', 'style', 'content', 'format', 'blocklist'] as const;
export type PartKind = (typeof partKinds)[number];

/**
 * A player's parts, one row per player and kind, the fields as a JSON document checked by the
 * contract's schema on every write. Always read and written whole with their player, so one
 * table (one query for the public config) serves better than eight of one row each.
 */
export const playerParts = pgTable(
  'player_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('player_parts_player_kind_key').on(t.playerId, t.kind), index('player_parts_kind_idx').on(t.kind, t.id)],
);
export type PlayerPartRow = typeof playerParts.$inferSelect;

/** A website's VAST ad tags, named by its players' schedules. */
export const playerAdTags = pgTable(
  'player_ad_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    url: text('url').notNull(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_ad_tags_website_idx').on(t.websiteId, t.id)],
);
export type AdTagRow = typeof playerAdTags.$inferSelect;

/** A website's display-banner ad scripts (a GPT ad unit and the div it renders in). */
export const playerAdScripts = pgTable(
  'player_ad_scripts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adId: varchar('ad_id', { length: 500 }).notNull(),
    adWidth: integer('ad_width').notNull(),
    adHeight: integer('ad_height').notNull(),
    divId: varchar('div_id', { length: 200 }).notNull(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_ad_scripts_website_idx').on(t.websiteId, t.id)],
);
export type AdScriptRow = typeof playerAdScripts.$inferSelect;

/** Every cache purge asked for: which player, by whom, when (the served config is the next issue's). */
export const playerCachePurges = pgTable(
  'player_cache_purges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_cache_purges_player_idx').on(t.playerId, t.createdAt)],
);
