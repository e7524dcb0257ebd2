import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';

/** Video categories, for the library's upload form. */
export const playerCategories = pgTable(
  'player_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
  },
  (t) => [uniqueIndex('player_categories_name_key').on(sql`lower(${t.name})`)],
);
export type CategoryRow = typeof playerCategories.$inferSelect;

/**
 * A website's library videos. A file's bytes live in storage under `fileKey` (null for an HLS
 * stream named by URL); `trashedAt` set means in the trash: kept, but played by nothing.
 */
export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    tags: varchar('tags', { length: 500 }).notNull().default(''),
    categoryId: integer('category_id').references(() => playerCategories.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 200 }).notNull().default(''),
    container: varchar('container', { length: 8 }).notNull(),
    /** Where it plays from: the stored file's URL, or the HLS manifest's. */
    url: text('url').notNull(),
    fileKey: text('file_key'),
    posterKey: text('poster_key'),
    thumbnailKey: text('thumbnail_key'),
    status: varchar('status', { length: 16 }).notNull().default('inprogress'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    length: doublePrecision('length'),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_website_idx').on(t.websiteId, t.id)],
);
export type VideoRow = typeof videos.$inferSelect;

/** A website's playlists; their videos, in order, are playlist_videos rows. */
export const playlists = pgTable(
  'playlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    tags: varchar('tags', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_website_idx').on(t.websiteId, t.id)],
);
export type PlaylistRow = typeof playlists.$inferSelect;

/** A playlist's videos in play order; a video deleted for good leaves every playlist. */
export const playlistVideos = pgTable(
  'playlist_videos',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.position] }),
    uniqueIndex('playlist_videos_video_key').on(t.playlistId, t.videoId),
    index('playlist_videos_video_idx').on(t.videoId),
  ],
);

/**
 * Resumable uploads in progress: who started each (only they may continue it) and for which
 * website; `videoId` once its last byte arrived, so a repeated finish makes no second video.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: varchar('id', { length: 100 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_uploads_created_idx').on(t.createdAt)],
);
