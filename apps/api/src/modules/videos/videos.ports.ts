import type { SQL } from 'drizzle-orm';
import type { PlayerContent } from '@pubdesk/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { JobQueue } from '../../lib/jobs/index.js';
import type { Storage } from '../../lib/storage/index.js';
import type { Transaction } from '../../lib/transaction.js';
import type { WebsiteRow } from '../websites/index.js';
import type { CategoriesRepo } from './categories.repo.js';
import type { VideosRepo } from './videos.repo.js';

/*
 * What the video library uses of players, which play its videos and stand on it (a content part
 * names a library video or playlist): declared here, implemented in modules/players, handed in
 * by the wiring (features.ts). So players reach the library through its index, never back.
 */

/** The players that play the library's videos (their rows are the players module's). */
export interface LibraryPlayersRepo {
  /** The player, if it exists and is in the scope, with its website. */
  find(id: number, scope?: SQL): Promise<{ player: { websiteId: number } } | null>;
  /** Players whose content names the video, directly or through one of its playlists: their configs go stale. */
  markPlayersOfVideoStale(videoId: number): Promise<void>;
  markPlayersOfPlaylistStale(playlistId: number): Promise<void>;
  /** A deleted video or playlist leaves the contents that named it. */
  clearContentRef(field: 'video' | 'playlist', id: number): Promise<void>;
}

/** A player's content part (what it plays), changed through the players' own rules. */
export interface PlayerContents {
  contentPart(playerId: number): Promise<{ id: number } | null>;
  /** The same checks as the content screen's (the website's own videos); the public config goes stale. */
  update(auth: AuthContext, partId: number, patch: Record<string, unknown>): Promise<PlayerContent>;
}

export interface VideosPorts {
  players(db: Db): LibraryPlayersRepo;
  playerContents(db: Db): PlayerContents;
}

/** The repositories the library writes through together in one transaction (a change and the stale players). */
export interface VideosRepos {
  videos: VideosRepo;
  players: LibraryPlayersRepo;
}

/** What the library's services are built from (videos.feature.ts builds it once). */
export interface VideosDeps extends VideosRepos {
  categories: CategoriesRepo;
  playerContents: PlayerContents;
  transaction: Transaction<VideosRepos>;
  /** assignments: a website named in a request body, in the caller's scope (else an invalid choice). */
  websiteForWrite(auth: AuthContext, websiteId: number): Promise<WebsiteRow>;
  storage: Storage;
  jobs: Pick<JobQueue, 'send'>;
  config: Pick<Config, 'VIDEO_MAX_MB' | 'UPLOAD_MAX_MB' | 'resumableDir'>;
}
