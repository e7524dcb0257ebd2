import type { PlayerContent } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { PlayerContents } from '../videos/index.js';
import { partsService } from './parts.service.js';
import { playersRepo } from './players.repo.js';

/** A player's content part as the video library changes it (modules/videos' VideosPorts), through the parts' service. */
export function playerContents(db: Db): PlayerContents {
  const parts = partsService<PlayerContent>(db, 'content');
  const players = playersRepo(db);
  return {
    contentPart: (playerId) => players.partOfPlayer('content', playerId),
    update: (auth, partId, patch) => parts.update(auth, partId, patch),
  };
}
