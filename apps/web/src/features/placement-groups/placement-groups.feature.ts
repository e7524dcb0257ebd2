import { defineFeature } from '../../lib/feature';

/** A website's placement groups (reached from the websites list). */
export const placementGroupsFeature = defineFeature({
  name: 'placement-groups',
  routes: [
    {
      path: 'placements_groups/:id?',
      screen: () => import('./PlacementGroupsPage').then((m) => m.PlacementGroupsPage),
      permission: 'websites.view_placementgroup',
      query: ['website'],
      record: { path: '/api/placements_groups/{id}/' },
    },
  ],
});
