import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { whitelabelRoutes } from './whitelabel.routes.js';
import { seedDemoWhitelabels } from './whitelabel.seed.js';

/** White-label domains and the branding check. */
export const whitelabelFeature = defineFeature({
  name: 'whitelabel',
  routes: whitelabelRoutes,
  seed: seedDemoWhitelabels,
  seedOrder: 20,
  permissions: crudPermissions('whitelist', 'whitelist'),
});
