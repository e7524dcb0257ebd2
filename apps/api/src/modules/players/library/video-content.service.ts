import { httpUrl, type PlayerContent } from '@pubdesk/contract';
import type { Db } from '../../../db/client.js';
import type { AuthContext } from '../../../lib/auth-context.js';
import { z } from 'zod';
import { missingId, parseFields } from '../../../lib/field-checks.js';
import type { PageWindow } from '../../../lib/pagination.js';
import { websiteScope } from '../../assignments/index.js';
import { partsService } from '../parts.service.js';
import { playersRepo } from '../players.repo.js';
import { libraryRepo } from './library.repo.js';
import type { VideosService } from './videos.service.js';

const externalUrl = z.object({ url: httpUrl(2000) });

/**
 * A player's content picked from the library: the video browser modal (`video-content/`) and
 * the content browser's change video. Both write the player's content part through its service,
 * so the same checks apply (the website's own videos) and the public config goes stale.
 */
export function videoContentService(db: Db, videos: VideosService) {
  const contents = partsService<PlayerContent>(db, 'content');
  const players = playersRepo(db);

  async function contentOf(auth: AuthContext, playerId: number) {
    const player = await players.find(playerId, websiteScope(auth));
    if (!player) throw missingId('player_id', playerId);
    const part = await players.partOfPlayer('content', playerId);
    if (!part) throw missingId('player_id', playerId);
    return { websiteId: player.player.websiteId, part };
  }

  return {
    /** The videos the player may play: its website's, not in the trash. */
    list: (auth: AuthContext, playerId: number, window: PageWindow) => videos.list(auth, { player: playerId }, window),
    async set(auth: AuthContext, body: { player_id: number; video?: number | null; playlist?: number | null }): Promise<PlayerContent> {
      const { part } = await contentOf(auth, body.player_id);
      const patch = body.video
        ? { type: 'video' as const, video: body.video }
        : { type: 'playlist' as const, playlist: body.playlist ?? null };
      return contents.update(auth, part.id, patch);
    },
    /** A library video's URL picks that video; any other http(s) URL becomes the external URL. */
    async changeVideo(auth: AuthContext, body: { player_id: number; url: string }): Promise<PlayerContent> {
      const { websiteId, part } = await contentOf(auth, body.player_id);
      const video = await libraryRepo(db).videoByUrl(websiteId, body.url);
      if (video) return contents.update(auth, part.id, { type: 'video', video: video.id });
      const { url } = parseFields(externalUrl, { url: body.url });
      return contents.update(auth, part.id, { type: 'url', external_url: url });
    },
  };
}
