import { defineFeature } from '../../lib/feature.js';
import { websitesRoutes } from './websites.routes.js';

/** Websites and their wallets (the set-up wizard and the demo websites: modules/website-wizard). */
export const websitesFeature = defineFeature({
  name: 'websites',
  routes: websitesRoutes,
  permissions: ['websites.view_website', 'websites.add_website', 'websites.change_website', 'websites.delete_website'],
});
