import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { websitesRoutes } from './websites.routes.js';
import { seedDemoWebsites } from './websites.seed.js';

/**
 * Websites' administration (`/websites/`, the status summary, the set-up wizard) and the demo
 * websites. The records (tables, repo) stay in modules/websites, which the row scope and
 * everything on a website stand on; the wizard and the demo data write placement groups,
 * shares, tags and players too, so this feature sits above all of them.
 */
export const websiteAdminFeature = defineFeature({
  name: 'website-admin',
  routes: websitesRoutes,
  seed: seedDemoWebsites,
  seedOrder: 40,
  permissions: crudPermissions('websites', 'website'),
});
