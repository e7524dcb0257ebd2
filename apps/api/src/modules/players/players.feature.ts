import { allPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { playersRoutes } from './players.routes.js';
import { seedDemoPlayers } from './players.seed.js';

/** Players: video players, their parts, the websites' ad tags and scripts, logos and cache purges (the video library: modules/videos). */
export const playersFeature = defineFeature({
  name: 'players',
  routes: playersRoutes,
  // After the websites (40): the demo players sit on demo websites.
  seed: seedDemoPlayers,
  seedOrder: 45,
  // The library's codenames (videos, playlists, categories) are the videos feature's.
  permissions: allPermissions.filter((p) => p.startsWith('players.') && !/_(video|playlist|category)$/.test(p)),
});
