import { defineFeature } from '../../lib/feature.js';
import { whitelistRoutes } from './whitelist.routes.js';
import { seedDemoWhitelist } from './whitelist.seed.js';

/** White-label domains and the branding check. */
export const whitelistFeature = defineFeature({
  name: 'whitelist',
  routes: whitelistRoutes,
  seed: seedDemoWhitelist,
  seedOrder: 20,
  permissions: ['whitelist.view_whitelist', 'whitelist.add_whitelist', 'whitelist.change_whitelist', 'whitelist.delete_whitelist'],
});
