import { defineFeature } from '../../lib/feature.js';
import { externalApisRoutes } from './external-apis.routes.js';
import { seedDemoExternalApis } from './external-apis.seed.js';

/** Reporting-API credentials per API type, sealed at rest. */
export const externalApisFeature = defineFeature({
  name: 'external-apis',
  routes: externalApisRoutes,
  seed: seedDemoExternalApis,
  seedOrder: 60,
  permissions: ['settings.view_externalapi', 'settings.add_externalapi', 'settings.change_externalapi'],
});
