import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { placementGroupsRoutes } from './placement-groups.routes.js';

/** Placement groups: a website's ad slots by group type. */
export const placementGroupsFeature = defineFeature({
  name: 'placement-groups',
  routes: placementGroupsRoutes,
  permissions: crudPermissions('websites', 'placementgroup'),
});
