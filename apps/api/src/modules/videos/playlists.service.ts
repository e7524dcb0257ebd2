import type { Playlist } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk, missingId } from '../../lib/field-checks.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteScope } from '../assignments/index.js';
import { listedWebsite } from './listed-website.js';
import type { VideosDeps } from './videos.ports.js';
import type { PlaylistRow } from './videos.table.js';

export interface PlaylistInput {
  website_id: number;
  name: string;
  tags: string;
  videos: number[];
}
export type PlaylistPatch = Partial<Omit<PlaylistInput, 'website_id'>> & { website_id?: number };

/**
 * Playlists of a website's videos: two or more, in order, each a video of the same website
 * that is not in the trash when it is added. A change reaches the players that play the playlist.
 */
export function playlistsService(deps: Pick<VideosDeps, 'videos' | 'players' | 'transaction' | 'websiteForWrite' | 'storage'>) {
  const { videos: repo, storage } = deps;

  async function toPlaylists(rows: PlaylistRow[]): Promise<Playlist[]> {
    const summaries = new Map((await repo.playlistSummaries(rows.map((r) => r.id))).map((s) => [s.playlistId, s]));
    return rows.map((row) => {
      const summary = summaries.get(row.id);
      const posters = (summary?.posterKeys ?? []).map((key) => (key ? storage.url(key) : null));
      const pic = (i: number) => posters[i] ?? null;
      return {
        id: row.id,
        website_id: row.websiteId,
        name: row.name,
        tags: row.tags,
        videos: summary?.videoIds ?? [],
        posters: { pic1: pic(0), pic2: pic(1), pic3: pic(2), pic4: pic(3) },
        createdAt: row.createdAt.toISOString(),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }
  const one = async (row: PlaylistRow) => (await toPlaylists([row]))[0]!;
  async function found(auth: AuthContext, id: number): Promise<PlaylistRow> {
    const row = await repo.findPlaylist(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  }
  /** Every id must name a video of the website that is not in the trash; each wrong one is listed. */
  async function checkVideos(websiteId: number, ids: number[]): Promise<void> {
    const rows = await repo.videosOfWebsite(websiteId, ids);
    const usable = new Set(rows.filter((r) => r.trashedAt === null).map((r) => r.id));
    const wrong = ids.filter((id) => !usable.has(id));
    if (wrong.length) throw badRequest({ videos: wrong.map(invalidPk) });
  }

  return {
    found,
    async list(auth: AuthContext, q: { player?: number; website?: number; search?: string }, window: PageWindow) {
      const website = await listedWebsite(deps.players, auth, q);
      if (website === null) return { count: 0, results: [] };
      const page = await repo.listPlaylists({ scope: websiteScope(auth), website, search: q.search }, window);
      return { count: page.count, results: await toPlaylists(page.results) };
    },
    get: async (auth: AuthContext, id: number) => one(await found(auth, id)),
    async create(auth: AuthContext, body: PlaylistInput): Promise<Playlist> {
      await deps.websiteForWrite(auth, body.website_id);
      await checkVideos(body.website_id, body.videos);
      const row = await deps.transaction(async (tx) => {
        const created = await tx.videos.insertPlaylist({ websiteId: body.website_id, name: body.name, tags: body.tags });
        await tx.videos.setPlaylistVideos(created.id, body.videos);
        return created;
      });
      return one(row);
    },
    async update(auth: AuthContext, id: number, patch: PlaylistPatch): Promise<Playlist> {
      const row = await found(auth, id);
      // A playlist stays with its website: a PUT names the same one.
      if (patch.website_id !== undefined && patch.website_id !== row.websiteId) throw missingId('website_id', patch.website_id);
      if (patch.videos) await checkVideos(row.websiteId, patch.videos);
      const updated = await deps.transaction(async (tx) => {
        const values = {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
        };
        const next = await tx.videos.updatePlaylist(id, values);
        if (patch.videos) await tx.videos.setPlaylistVideos(id, patch.videos);
        await tx.players.markPlayersOfPlaylistStale(id);
        return next;
      });
      return one(updated);
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      await found(auth, id);
      await deps.transaction(async (tx) => {
        await tx.players.markPlayersOfPlaylistStale(id);
        await tx.players.clearContentRef('playlist', id);
        await tx.videos.deletePlaylist(id);
      });
    },
  };
}
