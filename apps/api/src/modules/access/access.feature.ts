import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { accessRoutes } from './access.routes.js';
import { seedDemoAccess } from './access.seed.js';

/** Permission groups, per-user exceptions and the permission catalogue (services and permissions). */
export const accessFeature = defineFeature({
  name: 'access',
  routes: accessRoutes,
  seed: seedDemoAccess,
  seedOrder: 90,
  permissions: [
    'access.view_permission',
    'access.change_permission',
    'access.view_service',
    'access.change_service',
    ...crudPermissions('access', 'group'),
    'access.view_exception',
    'access.add_exception',
    'access.delete_exception',
  ],
});
