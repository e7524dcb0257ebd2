import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { websiteScope } from '../assignments/index.js';
import type { LibraryPlayersRepo } from './videos.ports.js';

/**
 * The website a library list (videos, playlists) is limited to: the one asked for, or the named
 * player's, whose website's library is what it may play. Null when both are named and differ:
 * nothing is listed then. A player out of the caller's scope is an invalid choice.
 */
export async function listedWebsite(
  players: LibraryPlayersRepo,
  auth: AuthContext,
  q: { player?: number; website?: number },
): Promise<number | undefined | null> {
  if (q.player === undefined) return q.website;
  const player = await players.find(q.player, websiteScope(auth));
  if (!player) throw missingId('player', q.player);
  if (q.website !== undefined && q.website !== player.player.websiteId) return null;
  return player.player.websiteId;
}
