import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { seedDemoApiKeys } from './api-keys.seed.js';

/** API keys (`/auth/api-keys/`), sealed at rest. */
export const apiKeysFeature = defineFeature({
  name: 'api-keys',
  routes: apiKeysRoutes,
  seed: seedDemoApiKeys,
  seedOrder: 110,
  permissions: crudPermissions('access', 'apikey'),
});
