import { crudPermissions } from '@pubdesk/contract';
import { defineFeature, type Feature } from '../../lib/feature.js';
import type { PlacementGroupsPorts } from './placement-groups.ports.js';
import { placementGroupsRoutes } from './placement-groups.routes.js';

/** Placement groups: a website's ad slots by group type; the caller's website scope comes in as ports, from the wiring. */
export function placementGroupsFeature(ports: PlacementGroupsPorts): Feature {
  return defineFeature({
    name: 'placement-groups',
    routes: (app) => placementGroupsRoutes(app, ports),
    permissions: crudPermissions('websites', 'placementgroup'),
  });
}
