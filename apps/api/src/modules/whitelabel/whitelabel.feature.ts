import { defineFeature } from '../../lib/feature.js';
import { whitelabelRoutes } from './whitelabel.routes.js';
import { seedDemoWhitelabels } from './whitelabel.seed.js';

/** White-label domains and the branding check. */
export const whitelabelFeature = defineFeature({
  name: 'whitelabel',
  routes: whitelabelRoutes,
  seed: seedDemoWhitelabels,
  seedOrder: 20,
  permissions: ['whitelist.view_whitelist', 'whitelist.add_whitelist', 'whitelist.change_whitelist', 'whitelist.delete_whitelist'],
});
