import { defineFeature } from '../../lib/feature.js';
import { groupTypesRoutes } from './group-types.routes.js';
import { seedGroupTypes } from './group-types.seed.js';

/** Group types: the kinds of placement group a network offers. */
export const groupTypesFeature = defineFeature({
  name: 'group-types',
  routes: groupTypesRoutes,
  seed: seedGroupTypes,
  seedOrder: 30,
  permissions: ['websites.view_grouptype', 'websites.add_grouptype', 'websites.change_grouptype', 'websites.delete_grouptype'],
});
