import type { PublicPlayerConfig } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage/index.js';
import { videosRepo } from './videos.repo.js';

type PublicContent = PublicPlayerConfig['content'];
interface ContentPart {
  type: 'url' | 'video' | 'playlist';
  external_url: string;
  video: number | null;
  playlist: number | null;
}

/**
 * What a player's content plays, for its public config: the external URL, or the website's
 * library video, or the playlist's videos in order. Trashed videos, and ids of another website
 * or of nothing, are left out.
 */
export async function resolveContent(
  db: Db,
  storage: Pick<Storage, 'url'>,
  websiteId: number,
  content: ContentPart,
): Promise<PublicContent> {
  const repo = videosRepo(db);
  let ids: number[] = [];
  if (content.type === 'url') {
    const url = content.external_url || null;
    return { type: 'url', url, poster: null, items: url ? [{ url, poster: null, title: '' }] : [] };
  }
  if (content.type === 'video' && content.video !== null) ids = [content.video];
  if (content.type === 'playlist' && content.playlist !== null) {
    const playlist = await repo.playlistOfWebsite(websiteId, content.playlist);
    if (playlist) ids = (await repo.playlistSummaries([playlist.id]))[0]?.videoIds ?? [];
  }
  const rows = new Map((await repo.videosOfWebsite(websiteId, ids)).map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row || row.trashedAt) return [];
    return [{ url: row.url, poster: row.posterKey ? storage.url(row.posterKey) : null, title: row.title || row.name }];
  });
  return { type: content.type, url: items[0]?.url ?? null, poster: items[0]?.poster ?? null, items };
}

/** The content's video and playlist must be the website's (a video not in the trash); each wrong id is its field's. */
export async function wrongContentIds(db: Db, websiteId: number, content: { video?: unknown; playlist?: unknown }) {
  const repo = videosRepo(db);
  const errors: Array<['video' | 'playlist', number]> = [];
  if (typeof content.video === 'number') {
    const [row] = await repo.videosOfWebsite(websiteId, [content.video]);
    if (!row || row.trashedAt) errors.push(['video', content.video]);
  }
  if (typeof content.playlist === 'number' && !(await repo.playlistOfWebsite(websiteId, content.playlist))) {
    errors.push(['playlist', content.playlist]);
  }
  return errors;
}
