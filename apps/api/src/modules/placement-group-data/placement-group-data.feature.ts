import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { placementGroupDataRoutes } from './placement-group-data.routes.js';
import { seedDemoPlacementGroupData } from './placement-group-data.seed.js';

/** Data items: a demand source's line in a placement group, with its served metrics. */
export const placementGroupDataFeature = defineFeature({
  name: 'placement-group-data',
  routes: placementGroupDataRoutes,
  seed: seedDemoPlacementGroupData,
  seedOrder: 80,
  permissions: crudPermissions('websites', 'placementgroupdata'),
});
