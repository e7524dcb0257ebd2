import { defineFeature } from '../../lib/feature.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { seedDemoApiKeys } from './api-keys.seed.js';

/** API keys (`/auth/api-keys/`), sealed at rest. */
export const apiKeysFeature = defineFeature({
  name: 'api-keys',
  routes: apiKeysRoutes,
  seed: seedDemoApiKeys,
  seedOrder: 110,
  permissions: ['access.view_apikey', 'access.add_apikey', 'access.change_apikey', 'access.delete_apikey'],
});
