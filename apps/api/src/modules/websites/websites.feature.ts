import { defineFeature } from '../../lib/feature.js';
import { websitesRoutes } from './websites.routes.js';
import { seedDemoWebsites } from './websites.seed.js';

/** Websites and their set-up wizard. */
export const websitesFeature = defineFeature({
  name: 'websites',
  routes: websitesRoutes,
  seed: seedDemoWebsites,
  seedOrder: 40,
  permissions: ['websites.view_website', 'websites.add_website', 'websites.change_website', 'websites.delete_website'],
});
