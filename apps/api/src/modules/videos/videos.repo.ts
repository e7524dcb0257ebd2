import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { websites } from '../websites/index.js';
import { playlists, playlistVideos, videos, videoUploads, type PlaylistRow, type VideoRow } from './videos.table.js';

const isTrashed = sql<boolean>`${videos.trashedAt} is not null`;
const allOf = (parts: Array<SQL | undefined>) => and(...parts.filter((p): p is SQL => p !== undefined));

export interface LibraryFilter {
  /** The caller's website scope, applied through the join with websites. */
  scope?: SQL;
  website?: number;
  search?: string;
}
export type VideoValues = Partial<Omit<typeof videos.$inferInsert, 'id' | 'createdAt'>>;

/**
 * Every query on library videos, playlists and resumable uploads; a video is seen
 * through its website. The players that play one are the players module's (VideosPorts).
 */
export function videosRepo(db: Db) {
  const touched = () => ({ updatedAt: new Date() });
  const videoRows = crudRepo(db, videos, { through: [[websites, eq(websites.id, videos.websiteId)]], onUpdate: touched });
  const playlistRows = crudRepo(db, playlists, { through: [[websites, eq(websites.id, playlists.websiteId)]], onUpdate: touched });

  const repo = {
    listVideos(f: LibraryFilter & { trash: boolean; status?: string }, window: PageWindow) {
      const where = allOf([
        f.scope,
        f.website ? eq(videos.websiteId, f.website) : undefined,
        f.trash ? isNotNull(videos.trashedAt) : isNull(videos.trashedAt),
        f.status ? eq(videos.status, f.status) : undefined,
        f.search ? searchAny(f.search, [videos.name, videos.title, videos.tags]) : undefined,
      ]);
      return videoRows.page({ where, orderBy: [desc(videos.id)], window });
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
    findVideo: (id: number, scope?: SQL): Promise<VideoRow | null> => videoRows.byId(id, scope),
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
    /** Videos still `inprogress` (waiting for their probe) since `before`. */
    async stalledProbes(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.status, 'inprogress'), lt(videos.updatedAt, before)));
      return rows.map((r) => r.id);
    },
    insertVideo: videoRows.create,
    updateVideo: (id: number, values: VideoValues): Promise<VideoRow> => videoRows.update(id, values),
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
    deleteVideo: videoRows.remove,

    // Playlists ----------------------------------------------------------------------------------
    listPlaylists(f: LibraryFilter, window: PageWindow) {
      const where = allOf([
        f.scope,
        f.website ? eq(playlists.websiteId, f.website) : undefined,
        f.search ? searchAny(f.search, [playlists.name, playlists.tags]) : undefined,
      ]);
      return playlistRows.page({ where, orderBy: [desc(playlists.id)], window });
    },
    findPlaylist: (id: number, scope?: SQL): Promise<PlaylistRow | null> => playlistRows.byId(id, scope),
    async playlistOfWebsite(websiteId: number, id: number): Promise<PlaylistRow | null> {
      const [row] = await db
        .select()
        .from(playlists)
        .where(and(eq(playlists.websiteId, websiteId), eq(playlists.id, id)));
      return row ?? null;
    },
    /** The playlists' videos in order, with what a card and the player need of each. */
    /**
     * Each playlist's video ids in order and the posters of its first four videos not in the
     * trash, aggregated in the statement: a page of playlists is a row each, not a row per entry
     * (a page of 10,000 playlists of 500 videos was five million rows mapped here).
     */
    async playlistSummaries(
      playlistIds: number[],
    ): Promise<Array<{ playlistId: number; videoIds: number[]; posterKeys: Array<string | null> }>> {
      if (playlistIds.length === 0) return [];
      return db
        .select({
          playlistId: playlistVideos.playlistId,
          videoIds: sql<number[]>`array_agg(${playlistVideos.videoId} order by ${playlistVideos.position})`,
          posterKeys: sql<
            Array<string | null>
          >`coalesce((array_agg(${videos.posterKey} order by ${playlistVideos.position}) filter (where not ${isTrashed}))[1:4], '{}')`,
        })
        .from(playlistVideos)
        .innerJoin(videos, eq(videos.id, playlistVideos.videoId))
        .where(inArray(playlistVideos.playlistId, playlistIds))
        .groupBy(playlistVideos.playlistId);
    },
    insertPlaylist: playlistRows.create,
    updatePlaylist: (id: number, values: Partial<Pick<PlaylistRow, 'name' | 'tags'>>): Promise<PlaylistRow> =>
      playlistRows.update(id, values),
    async setPlaylistVideos(playlistId: number, videoIds: number[]): Promise<void> {
      await db.delete(playlistVideos).where(eq(playlistVideos.playlistId, playlistId));
      if (videoIds.length) {
        await db.insert(playlistVideos).values(videoIds.map((videoId, position) => ({ playlistId, videoId, position })));
      }
    },
    deletePlaylist: playlistRows.remove,

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
export type VideosRepo = ReturnType<typeof videosRepo>;
