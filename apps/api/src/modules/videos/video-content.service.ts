import { httpUrl, type PlayerContent } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { z } from 'zod';
import { missingId, parseFields } from '../../lib/field-checks.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteScope } from '../assignments/index.js';
import type { VideosDeps } from './videos.ports.js';
import type { VideosService } from './videos.service.js';

const externalUrl = z.object({ url: httpUrl(2000) });

/**
 * A player's content picked from the library: the video browser modal (`video-content/`) and
 * the content browser's change video. Both write the player's content part through its service,
 * so the same checks apply (the website's own videos) and the public config goes stale.
 */
export function videoContentService(
  deps: Pick<VideosDeps, 'videos' | 'players' | 'playerContents'> & { videoList: Pick<VideosService, 'list'> },
) {
  const { players, playerContents: contents, videoList: videos } = deps;

  async function contentOf(auth: AuthContext, playerId: number) {
    const player = await players.find(playerId, websiteScope(auth));
    if (!player) throw missingId('player_id', playerId);
    const part = await contents.contentPart(playerId);
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
      const video = await deps.videos.videoByUrl(websiteId, body.url);
      if (video) return contents.update(auth, part.id, { type: 'video', video: video.id });
      const { url } = parseFields(externalUrl, { url: body.url });
      return contents.update(auth, part.id, { type: 'url', external_url: url });
    },
  };
}
