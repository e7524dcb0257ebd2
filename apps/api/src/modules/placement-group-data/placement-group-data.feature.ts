import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { adsTxtRoutes } from './ads-txt.routes.js';
import { placementGroupDataRoutes } from './placement-group-data.routes.js';
import { seedDemoPlacementGroupData } from './placement-group-data.seed.js';

/**
 * Data items: a demand source's line in a placement group, with its served metrics; and a
 * website's ads.txt (`/websites/:id/ads_txt/`), the lines of the sources its data items name.
 */
export const placementGroupDataFeature = defineFeature({
  name: 'placement-group-data',
  // Each in a plugin context of its own.
  routes: async (app) => {
    await app.register(placementGroupDataRoutes);
    await app.register(adsTxtRoutes);
  },
  seed: seedDemoPlacementGroupData,
  seedOrder: 80,
  permissions: crudPermissions('websites', 'placementgroupdata'),
});
