import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { PageWindow } from '../../../lib/pagination.js';
import { searchAny } from '../../../lib/search.js';
import { websites } from '../../websites/index.js';
import { playerParts, players } from '../players.table.js';
import { playlists, playlistVideos, videos, videoUploads, type PlaylistRow, type VideoRow } from './library.table.js';

const isTrashed = sql<boolean>`${videos.trashedAt} is not null`;
const allOf = (parts: Array<SQL | undefined>) => and(...parts.filter((p): p is SQL => p !== undefined));

export interface LibraryFilter {
  /** The caller's website scope, applied through the join with websites. */
  scope?: SQL;
  website?: number;
  search?: string;
}
export type VideoValues = Partial<Omit<typeof videos.$inferInsert, 'id' | 'createdAt'>>;

/** Every query on library videos, playlists and resumable uploads; a video is seen through its website. */
export function libraryRepo(db: Db) {
  const videosIn = (where: SQL | undefined) =>
    db.select({ video: videos }).from(videos).innerJoin(websites, eq(websites.id, videos.websiteId)).where(where);
  const playlistsIn = (where: SQL | undefined) =>
    db.select({ playlist: playlists }).from(playlists).innerJoin(websites, eq(websites.id, playlists.websiteId)).where(where);

  const repo = {
    async listVideos(f: LibraryFilter & { trash: boolean; status?: string }, window: PageWindow) {
      const where = allOf([
        f.scope,
        f.website ? eq(videos.websiteId, f.website) : undefined,
        f.trash ? isNotNull(videos.trashedAt) : isNull(videos.trashedAt),
        f.status ? eq(videos.status, f.status) : undefined,
        f.search ? searchAny(f.search, [videos.name, videos.title, videos.tags]) : undefined,
      ]);
      const [rows, [total]] = await Promise.all([
        videosIn(where).orderBy(desc(videos.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(videos).innerJoin(websites, eq(websites.id, videos.websiteId)).where(where),
      ]);
      return { count: total?.n ?? 0, rows: rows.map((r) => r.video) };
    },
    async videoStatusCounts(scope: SQL | undefined, website?: number) {
      const rows = await db
        .select({ status: videos.status, trashed: isTrashed, n: count() })
        .from(videos)
        .innerJoin(websites, eq(websites.id, videos.websiteId))
        .where(allOf([scope, website ? eq(videos.websiteId, website) : undefined]))
        .groupBy(videos.status, isTrashed);
      return rows;
    },
    async findVideo(id: number, scope?: SQL): Promise<VideoRow | null> {
      const [row] = await videosIn(allOf([scope, eq(videos.id, id)]));
      return row?.video ?? null;
    },
    /** The website's videos among `ids` (trashed ones too; the caller decides). */
    async videosOfWebsite(websiteId: number, ids: number[]): Promise<VideoRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(videos)
        .where(and(eq(videos.websiteId, websiteId), inArray(videos.id, ids)));
    },
    async videoByUrl(websiteId: number, url: string): Promise<VideoRow | null> {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.websiteId, websiteId), eq(videos.url, url), isNull(videos.trashedAt)))
        .limit(1);
      return row ?? null;
    },
    async insertVideo(values: typeof videos.$inferInsert): Promise<VideoRow> {
      const [row] = await db.insert(videos).values(values).returning();
      return row!;
    },
    async updateVideo(id: number, values: VideoValues): Promise<VideoRow> {
      const [row] = await db
        .update(videos)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(videos.id, id))
        .returning();
      return row!;
    },
    /**
     * The probe's results: uploaded, its length and frames. The poster is set only if the video
     * still has none (one the user uploaded while the probe ran is kept).
     */
    async finishProbe(
      id: number,
      found: { length: number | null; posterKey: string | null; thumbnailKey: string | null },
    ): Promise<boolean> {
      const rows = await db
        .update(videos)
        .set({
          status: 'uploaded',
          length: found.length,
          ...(found.posterKey ? { posterKey: sql`coalesce(${videos.posterKey}, ${found.posterKey})` } : {}),
          ...(found.thumbnailKey ? { thumbnailKey: found.thumbnailKey } : {}),
          updatedAt: new Date(),
        })
        .where(eq(videos.id, id))
        .returning({ id: videos.id });
      return rows.length > 0;
    },
    async deleteVideo(id: number): Promise<void> {
      await db.delete(videos).where(eq(videos.id, id));
    },

    // Playlists ----------------------------------------------------------------------------------
    async listPlaylists(f: LibraryFilter, window: PageWindow) {
      const where = allOf([
        f.scope,
        f.website ? eq(playlists.websiteId, f.website) : undefined,
        f.search ? searchAny(f.search, [playlists.name, playlists.tags]) : undefined,
      ]);
      const [rows, [total]] = await Promise.all([
        playlistsIn(where).orderBy(desc(playlists.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(playlists).innerJoin(websites, eq(websites.id, playlists.websiteId)).where(where),
      ]);
      return { count: total?.n ?? 0, rows: rows.map((r) => r.playlist) };
    },
    async findPlaylist(id: number, scope?: SQL): Promise<PlaylistRow | null> {
      const [row] = await playlistsIn(allOf([scope, eq(playlists.id, id)]));
      return row?.playlist ?? null;
    },
    async playlistOfWebsite(websiteId: number, id: number): Promise<PlaylistRow | null> {
      const [row] = await db
        .select()
        .from(playlists)
        .where(and(eq(playlists.websiteId, websiteId), eq(playlists.id, id)));
      return row ?? null;
    },
    /** The playlists' videos in order, with what a card and the player need of each. */
    async playlistEntries(playlistIds: number[]) {
      if (playlistIds.length === 0) return [];
      return db
        .select({
          playlistId: playlistVideos.playlistId,
          videoId: playlistVideos.videoId,
          posterKey: videos.posterKey,
          url: videos.url,
          trashed: isTrashed,
        })
        .from(playlistVideos)
        .innerJoin(videos, eq(videos.id, playlistVideos.videoId))
        .where(inArray(playlistVideos.playlistId, playlistIds))
        .orderBy(asc(playlistVideos.playlistId), asc(playlistVideos.position));
    },
    async insertPlaylist(values: typeof playlists.$inferInsert): Promise<PlaylistRow> {
      const [row] = await db.insert(playlists).values(values).returning();
      return row!;
    },
    async updatePlaylist(id: number, values: Partial<Pick<PlaylistRow, 'name' | 'tags'>>): Promise<PlaylistRow> {
      const [row] = await db
        .update(playlists)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(playlists.id, id))
        .returning();
      return row!;
    },
    async setPlaylistVideos(playlistId: number, videoIds: number[]): Promise<void> {
      await db.delete(playlistVideos).where(eq(playlistVideos.playlistId, playlistId));
      if (videoIds.length) {
        await db.insert(playlistVideos).values(videoIds.map((videoId, position) => ({ playlistId, videoId, position })));
      }
    },
    async deletePlaylist(id: number): Promise<void> {
      await db.delete(playlists).where(eq(playlists.id, id));
    },

    // Who plays what -------------------------------------------------------------------------------
    /** Players whose content names the video, directly or through one of its playlists: their configs go stale. */
    async markPlayersOfVideoStale(videoId: number): Promise<void> {
      await db.execute(sql`
        update ${players} set config_version = config_version + 1, updated_at = now()
        where id in (
          select ${playerParts.playerId} from ${playerParts}
          where ${playerParts.kind} = 'content' and (
            ${playerParts.data}->>'video' = ${String(videoId)}
            or ${playerParts.data}->>'playlist' in (
              select ${playlistVideos.playlistId}::text from ${playlistVideos} where ${playlistVideos.videoId} = ${videoId}
            )
          )
        )`);
    },
    async markPlayersOfPlaylistStale(playlistId: number): Promise<void> {
      await db.execute(sql`
        update ${players} set config_version = config_version + 1, updated_at = now()
        where id in (
          select ${playerParts.playerId} from ${playerParts}
          where ${playerParts.kind} = 'content' and ${playerParts.data}->>'playlist' = ${String(playlistId)}
        )`);
    },

    /** A deleted video or playlist leaves the contents that named it (they fall back to nothing picked). */
    async clearContentRef(field: 'video' | 'playlist', id: number): Promise<void> {
      await db.execute(sql`
        update ${playerParts} set data = jsonb_set(${playerParts.data}, ${`{${field}}`}::text[], 'null'::jsonb), updated_at = now()
        where ${playerParts.kind} = 'content' and ${playerParts.data}->>${field} = ${String(id)}`);
    },

    // Resumable uploads ------------------------------------------------------------------------------
    async insertUpload(values: typeof videoUploads.$inferInsert): Promise<void> {
      await db.insert(videoUploads).values(values);
    },
    async findUpload(id: string) {
      const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id));
      return row ?? null;
    },
    async finishUpload(id: string, videoId: number): Promise<void> {
      await db.update(videoUploads).set({ videoId }).where(eq(videoUploads.id, id));
    },
    /** Records of uploads started before `before`: unfinished ones lost their bytes; finished ones are no longer retried. */
    async removeUploadsBefore(before: Date): Promise<void> {
      await db.delete(videoUploads).where(lt(videoUploads.createdAt, before));
    },
    async removeUpload(id: string): Promise<void> {
      await db.delete(videoUploads).where(eq(videoUploads.id, id));
    },
  };
  return repo;
}
export type LibraryRepo = ReturnType<typeof libraryRepo>;
