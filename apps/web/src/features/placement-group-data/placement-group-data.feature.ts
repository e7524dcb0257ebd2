import { defineFeature } from '../../lib/feature';

/** Data items: a demand source's line in a placement group (reached from the placement groups). */
export const placementGroupDataFeature = defineFeature({
  name: 'placement-group-data',
  routes: [
    {
      path: 'placements_groups_data/:id?',
      screen: () => import('./PlacementGroupDataPage').then((m) => m.PlacementGroupDataPage),
      permission: 'websites.view_placementgroupdata',
      query: ['placement_group'],
      record: { path: '/api/placements_groups_data/data/{id}/' },
    },
  ],
});
