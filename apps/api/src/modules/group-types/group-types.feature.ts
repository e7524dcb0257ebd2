import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { groupTypesRoutes } from './group-types.routes.js';
import { seedGroupTypes } from './group-types.seed.js';

/** Group types: the kinds of placement group a network offers. */
export const groupTypesFeature = defineFeature({
  name: 'group-types',
  routes: groupTypesRoutes,
  seed: seedGroupTypes,
  seedOrder: 30,
  permissions: crudPermissions('websites', 'grouptype'),
});
