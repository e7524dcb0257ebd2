import { allPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { libraryJobs } from './library/library.jobs.js';
import { playersRoutes } from './players.routes.js';
import { seedDemoPlayers } from './players.seed.js';

/** Players: video players, their parts, the websites' ad tags and scripts, categories, logos, cache purges and the video library. */
export const playersFeature = defineFeature({
  name: 'players',
  routes: playersRoutes,
  jobs: libraryJobs,
  // After the websites (40): the demo players sit on demo websites.
  seed: seedDemoPlayers,
  seedOrder: 45,
  permissions: allPermissions.filter((p) => p.startsWith('players.')),
});
